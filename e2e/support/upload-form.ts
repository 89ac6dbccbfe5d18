import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Gives each of the five regions of the journeys' region map a material in the upload form. Each
 * choice is a chip: a visually hidden radio inside the label the painter clicks.
 */
export async function pickRegionMaterials(page: Page): Promise<void> {
  const pick = async (region: string, ...choices: string[]) => {
    const group = page.getByRole('group', { name: `${region} region` });
    for (const choice of choices) {
      const radio = group.getByRole('radio', { name: choice, exact: true });
      await group
        .locator('label')
        .filter({ has: page.getByRole('radio', { name: choice, exact: true }) })
        .click();
      expect(await radio.isChecked()).toBe(true);
    }
  };
  await pick('Black', 'Wrap', 'Shiny');
  await pick('Red', 'Carbon fibre');
  await pick('Green', 'Chrome', 'Satin');
  await pick('Blue', 'Stickers', 'Matte');
  await pick('White', 'Stickers', 'Shiny');
}

/**
 * Opens the livery page's "Publish new version" dialog (the page's only button of that name, or the
 * one inside `within`), and answers it with a way to pick its files by their button's name.
 */
export async function openPublishVersion(
  page: Page,
  within: Page | Locator = page,
): Promise<{ dialog: Locator; choose: (button: string, path: string) => Promise<void> }> {
  await within.getByRole('button', { name: 'Publish new version' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish new version' });
  await dialog.waitFor();
  const choose = (button: string, path: string) =>
    dialog.getByRole('button', { name: button, exact: true }).setInputFiles(path);
  return { dialog, choose };
}

import type { Page } from 'playwright-core';
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

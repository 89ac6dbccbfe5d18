import { CREDIT_TEXT, liverySlug } from '@paddock/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api, createMember, type Member, uniqueTag, uploadLivery } from '../support/api';
import { type Journey, startJourney } from '../support/journey';
import { type LiveryFilesOnDisk, writeLiveryFiles } from '../support/livery-files';
import { pickRegionMaterials } from '../support/upload-form';

/**
 * Credit (issue 36 §4): a member uploads a livery based on another member's, picked from the
 * search in the upload form's Credit step, with a permission note. Their livery's page reads
 * "Based on X by Y"; the original's reads "1 livery based on this one", which opens the list.
 */
describe('credit', () => {
  let j: Journey;
  let painter: Member;
  let remixer: Member;
  let original: { id: number; title: string };
  let files: LiveryFilesOnDisk;
  const tag = uniqueTag();
  const title = `Remix ${tag} Sunset`;
  const note = 'The original painter said yes on Discord.';

  beforeAll(async () => {
    j = await startJourney('credit');
    [painter, remixer] = await Promise.all([createMember(j.admin, 'original'), createMember(j.admin, 'remixer')]);
    const painterApi = await Api.signIn(j.baseUrl, painter.username, painter.password);
    original = await uploadLivery(painterApi, {
      title: `Harbour ${tag} Original`,
      className: 'LMGT3',
      modelName: 'Ferrari 296 LMGT3',
    });
    files = await writeLiveryFiles(`/tmp/e2e/credit-${tag}`, 36);
  });
  afterAll(async () => j?.finish());

  it('uploads a livery based on another member’s, picked from the search', async () => {
    const { page } = j;
    j.passesThrough('/login');
    j.passesThrough('/');
    await page.goto('/login');
    await j.declineCookies();
    await j.logIn(remixer.email, remixer.password);
    await page.getByRole('button', { name: new RegExp(remixer.username) }).waitFor();
    await page.goto('/upload');
    await page.getByRole('heading', { level: 1, name: 'Upload Livery' }).waitFor();

    await page.getByLabel('Livery title').fill(title);
    await page.getByLabel('Car class').selectOption({ label: 'LMGT3' });
    await expect.poll(() => page.getByLabel('Car model').isEnabled()).toBe(true);
    await page.getByLabel('Car model').selectOption({ label: 'Ferrari 296 LMGT3' });
    const choose = (button: string, paths: string | string[]) =>
      page.getByRole('button', { name: button, exact: true }).setInputFiles(paths);
    await choose('Livery TGA', files.livery);
    await choose('Region map TGA', files.regionMap);
    await page
      .getByRole('status', { name: 'Region map colours' })
      .getByText(/^Red: \d/)
      .waitFor({ timeout: 60_000 });
    await choose('Screenshots', files.screenshots);
    await page.getByRole('list', { name: 'Chosen screenshots' }).getByRole('img').nth(1).waitFor();
    await pickRegionMaterials(page);

    // The Credit step: a livery on Paddock, found by its title, with a permission note.
    const credit = page.getByRole('region', { name: /Credit/ });
    await credit.getByText(CREDIT_TEXT.paddockChoice, { exact: true }).click();
    await credit.getByLabel(CREDIT_TEXT.pasteOrSearch).fill(original.title);
    await credit
      .getByRole('list', { name: CREDIT_TEXT.results })
      .getByRole('button', { name: new RegExp(original.title) })
      .click();
    await credit.getByText(CREDIT_TEXT.chosen(original.title, painter.username)).waitFor();
    await credit.getByLabel(CREDIT_TEXT.noteLabel).fill(note);
    expect(await credit.getByRole('switch', { name: CREDIT_TEXT.allowLabel }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await j.screenshots('upload-credit');

    await page.getByRole('button', { name: 'Upload Livery' }).last().click();
    await page.getByText(`Livery "${title}" uploaded successfully!`).waitFor({ timeout: 90_000 });
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const card = page.getByRole('region', { name: CREDIT_TEXT.sectionTitle });
    await card.getByText(note).waitFor();
    expect(await card.innerText()).toContain(`Based on ${original.title} by ${painter.username}`);
    expect(await card.getByRole('link', { name: original.title }).getAttribute('href')).toBe(
      `/livery/${original.id}/${liverySlug(original.title)}`,
    );
    await card.getByText(CREDIT_TEXT.derivativesAllowed).waitFor();
    await j.screenshots('livery-credit');
  });

  it('shows "1 livery based on this one" on the original, which opens the list', async () => {
    const { page } = j;
    const card = page.getByRole('region', { name: CREDIT_TEXT.sectionTitle });
    await card.getByRole('link', { name: original.title }).click();
    await page.getByRole('heading', { level: 1, name: original.title }).waitFor();
    const count = card.getByRole('button', { name: CREDIT_TEXT.derivativeCount(1) });
    await count.click();
    expect(await count.getAttribute('aria-expanded')).toBe('true');
    const list = page.getByRole('region', { name: CREDIT_TEXT.derivativesHeading });
    await list
      .getByRole('link', { name: new RegExp(title) })
      .first()
      .waitFor();
    await j.screenshots('livery-derivatives');
  });
});

import { mkdir, writeFile } from 'node:fs/promises';
import { CREDIT_TEXT, type FingerprintBackfill, TEXTURE_MATCH_MESSAGES } from '@paddock/contract';
import { type LiveryDesign, makeDemoLiveryFiles } from '@paddock/demo-assets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api, createMember, type Member, uniqueTag, uploadLivery } from '../support/api';
import { type Journey, startJourney } from '../support/journey';
import { openPublishVersion, pickRegionMaterials } from '../support/upload-form';

/** Member A's livery: a layout of its own, so no other journey's upload is as close. */
const ORIGINAL_DESIGN: LiveryDesign = {
  base: [20, 110, 70],
  baseFade: [5, 50, 30],
  stripe: [240, 240, 240],
  accent: [210, 30, 30],
  pattern: 'split',
  offset: 0.62,
  raceNumber: 12,
};

/**
 * The pre-publish warning (issue 36 point 3): member B picks a texture that is a near copy of
 * member A's published livery (the same design with the race number changed, 4096²). The page
 * fingerprints it in a worker and shows "This looks very close to …" with A's livery before
 * anything is sent; B cancels, picks it again and publishes anyway, and is told an admin will
 * review it. B's next version warns in the "Publish new version" dialog too: B declares it as based
 * on A's livery there, and the page then credits A.
 */
describe('copy warning', () => {
  let j: Journey;
  let painter: Member;
  let copier: Member;
  let original: { id: number; title: string };
  const tag = uniqueTag();
  const dir = `/tmp/e2e/copy-${tag}`;
  const files = { livery: `${dir}/customskin.tga`, regionMap: `${dir}/customskin_region.tga`, shot: `${dir}/shot.png` };
  const title = `Not My Own ${tag}`;

  beforeAll(async () => {
    j = await startJourney('copy-warning');
    [painter, copier] = [await createMember(j.admin, 'original'), await createMember(j.admin, 'copier')];
    const api = await Api.signIn(j.baseUrl, painter.username, painter.password);
    original = await uploadLivery(api, {
      title: `Green Arrow ${tag}`,
      className: 'Hypercar',
      modelName: 'Porsche 963',
      design: ORIGINAL_DESIGN,
    });
    const copy = await makeDemoLiveryFiles({ ...ORIGINAL_DESIGN, raceNumber: 81 });
    await mkdir(dir, { recursive: true });
    await Promise.all([
      writeFile(files.livery, copy.livery),
      writeFile(files.regionMap, copy.regionMap),
      writeFile(files.shot, copy.screenshots[0] as Buffer),
    ]);
  });
  afterAll(async () => j?.finish());

  const choose = (button: string, paths: string | string[]) =>
    j.page.getByRole('button', { name: button, exact: true }).setInputFiles(paths);
  const warning = () =>
    j.page.getByRole('region', { name: TEXTURE_MATCH_MESSAGES.closeTo(original.title, painter.username) });

  it('warns before publishing that the texture is a near copy of A’s livery, and cancels', async () => {
    const { page } = j;
    // The server's job fingerprints new versions every 5 s, oldest first: wait until it has done A's
    // (after every livery the journeys before this one uploaded).
    await expect
      .poll(
        async () => {
          const progress = await j.admin.get<FingerprintBackfill>('/api/admin/fingerprints');
          return progress.fingerprinted + progress.failed >= progress.versions;
        },
        { timeout: 120_000, interval: 1000 },
      )
      .toBe(true);
    j.passesThrough('/login');
    j.passesThrough('/');
    await page.goto('/login');
    await j.declineCookies();
    await j.logIn(copier.email, copier.password);
    await page.getByRole('button', { name: new RegExp(copier.username) }).waitFor();
    await page.getByRole('link', { name: 'Upload Livery' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Upload Livery' }).waitFor();

    await choose('Livery TGA', files.livery);
    await warning().waitFor({ timeout: 60_000 });
    const link = warning().getByRole('link', { name: TEXTURE_MATCH_MESSAGES.viewOriginal });
    expect(await link.getAttribute('href')).toMatch(new RegExp(`^/livery/${original.id}/`));
    await j.screenshots('copy-warning');
    // A's livery allows derivatives: the permission choice reveals its note.
    await warning().getByRole('button', { name: TEXTURE_MATCH_MESSAGES.basedOn }).click();
    await warning().getByLabel(TEXTURE_MATCH_MESSAGES.basedOnNoteLabel).waitFor();
    await j.screenshots('copy-warning-permission');

    await warning().getByRole('button', { name: TEXTURE_MATCH_MESSAGES.cancel }).click();
    await warning().waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Livery TGA', exact: true }).waitFor();
    await j.checkA11y('upload after cancelling the copy');
  });

  it('picks the texture again and publishes anyway: the livery goes live and an admin will review it', async () => {
    const { page } = j;
    await page.getByLabel('Livery title').fill(title);
    await page.getByLabel('Car class').selectOption({ label: 'Hypercar' });
    await expect.poll(() => page.getByLabel('Car model').isEnabled()).toBe(true);
    await page.getByLabel('Car model').selectOption({ label: 'Porsche 963' });
    await choose('Livery TGA', files.livery);
    await choose('Region map TGA', files.regionMap);
    await warning().waitFor({ timeout: 60_000 });
    await choose('Screenshots', files.shot);
    const shares = page.getByRole('status', { name: 'Region map colours' });
    await shares.getByText(/^Red: \d/).waitFor({ timeout: 60_000 });
    await pickRegionMaterials(page);
    await j.checkA11y('upload with the copy warning, filled in');

    const review = page.getByText(TEXTURE_MATCH_MESSAGES.review(original.title)).waitFor({ timeout: 90_000 });
    await page.getByRole('button', { name: 'Upload Livery' }).last().click();
    await page.getByText(`Livery "${title}" uploaded successfully!`).waitFor({ timeout: 90_000 });
    await review;
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await j.checkA11y('the copy, published');
  });

  it('warns in the Publish new version dialog too, where B declares it based on A’s livery: the page credits A', async () => {
    const { page } = j;
    const { dialog, choose: pick } = await openPublishVersion(page);
    await pick('Livery TGA', files.livery);
    await pick('Region map TGA', files.regionMap);
    const inDialog = dialog.getByRole('region', {
      name: TEXTURE_MATCH_MESSAGES.closeTo(original.title, painter.username),
    });
    await inDialog.waitFor({ timeout: 60_000 });
    const note = 'The painter of Green Arrow said yes on Discord.';
    await inDialog.getByRole('button', { name: TEXTURE_MATCH_MESSAGES.basedOn }).click();
    await inDialog.getByLabel(TEXTURE_MATCH_MESSAGES.basedOnNoteLabel).fill(note);
    await inDialog.getByRole('button', { name: TEXTURE_MATCH_MESSAGES.declare }).click();
    await inDialog.getByText(TEXTURE_MATCH_MESSAGES.declared(original.title)).waitFor();
    await dialog.getByLabel(/Changelog/).fill('Credited the original.');
    await j.checkA11y('publish version with the copy warning, declared');
    await j.screenshots('publish-version-copy-warning');

    const published = page.getByText('Version 2 published!').waitFor({ timeout: 90_000 });
    await dialog.getByRole('button', { name: 'Publish version' }).click();
    await published;
    await dialog.waitFor({ state: 'hidden' });
    const card = page.getByRole('region', { name: CREDIT_TEXT.sectionTitle });
    await card.getByText(note).waitFor();
    expect(await card.innerText()).toContain(`Based on ${original.title} by ${painter.username}`);
  });
});

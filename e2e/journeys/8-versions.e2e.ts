import { writeFile } from 'node:fs/promises';
import { REGION_MAP_RGB } from '@paddock/contract';
import { DEMO_TEXTURE_SIZE, encodeLayerTga } from '@paddock/demo-assets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api, createMember, type Member, uniqueTag, uploadLivery } from '../support/api';
import { type Journey, startJourney } from '../support/journey';
import { type LiveryFilesOnDisk, writeLiveryFiles } from '../support/livery-files';
import { openPublishVersion } from '../support/upload-form';

/**
 * Versions (issue 19): the uploader publishes a new version of their livery through the page's
 * "Publish new version" dialog (two real 4096 × 4096 TGAs, zipped in the browser, and a changelog);
 * the page then lists both versions, newest first, and the first still downloads. Issue 34: a
 * third version whose region map holds only black and red shows the new shares, greys out the
 * colours it lacks, and publishes with the materials of the two it holds.
 */
describe('versions', () => {
  let j: Journey;
  let owner: Member;
  let livery: { id: number; title: string };
  let files: LiveryFilesOnDisk;
  /** A region map of the same size in two colours: black above, red below. */
  const twoColourMap = `/tmp/e2e/versions-two-colours-${uniqueTag()}.tga`;
  const changelog = 'Bigger race number.\nSharper chevrons on the doors.';

  beforeAll(async () => {
    j = await startJourney('versions');
    owner = await createMember(j.admin, 'versioner');
    const painter = await Api.signIn(j.baseUrl, owner.username, owner.password);
    livery = await uploadLivery(painter, {
      title: `Versioned ${uniqueTag()}`,
      className: 'Hypercar',
      modelName: 'Porsche 963',
    });
    files = await writeLiveryFiles(`/tmp/e2e/versions-${uniqueTag()}`, 91);
    const size = DEMO_TEXTURE_SIZE;
    const layers = new Uint8Array(size * size).fill(1, (size * size) / 2);
    await writeFile(
      twoColourMap,
      encodeLayerTga(layers, size, () => [REGION_MAP_RGB.Black, REGION_MAP_RGB.Red]),
    );
  });
  afterAll(async () => j?.finish());

  const liveryPage = () => `/livery/${livery.id}/${livery.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

  it('publishes a new version from the livery page', async () => {
    const { page } = j;
    // Login and the home page it lands on are other journeys' subject: passed through here.
    j.passesThrough('/login');
    j.passesThrough('/');
    await page.goto('/login');
    await j.declineCookies();
    await j.logIn(owner.email, owner.password);
    await page.getByRole('button', { name: new RegExp(owner.username) }).waitFor();
    await page.goto(liveryPage());
    await page.getByRole('heading', { level: 1, name: livery.title }).waitFor();
    const versions = page.getByRole('region', { name: 'Versions' });
    await versions.getByRole('heading', { name: 'Version 1' }).waitFor();
    await j.checkA11y('own livery with one version');

    const { dialog, choose } = await openPublishVersion(page, versions);
    await choose('Livery TGA', files.livery);
    await choose('Region map TGA', files.regionMap);
    await dialog.getByLabel(/Changelog/).fill(changelog);
    await dialog.getByText(`${2000 - changelog.length} characters left`).waitFor();
    await j.checkA11y('publish version dialog');
    await j.screenshots('publish-version');

    const published = page.getByText('Version 2 published!').waitFor({ timeout: 90_000 });
    await dialog.getByRole('button', { name: 'Publish version' }).click();
    await published;
    await dialog.waitFor({ state: 'hidden' });
  });

  it('lists both versions newest first, and the first still downloads', async () => {
    const { page } = j;
    const versions = page.getByRole('region', { name: 'Versions' });
    const items = versions.getByRole('list', { name: 'Versions, newest first' }).getByRole('listitem');
    await expect.poll(() => items.count()).toBe(2);
    expect(await items.nth(0).getByRole('heading').innerText()).toBe('Version 2');
    expect(await items.nth(0).innerText()).toContain('Sharper chevrons on the doors.');
    expect(await items.nth(1).getByRole('heading').innerText()).toBe('Version 1');
    expect(await items.nth(1).innerText()).toContain('Initial release');
    await j.screenshots('livery-versions');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      items.nth(1).getByRole('button', { name: 'Download v1' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`_${livery.id}_v1\\.zip$`));
    await expect.poll(async () => (await items.nth(1).innerText()).includes('1 download')).toBe(true);

    // The page's own Download gives the newest version; both counts add up to the total.
    const list = await j.admin.get<{
      totalDownloadCount: number;
      versions: { number: number; downloadCount: number }[];
    }>(`/api/liveries/${livery.id}/versions`);
    expect(list.versions.map((v) => v.number)).toEqual([2, 1]);
    expect(list.totalDownloadCount).toBe(list.versions.reduce((sum, v) => sum + v.downloadCount, 0));
  });

  it('publishes a version whose region colours change, with the materials of the colours it holds', async () => {
    const { page } = j;
    const { dialog, choose } = await openPublishVersion(page);
    // Prefilled from the current version: every region has its material.
    const region = (name: string) => dialog.getByRole('group', { name: `${name} region` });
    expect(await region('Green').getByRole('radio', { checked: true }).count()).toBeGreaterThan(0);
    await choose('Livery TGA', files.livery);
    await choose('Region map TGA', twoColourMap);
    const shares = dialog.getByRole('status', { name: 'Region map colours' });
    await shares.getByText('Green: 0 %').waitFor({ timeout: 30_000 });
    expect(await shares.textContent()).toContain('Black: 50 %');
    expect(await shares.textContent()).toContain('Red: 50 %');
    await region('Green').getByText('Not in your region map (0 %)').waitFor();
    await dialog.getByLabel(/Changelog/).fill('Black and red only.');
    await j.screenshots('publish-version-colours');

    const published = page.getByText('Version 3 published!').waitFor({ timeout: 90_000 });
    await dialog.getByRole('button', { name: 'Publish version' }).click();
    await published;
    await dialog.waitFor({ state: 'hidden' });
    const detail = await j.admin.get<{ regionConfigurations: { regionName: string }[] }>(`/api/liveries/${livery.id}`);
    expect(detail.regionConfigurations.map((r) => r.regionName).sort()).toEqual(['Black', 'Red']);
  });
});

import { readFile } from 'node:fs/promises';
import { COLLECTION_MESSAGES, PackManifestSchema } from '@paddock/contract';
import { unzipEntries } from '@paddock/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api, createMember, type Member, uniqueTag, uploadLivery } from '../support/api';
import { type Journey, startJourney } from '../support/journey';

/**
 * Collections and league packs (issue 19): a member creates a collection, adds one livery from a
 * browse card and one from its page, reorders them, makes the collection a public league pack
 * with car numbers, then opens the shared link signed out and downloads the pack.
 */
describe('collections', () => {
  let j: Journey;
  let member: Member;
  let alpha: { id: number; title: string };
  let bravo: { id: number; title: string };
  const tag = uniqueTag();
  const name = `Sprint League ${tag}`;
  let sharedUrl = '';

  beforeAll(async () => {
    j = await startJourney('collections');
    member = await createMember(j.admin, 'collector');
    const painterLogin = await createMember(j.admin, 'painter');
    const painter = await Api.signIn(j.baseUrl, painterLogin.username, painterLogin.password);
    alpha = await uploadLivery(painter, {
      title: `Pack ${tag} Alpha`,
      className: 'Hypercar',
      modelName: 'Porsche 963',
    });
    bravo = await uploadLivery(
      painter,
      { title: `Pack ${tag} Bravo`, className: 'LMP2', modelName: 'Oreca 07 Gibson' },
      1,
    );
  });
  afterAll(async () => j?.finish());

  const addFromDialog = async () => {
    const dialog = j.page.getByRole('dialog', { name: 'Add to collection' });
    await dialog.getByRole('button', { name: new RegExp(name) }).click();
    await j.page.getByText(`Added to ${name}.`).first().waitFor();
    await j.checkA11y('add to collection dialog');
    await j.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  };

  it('creates a collection on My Collections', async () => {
    const { page } = j;
    await page.goto('/login');
    await j.declineCookies();
    await j.checkA11y();
    await j.logIn(member.email, member.password);
    await page.getByRole('button', { name: new RegExp(member.username) }).waitFor();
    await j.checkA11y('home, signed in');

    await page.getByRole('button', { name: new RegExp(member.username) }).click();
    await page.getByRole('menuitem', { name: 'My Collections' }).click();
    await page.getByRole('heading', { level: 1, name: 'My Collections' }).waitFor();
    await page.getByLabel('Name').fill(name);
    await page.getByRole('button', { name: 'Create collection' }).click();
    await page.getByRole('link', { name }).waitFor();
    await j.checkA11y();
  });

  it('adds one livery from a browse card and one from its page', async () => {
    const { page } = j;
    await page.goto(`/liveries?search=${encodeURIComponent(`Pack ${tag}`)}`);
    await page.getByRole('link', { name: alpha.title }).waitFor();
    await j.checkA11y();
    await page.getByRole('button', { name: `Add “${alpha.title}” to a collection` }).click();
    await addFromDialog();

    await page.goto(`/livery/${bravo.id}/x`);
    await page.getByRole('heading', { level: 1, name: bravo.title }).waitFor();
    await j.checkA11y();
    await page.getByRole('button', { name: 'Add to collection', exact: true }).click();
    await addFromDialog();
  });

  it('reorders the liveries and makes the collection a public league pack with car numbers', async () => {
    const { page } = j;
    await page.goto('/collections');
    await page.getByRole('link', { name }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    const entries = page.getByRole('list', { name }).getByRole('listitem');
    await expect
      .poll(() => entries.allTextContents())
      .toEqual([expect.stringContaining(alpha.title), expect.stringContaining(bravo.title)]);
    await page.getByRole('button', { name: `Move ${bravo.title} up` }).click();
    await expect.poll(async () => (await entries.first().textContent()) ?? '').toContain(bravo.title);

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit' });
    await edit.getByLabel('Public').check();
    await edit.getByLabel(/League pack/).check();
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Collection saved.').waitFor();
    await edit.waitFor({ state: 'hidden' });

    // The whole grid typed in place and saved at once (issue 34 §14): 1000 is refused on its row
    // with the field's message and kept as typed (§15), nothing is saved until it is fixed, then one
    // request saves both rows; a row's own Save still saves a small edit alone.
    const row = (livery: { title: string }) => page.getByRole('form', { name: `League pack: ${livery.title}` });
    const gridPuts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().endsWith('/entries')) gridPuts.push(r.postData() ?? '');
    });
    await row(bravo).getByLabel('Car number').fill('1000');
    await row(bravo).getByLabel('Driver or team').fill('Team Apex');
    await row(alpha).getByLabel('Car number').fill('12');
    await row(alpha).getByLabel('Driver or team').fill('Alpha');
    await page.getByRole('button', { name: 'Save all (2 changed)' }).click();
    await row(bravo).getByText(COLLECTION_MESSAGES.carNumberInvalid).waitFor();
    expect(await row(bravo).getByLabel('Car number').inputValue()).toBe('1000');
    await j.checkA11y('league pack grid, a refused car number');
    await row(bravo).getByLabel('Car number').fill('07');
    await page.getByRole('button', { name: 'Save all (2 changed)' }).click();
    await page.getByText('2 entries saved.').first().waitFor();
    await page.getByRole('button', { name: 'Save all', exact: true }).waitFor();
    expect(gridPuts).toHaveLength(1);
    await row(alpha).getByLabel('Driver or team').fill('Alpha Racing');
    await row(alpha)
      .getByRole('button', { name: `Save ${alpha.title}` })
      .click();
    await page.getByText('Entry saved.').first().waitFor();
    expect(gridPuts).toHaveLength(1);
    await j.checkA11y();
    await j.screenshots('collection-league-pack');

    // Install pack (Chromium has the File System Access API): one Install in LMU per entry, in order.
    await page.getByRole('button', { name: 'Install pack in LMU' }).click();
    const install = page.getByRole('dialog', { name: 'Install pack in LMU' });
    await expect
      .poll(() => install.getByRole('listitem').allTextContents())
      .toEqual([expect.stringContaining(`#07 ${bravo.title}`), expect.stringContaining(`#12 ${alpha.title}`)]);
    await expect.poll(() => install.getByRole('button', { name: 'Install in LMU' }).count()).toBe(2);
    await j.checkA11y('install pack dialog');
    await page.keyboard.press('Escape');
    await install.waitFor({ state: 'hidden' });
    sharedUrl = page.url();
  });

  it('opens the shared link signed out and downloads the pack: one folder per livery and pack.json', async () => {
    const { page } = j;
    await j.context.clearCookies();
    await page.goto(sharedUrl);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(await page.getByRole('button', { name: `Move ${alpha.title} up` }).count()).toBe(0);
    await page.getByText('#07').waitFor();
    await j.checkA11y('collection, signed out');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download pack' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/_pack\.zip$/);
    const files = await unzipEntries(await readFile(await download.path()));
    const bravoFolder = `07 - Team Apex - ${bravo.title}`;
    const alphaFolder = `12 - Alpha Racing - ${alpha.title}`;
    expect([...files.keys()].sort()).toEqual(
      [
        `${alphaFolder}/customskin.tga`,
        `${alphaFolder}/customskin_region.tga`,
        `${bravoFolder}/customskin.tga`,
        `${bravoFolder}/customskin_region.tga`,
        'pack.json',
      ].sort(),
    );
    const manifest = PackManifestSchema.parse(JSON.parse((files.get('pack.json') as Buffer).toString('utf8')));
    expect(manifest).toMatchObject({ name, createdBy: member.username });
    expect(manifest.entries.map((e) => [e.carNumber, e.driverOrTeam, e.liveryId, e.folder])).toEqual([
      ['07', 'Team Apex', bravo.id, bravoFolder],
      ['12', 'Alpha Racing', alpha.id, alphaFolder],
    ]);
  });
});

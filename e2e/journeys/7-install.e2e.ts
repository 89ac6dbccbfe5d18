import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api, createMember, uniqueTag, uploadLivery } from '../support/api';
import { type Journey, startJourney } from '../support/journey';

const CAR = ['UserData', 'Liveries'];
const ORIGINAL = 'Your original files';

/**
 * Install in LMU, with the real File System Access API on a real folder. Chromium shows
 * `showDirectoryPicker` only after a real user gesture and its dialog cannot be driven headless,
 * so this journey injects the folder instead: the page's `showDirectoryPicker` answers a folder of
 * the origin private file system (`navigator.storage.getDirectory()`), a real
 * FileSystemDirectoryHandle whose files Paddock backs up, writes and restores like any other.
 */
describe('install in LMU', () => {
  let j: Journey;
  let livery: { id: number; title: string };

  /** Runs in the page: what a folder under the game folder (in OPFS) holds: text of small files, sizes of big ones. */
  const opfs = (names: string[]) =>
    j.page.evaluate(async (path) => {
      let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle('Le Mans Ultimate');
      for (const name of path) dir = await dir.getDirectoryHandle(name, { create: true });
      const out: Record<string, string | number> = {};
      for await (const [name, handle] of (
        dir as unknown as { entries(): AsyncIterable<[string, FileSystemHandle]> }
      ).entries()) {
        if (handle.kind === 'directory') out[name] = 'folder';
        else {
          const file = await (handle as FileSystemFileHandle).getFile();
          out[name] = file.size < 100 ? await file.text() : file.size;
        }
      }
      return out;
    }, names);

  const liveryPage = () => `/livery/${livery.id}/${livery.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

  beforeAll(async () => {
    j = await startJourney('install');
    const member = await createMember(j.admin, 'installer');
    const painter = await Api.signIn(j.baseUrl, member.username, member.password);
    livery = await uploadLivery(painter, {
      title: `Install ${uniqueTag()}`,
      className: 'Hypercar',
      modelName: 'Porsche 963',
    });
    // The picker answers the folder named in window.__pickedFolder (see the note above).
    await j.context.addInitScript(() => {
      const w = window as unknown as { showDirectoryPicker: unknown; __pickedFolder: string };
      w.__pickedFolder = 'Downloads';
      w.showDirectoryPicker = async () =>
        (await navigator.storage.getDirectory()).getDirectoryHandle(w.__pickedFolder, { create: true });
    });
  });
  afterAll(async () => j?.finish());

  it('refuses a folder that is not the game’s, then installs into the car folder with a backup', async () => {
    const { page } = j;
    await page.goto(liveryPage());
    await j.declineCookies();
    // The game folder, with the player's own livery in the Porsche's folder.
    await page.evaluate(async (car) => {
      const root = await (await navigator.storage.getDirectory()).getDirectoryHandle('Le Mans Ultimate', {
        create: true,
      });
      await root.getDirectoryHandle('Installed', { create: true });
      let dir = root;
      for (const name of car) dir = await dir.getDirectoryHandle(name, { create: true });
      for (const [name, text] of [
        ['customskin.tga', 'player paint'],
        ['customskin_region.tga', 'player regions'],
      ]) {
        const writer = await (await dir.getFileHandle(name as string, { create: true })).createWritable();
        await writer.write(text as string);
        await writer.close();
      }
    }, CAR);

    await page.getByRole('button', { name: 'Install in LMU' }).click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'does not look like Le Mans Ultimate’s' }).count())
      .toBe(1);

    await page.evaluate(() => {
      (window as unknown as { __pickedFolder: string }).__pickedFolder = 'Le Mans Ultimate';
    });
    // Choosing the folder only chooses it (issue 34 §3): nothing is written until Install.
    await page.getByRole('button', { name: 'Choose the game folder' }).click();
    await page.getByRole('status').filter({ hasText: 'Paddock will install into “Le Mans Ultimate”' }).waitFor();
    expect(await opfs(CAR)).toEqual({ 'customskin.tga': 'player paint', 'customskin_region.tga': 'player regions' });
    await page.getByRole('button', { name: 'Install in LMU' }).click();
    await page.getByRole('status').filter({ hasText: 'is installed in UserData/Liveries.' }).waitFor();
    // The next step in the game, where the install says it succeeded (issue 34 §5).
    await page.getByText('Next, in Le Mans Ultimate: open the showroom, choose the Porsche 963').waitFor();
    await page.getByText('Installed', { exact: true }).first().waitFor();

    const car = await opfs(CAR);
    expect(car['customskin.tga']).toBeGreaterThan(100_000);
    expect(car['customskin_region.tga']).toBeGreaterThan(1_000);
    expect(Object.keys(await opfs([...CAR, 'Paddock backups']))).toEqual([ORIGINAL]);
    expect(await opfs([...CAR, 'Paddock backups', ORIGINAL])).toMatchObject({
      'customskin.tga': 'player paint',
      'customskin_region.tga': 'player regions',
    });
    // The install was counted like a download.
    expect((await j.admin.get<{ downloadCount: number }>(`/api/liveries/${livery.id}`)).downloadCount).toBe(1);
    await j.screenshots('install-livery');

    // Its card says so too, wherever the livery is listed.
    await page.goto(`/liveries?search=${encodeURIComponent(livery.title)}`);
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: livery.title }) });
    await card.getByText('Installed', { exact: true }).waitFor();
    await j.checkA11y('browse with an installed livery');
    await page.goto(liveryPage());
  });

  it('reinstalls, lists both backups, and Restore brings back the player’s files, not the livery (issue 34 §1)', async () => {
    const { page } = j;
    await page.getByRole('button', { name: 'Reinstall in LMU' }).click();
    await page.getByRole('status').filter({ hasText: 'is installed in UserData/Liveries.' }).waitFor();
    const backups = Object.keys(await opfs([...CAR, 'Paddock backups'])).sort();
    expect(backups).toHaveLength(2);
    expect(backups[0]).toMatch(/^\d{4}-\d\d-\d\d \d\d-\d\d-\d\d before replacing Install [0-9a-f]+ \(#\d+\)$/);
    expect(backups[1]).toBe(ORIGINAL);

    await page.getByRole('button', { name: 'Installed liveries (1)' }).click();
    const panel = page.getByRole('dialog', { name: 'Installed' });
    await panel.getByRole('link', { name: livery.title }).waitFor();
    const listed = panel.getByRole('list', { name: 'Backups in UserData/Liveries' }).getByRole('listitem');
    await expect.poll(() => listed.count()).toBe(2);
    expect(await listed.nth(0).innerText()).toContain('Your original files');
    expect(await listed.nth(1).innerText()).toContain(`Before an install: “${livery.title}”`);
    await j.screenshots('install-panel');
    await panel.getByRole('button', { name: 'Restore your original files in UserData/Liveries' }).click();
    await panel.getByRole('status').filter({ hasText: 'Your original files are back' }).waitFor();
    expect(await opfs(CAR)).toMatchObject({
      'customskin.tga': 'player paint',
      'customskin_region.tga': 'player regions',
    });
    await panel.getByText('Nothing installed any more.').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Install in LMU' }).waitFor();
  });

  it('offers the Download button, and says why there is no Install, where the API is missing', async () => {
    const context = await j.browser.newContext({ baseURL: j.baseUrl });
    // Firefox and Safari have no showDirectoryPicker: take Chromium's away (it lives on the prototype).
    await context.addInitScript(() => {
      delete (Window.prototype as unknown as { showDirectoryPicker?: unknown }).showDirectoryPicker;
      delete (window as unknown as { showDirectoryPicker?: unknown }).showDirectoryPicker;
    });
    const page = await context.newPage();
    await page.goto(liveryPage());
    await page.getByRole('button', { name: 'Download' }).waitFor();
    await page.getByText('Installing straight into the game needs a desktop Chromium browser').waitFor();
    expect(await page.getByRole('button', { name: /in LMU/ }).count()).toBe(0);
    await context.close();
  });
});

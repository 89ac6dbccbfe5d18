import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueTag } from '../support/api';
import { type Journey, startJourney } from '../support/journey';
import { type LiveryFilesOnDisk, writeLiveryFiles } from '../support/livery-files';
import { waitForMailLink } from '../support/outbox';
import { pickRegionMaterials } from '../support/upload-form';

/**
 * A newcomer: registers with consent, confirms through the e-mail link, signs in, uploads a
 * livery with real 4096 × 4096 TGAs and screenshots, edits it, favourites it, finds it in My
 * Liveries and on the public profile, and deletes it.
 */
describe('newcomer', () => {
  let j: Journey;
  const tag = uniqueTag();
  const newcomer = { username: `rookie_${tag}`, email: `rookie_${tag}@e2e.paddock.test`, password: `rookie-${tag}-pw` };
  const title = `Rookie ${tag} Orange Chevron`;
  const editedTitle = `Rookie ${tag} Night Edition`;
  let files: LiveryFilesOnDisk;
  let liveryPath = '';

  beforeAll(async () => {
    j = await startJourney('newcomer');
    files = await writeLiveryFiles(`/tmp/e2e/files-${tag}`, 77);
  });
  afterAll(async () => j?.finish());

  it('registers with consent, confirms the address from the e-mail and signs in', async () => {
    const { page } = j;
    await page.goto('/register');
    await j.declineCookies();
    await page.getByRole('heading', { level: 1, name: 'Register' }).waitFor();
    await j.checkA11y();
    const form = page.getByRole('form', { name: 'Register' });
    await form.getByLabel('Email').fill(newcomer.email);
    await form.getByLabel('Username').fill(newcomer.username);
    await form.getByLabel('Password', { exact: true }).fill(newcomer.password);
    const create = form.getByRole('button', { name: 'Create Account' });
    expect(await create.isDisabled()).toBe(true);
    await form.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
    await create.click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await j.checkA11y('registered, check your email');

    const confirm = await waitForMailLink(j.dataDir, {
      to: newcomer.email,
      subject: 'Confirm your Paddock account',
      linkContains: 'verify-email',
    });
    await page.goto(confirm);
    await page.waitForURL('**/login?confirmed=1');
    await page.getByText('Your email address is confirmed. You can log in now.').waitFor();
    await j.checkA11y('login after confirming');

    await j.logIn(newcomer.email, newcomer.password);
    await page.getByText('Logged in successfully! Welcome back!').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: new RegExp(newcomer.username) }).waitFor();
    await j.checkA11y('home, signed in');
  });

  it('uploads a livery with two 4096 × 4096 TGAs and screenshots, showing progress', async () => {
    const { page } = j;
    await page.getByRole('link', { name: 'Upload Livery' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Upload Livery' }).waitFor();
    await j.screenshots('upload');

    await page.getByLabel('Livery title').fill(title);
    await page.getByLabel('Car class').selectOption({ label: 'LMGT3' });
    await expect.poll(() => page.getByLabel('Car model').isEnabled()).toBe(true);
    await page.getByLabel('Car model').selectOption({ label: 'Ferrari 296 LMGT3' });
    await page.getByLabel('Description').fill('Orange and black chevrons.\nSecond line for the story.');

    // The file inputs are the controls named "Livery TGA", "Region map TGA" and "Screenshots".
    const choose = (button: string, paths: string | string[]) =>
      page.getByRole('button', { name: button, exact: true }).setInputFiles(paths);
    await choose('Livery TGA', files.livery);
    await choose('Region map TGA', files.regionMap);
    // The region map's colours are counted in the browser and shown before anything is sent (issue 18).
    const shares = page.getByRole('status', { name: 'Region map colours' });
    await shares.getByText(/^Red: \d/).waitFor({ timeout: 60_000 });
    expect(await shares.innerText()).toMatch(/unrecognised: 0 %/);
    await choose('Screenshots', files.screenshots);
    await page.getByRole('list', { name: 'Chosen screenshots' }).getByRole('img').nth(1).waitFor();

    await pickRegionMaterials(page);
    await page.getByText('Fictional', { exact: true }).click();
    expect(await page.getByRole('checkbox', { name: 'Fictional' }).isChecked()).toBe(true);
    await j.checkA11y('upload form filled in');

    await page.getByRole('button', { name: 'Upload Livery' }).last().click();
    // The toast shows for 4 s: watch for it from the start, whatever else the journey checks meanwhile.
    const uploaded = page.getByText(`Livery "${title}" uploaded successfully!`).waitFor({ timeout: 90_000 });
    await page.getByRole('progressbar', { name: 'Preparing files' }).waitFor();
    await page.getByRole('progressbar', { name: 'Uploading' }).waitFor();
    await j.checkA11y('upload in progress');
    await uploaded;
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    // The flat view made at upload, with the region map laid over it.
    await page.getByRole('tab', { name: 'Flat view' }).click();
    await page.getByRole('img', { name: `${title}, the flat texture` }).waitFor();
    await page.getByRole('checkbox', { name: /show the region map/i }).check();
    await page.getByRole('img', { name: `${title}, the region map` }).waitFor();
    await page.getByRole('tab', { name: 'Screenshots' }).click();
    liveryPath = new URL(page.url()).pathname;
    expect(liveryPath).toMatch(/^\/livery\/\d+\//);
    await page.getByText('Only you can see these management options.').waitFor();
    await j.checkA11y('own livery');
  });

  it('edits the livery, favourites and unfavourites it', async () => {
    const { page } = j;
    await page.getByRole('link', { name: 'Edit Details' }).click();
    await page.getByRole('heading', { level: 1, name: /Edit/ }).waitFor();
    await expect.poll(() => page.getByLabel('Livery title').inputValue()).toBe(title);
    await j.checkA11y();
    await page.getByLabel('Livery title').fill(editedTitle);
    // The materials too: the White region's stickers go from Shiny to Matte.
    const white = page.getByRole('group', { name: 'White region' });
    const matte = white.getByRole('radio', { name: 'Matte', exact: true });
    await white
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: 'Matte', exact: true }) })
      .click();
    expect(await matte.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Livery updated successfully!').waitFor();
    await page.getByRole('link', { name: 'View Livery' }).first().click();
    await page.getByRole('heading', { level: 1, name: editedTitle }).waitFor();
    const whiteSpec = page.getByRole('listitem').filter({ has: page.getByText('White', { exact: true }) });
    await whiteSpec.getByRole('definition').filter({ hasText: 'Matte' }).waitFor();
    await j.checkA11y('edited livery');

    const favourite = page.getByRole('button', { name: /^Favorite/ });
    await favourite.click();
    await page.getByText('Livery favorited successfully!').waitFor();
    const unfavourite = page.getByRole('button', { name: /^Unfavorite/ });
    expect(await unfavourite.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.getByRole('definition').filter({ hasText: /^1$/ }).count()).toBeGreaterThan(0);
    await unfavourite.click();
    await page.getByText('Livery unfavorited successfully!').waitFor();
    await page.getByRole('button', { name: /^Favorite/ }).waitFor();
  });

  it('finds it in My Liveries and on the public profile, then deletes it', async () => {
    const { page } = j;
    await page.getByRole('button', { name: new RegExp(newcomer.username) }).click();
    await page.getByRole('menuitem', { name: 'My Liveries' }).click();
    await page.getByRole('heading', { level: 1, name: 'My Liveries' }).waitFor();
    await page.getByRole('link', { name: editedTitle, exact: true }).waitFor();
    await j.checkA11y();

    await page.getByRole('link', { name: editedTitle, exact: true }).click();
    await page.getByRole('link', { name: newcomer.username }).first().click();
    await page.waitForURL(/\/users\/\d+\/liveries$/);
    await page.getByRole('heading', { level: 1, name: newcomer.username }).waitFor();
    await page.getByRole('link', { name: editedTitle, exact: true }).waitFor();
    await j.checkA11y('public profile');

    await page.getByRole('link', { name: editedTitle, exact: true }).click();
    await page.getByRole('button', { name: 'Delete Livery' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Livery' });
    await dialog.waitFor();
    await j.checkA11y('delete dialog');
    await dialog.getByRole('button', { name: 'Delete Permanently' }).click();
    await page.getByText(`"${editedTitle}" was deleted successfully!`).waitFor();
    await page.waitForURL('**/my-liveries');
    await page.getByRole('link', { name: 'Upload your first livery' }).waitFor();
    await j.checkA11y('my liveries, empty');
    const gone = await page.request.get(`/api/liveries/${liveryPath.split('/')[2]}`);
    expect(gone.status()).toBe(404);
  });
});

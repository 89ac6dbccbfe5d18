import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api, createMember, type Member, uniqueTag, uploadLivery } from '../support/api';
import { type Journey, startJourney } from '../support/journey';
import { layoutShiftTotal, watchLayoutShift } from '../support/layout-shift';
import { waitForMailLink } from '../support/outbox';

/**
 * A member: resets a forgotten password from the e-mail link, reports another member's livery,
 * changes the password, exports their data, changes the username, signs out and in again, and
 * deletes the account.
 */
describe('member', () => {
  let j: Journey;
  let member: Member;
  let livery: { id: number; title: string };
  const resetPassword = `reset-${uniqueTag()}-pw`;
  const changedPassword = `changed-${uniqueTag()}-pw`;

  beforeAll(async () => {
    j = await startJourney('member');
    member = await createMember(j.admin, 'member');
    const painterLogin = await createMember(j.admin, 'painter');
    const painter = await Api.signIn(j.baseUrl, painterLogin.username, painterLogin.password);
    livery = await uploadLivery(painter, {
      title: `Copied ${uniqueTag()} Scheme`,
      className: 'LMP2',
      modelName: 'Oreca 07 Gibson',
    });
  });
  afterAll(async () => j?.finish());

  const logIn = async (password: string) => {
    await j.logIn(member.email, password);
    await j.page.getByRole('button', { name: new RegExp(member.username) }).waitFor();
  };

  it('resets a forgotten password through the e-mail link', async () => {
    const { page } = j;
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
    await j.checkA11y();
    await page.getByRole('form', { name: 'Login' }).getByLabel('Email').fill(member.email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByText('If an account exists for that email, a password reset link is on its way.').waitFor();

    const link = await waitForMailLink(j.dataDir, {
      to: member.email,
      subject: 'Reset your Paddock password',
      linkContains: 'reset-password',
    });
    await page.goto(link);
    await page.waitForURL('**/update-password**');
    const form = page.getByRole('form', { name: 'Update password' });
    await form.waitFor();
    await j.checkA11y('update password');
    await form.getByLabel('New password', { exact: true }).fill(resetPassword);
    await form.getByLabel('Confirm new password').fill(resetPassword);
    await form.getByRole('button', { name: /Update Password/i }).click();
    await page.getByRole('link', { name: 'Go to Login' }).waitFor();
    await j.checkA11y('password updated');

    await page.getByRole('link', { name: 'Go to Login' }).click();
    await page.getByRole('form', { name: 'Login' }).waitFor();
    await logIn(resetPassword);
    await page.waitForURL((url) => url.pathname === '/');
    await j.checkA11y('home, signed in');
  });

  it('sees the account menu in the header from the first paint, with nothing there moving', async () => {
    const { page } = j;
    await page.addInitScript(() => {
      const watch = { headerShift: 0, sawLoading: false };
      (window as unknown as { headerWatch: typeof watch }).headerWatch = watch;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          sources?: { node?: Node | null }[];
        })[]) {
          const inHeader = entry.sources?.some((s) => s.node instanceof Element && s.node.closest('header'));
          if (inHeader) watch.headerShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
      new MutationObserver(() => {
        if (document.querySelector('header [role="status"]')) watch.sawLoading = true;
      }).observe(document, { subtree: true, childList: true });
    });
    for (const address of ['/liveries', '/my-liveries']) {
      await page.goto(address);
      await page.getByRole('button', { name: new RegExp(member.username) }).waitFor();
      await page.getByRole('heading', { level: 1 }).waitFor();
      const watch = await page.evaluate(() => (window as unknown as { headerWatch: unknown }).headerWatch);
      expect(watch, address).toEqual({ headerShift: 0, sawLoading: false });
      await j.checkA11y(`${address}, signed in`);
    }
  });

  it('opens a livery drawn by the server as they see it, and the app takes over without a shift', async () => {
    const { page } = j;
    const address = `/livery/${livery.id}/as-a-member`;
    // The browser's own cookies: the HTML is the member's page, never one a cache could share.
    const response = await page.request.get(address);
    expect(response.headers()['cache-control']).toBe('private, no-store');
    const html = await response.text();
    expect(html).toContain(`>${livery.title}</h1>`);
    expect(html).toContain(`alt="${livery.title}, screenshot 1"`);
    expect(html).toMatch(/<link rel="preload" as="image" href="[^"]+" fetchpriority="high">/);
    expect(html).not.toContain('Log in to follow');
    await watchLayoutShift(page);
    await page.goto(address);
    await page.getByRole('button', { name: 'Report Livery' }).waitFor();
    await page.getByRole('region', { name: 'Versions' }).getByRole('heading', { name: 'Version 1' }).waitFor();
    expect(await layoutShiftTotal(page)).toBe(0);
    await j.checkA11y('livery, signed in');
  });

  it("reports another member's livery", async () => {
    const { page } = j;
    await page.goto(`/livery/${livery.id}/x`);
    await page.getByRole('heading', { level: 1, name: livery.title }).waitFor();
    await j.checkA11y();
    await page.getByRole('button', { name: 'Report Livery' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report Livery' });
    await dialog.waitFor();
    const submit = dialog.getByRole('button', { name: 'Submit Report' });
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByLabel(/Reason/).selectOption({ label: 'Stolen Content' });
    await dialog.getByLabel(/Comment/).fill('This is the scheme from our league forum.');
    await dialog.getByText(/characters remaining/).waitFor();
    await j.checkA11y('report dialog');
    await submit.click();
    await page.getByText('Thank you for your report! It has been submitted and will be reviewed.').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const reports = await j.admin.get<{ items: { livery: { title: string }; reporter: { username: string } }[] }>(
      '/api/reports?pageSize=100',
    );
    expect(reports.items).toContainEqual(
      expect.objectContaining({
        livery: expect.objectContaining({ title: livery.title }),
        reporter: expect.objectContaining({ username: member.username }),
      }),
    );
  });

  it('changes the password and exports the data', async () => {
    const { page } = j;
    await page.getByRole('button', { name: new RegExp(member.username) }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await page.getByRole('heading', { level: 1, name: 'Account Settings' }).waitFor();
    await j.checkA11y();
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill(resetPassword);
    await form.getByLabel('New password', { exact: true }).fill(changedPassword);
    await form.getByLabel('Confirm new password').fill(changedPassword);
    await form.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('Password updated successfully!').waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.json$/);
    const exported = JSON.stringify(JSON.parse(await readFile(await download.path(), 'utf8')));
    expect(exported).toContain(member.email);
    expect(exported).toContain(member.username);
    expect(exported).toContain('Stolen');
  });

  it('changes the username in Settings, signs out from the user menu and back in', async () => {
    const { page } = j;
    const profile = page.getByRole('form', { name: 'Profile information' });
    await profile.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('No changes to save.').waitFor();
    const renamed = `${member.username}_r`;
    await profile.getByLabel('Username').fill(renamed);
    await profile.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile updated successfully!').waitFor();
    member.username = renamed;

    await page.getByRole('button', { name: new RegExp(renamed) }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Login' }).first().waitFor();
    await j.checkA11y('signed out');

    // Back through the guard: /settings sends a visitor to Login and returns there afterwards.
    await page.goto('/settings');
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/settings');
    await logIn(changedPassword);
    await page.waitForURL((url) => url.pathname === '/settings');
    await page.getByRole('heading', { level: 1, name: 'Account Settings' }).waitFor();
  });

  it('deletes the account, after which the password no longer signs in', async () => {
    const { page } = j;
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    await j.checkA11y('delete account dialog');
    await dialog.getByLabel(/Type DELETE to confirm/).fill('DELETE');
    // A session alone cannot erase an account: the dialog asks for the current password too.
    await dialog.getByLabel('Current password', { exact: true }).fill(changedPassword);
    await dialog.getByRole('button', { name: 'Delete My Account' }).click();
    await page.getByText('Your account has been deleted. Thanks for racing with us.').waitFor();
    await page.getByRole('link', { name: 'Login' }).first().waitFor();
    await j.checkA11y('signed out after deletion');

    const signIn = await new Api(j.baseUrl).request('POST', '/api/auth/sign-in/username', {
      username: member.username,
      password: changedPassword,
    });
    expect(signIn.status).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api, createMember, type Member, readCatalogue, uniqueTag, uploadLivery } from '../support/api';
import { type Journey, startJourney } from '../support/journey';

/**
 * Follows and notifications (issue 19): a member follows a creator from the profile, the creator
 * publishes, the bell shows the unread count, the Notifications page lists it, mark read, follow the
 * livery itself, and turn on the daily digest.
 */
describe('follows', () => {
  let j: Journey;
  let fan: Member;
  let creator: Member;
  const title = `Followed ${uniqueTag()} Blue Arrow`;

  beforeAll(async () => {
    j = await startJourney('follows');
    [fan, creator] = await Promise.all([createMember(j.admin, 'fan'), createMember(j.admin, 'creator')]);
  });
  afterAll(async () => j?.finish());

  it('signs in and follows a creator from their profile', async () => {
    const { page } = j;
    await page.goto('/login');
    await j.declineCookies();
    await j.checkA11y('login');
    await j.logIn(fan.email, fan.password);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: /^Notifications/ }).waitFor();
    await j.checkA11y('home with the bell');

    await page.goto(`/users/${creator.id}/liveries`);
    await page.getByRole('heading', { level: 1, name: creator.username }).waitFor();
    await page.getByRole('button', { name: `Follow ${creator.username}` }).click();
    const following = page.getByRole('button', { name: `Following ${creator.username}` });
    await following.waitFor();
    expect(await following.getAttribute('aria-pressed')).toBe('true');
    await page.getByText('1 follower', { exact: true }).waitFor();
    await j.checkA11y('profile, following');
  });

  it('shows the creator’s new livery on the bell once it is published', async () => {
    const { page } = j;
    const api = await Api.signIn(j.baseUrl, creator.username, creator.password);
    const model = (await readCatalogue(api)).models[0];
    if (!model) throw new Error('no car model');
    await uploadLivery(api, { title, className: model.carClassName, modelName: model.name }, 9);

    // The fan-out runs in the background within seconds; the bell asks on focus and every minute.
    const bell = page.getByRole('button', { name: 'Notifications (1 unread)' });
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByRole('button', { name: /^Notifications/ }).waitFor();
          return bell.count();
        },
        { timeout: 60_000, interval: 2_000 },
      )
      .toBe(1);

    await bell.click();
    const menu = page.getByRole('menu');
    await menu.getByText(`${creator.username} published a new livery: "${title}".`).waitFor();
    await j.checkA11y('bell open');
    await menu.getByRole('menuitem', { name: 'See all notifications' }).click();
    await page.waitForURL((url) => url.pathname === '/notifications');
    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    await page.getByText('1 unread', { exact: false }).waitFor();
    await j.screenshots('notifications');
  });

  it('marks everything read, then opens the livery and follows it too', async () => {
    const { page } = j;
    await page.getByRole('button', { name: 'Mark all read' }).click();
    await page.getByText(/All caught up\./).waitFor();
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    await j.checkA11y('notifications, all read');

    await page.getByRole('link', { name: new RegExp(`published a new livery: "${title}"`) }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByRole('button', { name: `Follow ${title}` }).click();
    await page.getByRole('button', { name: `Following ${title}` }).waitFor();
    await j.checkA11y('livery, following');
  });

  it('turns on the daily e-mail digest in Settings', async () => {
    const { page } = j;
    await page.goto('/settings');
    const digest = page.getByRole('checkbox', { name: 'Daily e-mail digest' });
    await digest.waitFor();
    expect(await digest.isChecked()).toBe(false);
    await digest.check();
    await page.getByText('Daily e-mail digest turned on.').waitFor();
    expect(await digest.isChecked()).toBe(true);
    await j.checkA11y('settings, digest on');
  });
});

import { POSSIBLE_COPY_MESSAGES } from '@paddock/contract';
import type { LiveryDesign } from '@paddock/demo-assets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api, createMember, uniqueTag, uploadLivery } from '../support/api';
import { type Journey, startJourney } from '../support/journey';

interface CasePage {
  items: { id: number; status: string; copy: { title: string }; original: { title: string } | null }[];
}

/**
 * The possible-copy queue (issue 36 point 5): a painter's livery is re-uploaded by another member
 * with only its race number changed; the fingerprint job opens a case within seconds. The admin
 * opens Admin → Possible copies, sees both flat views side by side with their difference, and
 * resolves the case as a false match, after which it leaves the open queue.
 */
describe('possible copies', () => {
  let j: Journey;
  const tag = uniqueTag();
  const original = `Teal Arrow ${tag}`;
  const copy = `Teal Arrow ${tag} (mine)`;
  // A design of its own, so no other journey's livery is near it.
  const design: Partial<LiveryDesign> = {
    base: [20, 160, 150],
    baseFade: [5, 60, 70],
    stripe: [240, 40, 120],
    accent: [20, 20, 20],
    pattern: 'twin',
    offset: 0.55,
  };

  beforeAll(async () => {
    j = await startJourney('possible-copies');
    const [painterLogin, copierLogin] = [await createMember(j.admin, 'painter'), await createMember(j.admin, 'copier')];
    const painter = await Api.signIn(j.baseUrl, painterLogin.username, painterLogin.password);
    const copier = await Api.signIn(j.baseUrl, copierLogin.username, copierLogin.password);
    const car = { className: 'Hypercar', modelName: 'Porsche 963', flatView: true };
    // The race number is the upload's index: only the number differs.
    await uploadLivery(painter, { title: original, ...car, design }, 3);
    await uploadLivery(copier, { title: copy, ...car, design }, 8);
    // The background job fingerprints both within seconds (every 5 s), the original first.
    const deadline = Date.now() + 60_000;
    for (;;) {
      const open = await j.admin.get<CasePage>('/api/admin/possible-copies?status=Open&pageSize=100');
      if (open.items.some((c) => c.copy.title === copy && c.original?.title === original)) break;
      if (Date.now() > deadline) throw new Error('The fingerprint job opened no case for the copy.');
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  });
  afterAll(async () => j?.finish());

  it('shows the admin both liveries side by side and resolves a false match', async () => {
    const { page } = j;
    // Signed out, the dashboard sends the admin to the login and back.
    j.passesThrough('/admin/dashboard');
    await page.goto('/admin/dashboard');
    await page.waitForURL((url) => url.pathname === '/login');
    await j.declineCookies();
    await j.checkA11y('login on the way to the dashboard');
    await j.logIn(j.adminLogin.email, j.adminLogin.password);
    await page.getByRole('heading', { name: 'Open possible copies' }).waitFor();
    await j.checkA11y('dashboard with the possible-copy count');
    await page.getByRole('link', { name: 'Possible copies' }).first().click();
    await page.waitForURL('**/admin/possible-copies');
    await page.getByRole('heading', { level: 1, name: 'Possible copies' }).waitFor();

    const card = page.getByRole('listitem').filter({ hasText: copy });
    await card.getByRole('img', { name: `Flat view of ${copy}`, exact: true }).waitFor();
    await card.getByRole('img', { name: `Flat view of ${original}`, exact: true }).waitFor();
    const difference = card.getByRole('img', {
      name: `${copy} greyed, with what differs from the original highlighted`,
    });
    await difference.waitFor();
    await difference.scrollIntoViewIfNeeded();
    await expect.poll(() => difference.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(512);
    await expect.poll(() => card.textContent()).toMatch(/of 64 bits apart/);
    await j.screenshots('possible-copies');

    await card.getByRole('button', { name: 'False match' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark as a false match?' });
    await dialog.waitFor();
    await j.checkA11y('false match dialog');
    await dialog.getByRole('button', { name: 'False match' }).click();
    await page.getByText(POSSIBLE_COPY_MESSAGES.resolved.FalseMatch).first().waitFor();
    await card.waitFor({ state: 'detached' });
    await j.checkA11y('queue after the false match');

    const all = await j.admin.get<CasePage>('/api/admin/possible-copies?status=FalseMatch&pageSize=100');
    expect(all.items.find((c) => c.copy.title === copy)?.status).toBe('FalseMatch');
  });
});

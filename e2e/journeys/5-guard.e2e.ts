import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type Member } from '../support/api';
import { type Journey, startJourney } from '../support/journey';

const ACCESS_DENIED = 'Access Denied: You do not have the required administrator privileges to access this area.';

/** The navigation guard: login-only pages send visitors to log in and back; /admin is for admins only. */
describe('guard', () => {
  let j: Journey;
  let member: Member;

  beforeAll(async () => {
    j = await startJourney('guard');
    member = await createMember(j.admin, 'guarded');
  });
  afterAll(async () => j?.finish());

  it('sends a signed-out visitor from /upload to the login and back after signing in', async () => {
    const { page } = j;
    j.passesThrough('/upload');
    await page.goto('/upload');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/upload');
    await page.getByRole('form', { name: 'Login' }).waitFor();
    await j.checkA11y('login with redirect');

    await j.logIn(member.email, member.password);
    await page.waitForURL((url) => url.pathname === '/upload');
    await page.getByRole('heading', { level: 1, name: 'Upload Livery' }).waitFor();
    await j.checkA11y('upload after signing in');
  });

  it('refuses a member at /admin with the alert and sends them home', async () => {
    const { page } = j;
    j.passesThrough('/admin');
    j.passesThrough('/admin/dashboard');
    const alert = page.waitForEvent('dialog');
    await page.goto('/admin');
    expect((await alert).message()).toBe(ACCESS_DENIED);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'Newest Additions' }).waitFor();
    await j.checkA11y('home after refusal');
    expect(await page.getByRole('link', { name: 'Admin Panel' }).count()).toBe(0);
  });
});

import { readFile } from 'node:fs/promises';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api, createMember, type Member, uniqueTag, uploadLivery } from '../support/api';
import { type Journey, startJourney } from '../support/journey';

interface Page<T> {
  items: T[];
  totalCount: number;
  totalPages: number;
}

/**
 * The admin: dashboard numbers checked against the data, a report found, investigated and resolved
 * (and still resolved after a reload), the reported painter banned (and then refused at sign-in),
 * the users exported as CSV, a user created, a car class and a model created and deleted, and a
 * tag created, renamed and deleted.
 */
describe('admin', () => {
  let j: Journey;
  let painter: Member;
  let livery: { id: number; title: string };
  let reportId: number;
  const tag = uniqueTag();
  const className = `E2E Class ${tag}`;
  const modelName = `E2E Model ${tag}`;

  beforeAll(async () => {
    j = await startJourney('admin');
    painter = await createMember(j.admin, 'target');
    const reporterLogin = await createMember(j.admin, 'reporter');
    livery = await uploadLivery(await Api.signIn(j.baseUrl, painter.username, painter.password), {
      title: `Offensive ${tag} Scheme`,
      className: 'GTE',
      modelName: 'Porsche 911 RSR-19',
    });
    const reporter = await Api.signIn(j.baseUrl, reporterLogin.username, reporterLogin.password);
    reportId = (
      await reporter.post<{ id: number }>(`/api/reports/livery/${livery.id}`, {
        reason: 'OffensiveContent',
        comment: 'Not suitable for the site.',
      })
    ).id;
    await new Api(j.baseUrl).post(`/api/liveries/${livery.id}/download`);
  });
  afterAll(async () => j?.finish());

  /** The site's numbers, each read from its own list rather than from the dashboard's endpoint. */
  async function siteNumbers() {
    const users = await j.admin.get<Page<unknown>>('/api/users?pageSize=1');
    const pending = await j.admin.get<Page<unknown>>('/api/reports?status=Pending&pageSize=1');
    let downloads = 0;
    let liveries = 0;
    for (let page = 1; ; page += 1) {
      const list = await j.admin.get<Page<{ downloadCount: number }>>(`/api/liveries?pageSize=48&pageNumber=${page}`);
      liveries = list.totalCount;
      downloads += list.items.reduce((sum, l) => sum + l.downloadCount, 0);
      if (page >= list.totalPages) break;
    }
    return { users: users.totalCount, liveries, downloads, pending: pending.totalCount };
  }

  it('signs in and sees dashboard numbers that match the data', async () => {
    const { page } = j;
    await page.goto('/login');
    await j.declineCookies();
    await j.checkA11y();
    await j.logIn(j.adminLogin.email, j.adminLogin.password);
    await page.waitForURL((url) => url.pathname === '/');
    await j.checkA11y('home, as admin');
    await page.getByRole('link', { name: 'Admin Panel' }).click();
    await page.waitForURL('**/admin/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

    const expected = await siteNumbers();
    expect(expected.pending).toBeGreaterThan(0);
    const main = page.getByRole('main');
    await main.getByRole('link', { name: `Users ${expected.users}`, exact: true }).waitFor();
    await main.getByRole('link', { name: `Liveries ${expected.liveries}`, exact: true }).waitFor();
    await main
      .getByRole('listitem')
      .filter({ hasText: /^Downloads/ })
      .filter({ hasText: String(expected.downloads) })
      .waitFor();
    await main.getByRole('link', { name: `Pending Reports ${expected.pending}`, exact: true }).waitFor();
    await page.getByRole('region', { name: 'Recent Activity' }).getByText(painter.username).first().waitFor();
    await j.screenshots('admin-dashboard');
  });

  it('finds the report, investigates and resolves it, and it stays resolved after a reload', async () => {
    const { page } = j;
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: /^Reports/ })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Reports & Moderation' }).waitFor();
    await page.getByPlaceholder('Livery title, reporter...').fill(livery.title);
    const row = page.getByRole('row').filter({ hasText: livery.title });
    await row.getByText('Pending', { exact: true }).waitFor();
    await j.checkA11y();
    await row.getByRole('button', { name: `Investigate report #${reportId}` }).click();
    await page.getByText(`Report #${reportId} is now under investigation!`).waitFor();
    await row.getByText('Under Investigation', { exact: true }).waitFor();
    await row.getByRole('button', { name: `Resolve report #${reportId}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Mark report #${reportId} as resolved?`).waitFor();
    await dialog.getByRole('button', { name: 'Resolve' }).click();
    await page.getByText(`Report #${reportId} has been resolved!`).waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Reports & Moderation' }).waitFor();
    await page.getByRole('row').filter({ hasText: livery.title }).getByText('Resolved', { exact: true }).waitFor();
  });

  it('bans the reported painter, who then cannot sign in', async () => {
    const { page } = j;
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Users' }).click();
    await page.getByRole('heading', { level: 1, name: 'User Management' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search' }).fill(painter.username);
    const row = page.getByRole('row').filter({ hasText: painter.username });
    await row.getByRole('button', { name: `Ban ${painter.username}` }).waitFor();
    await j.checkA11y();
    await row.getByRole('button', { name: `Ban ${painter.username}` }).click();
    await page.getByText(`${painter.username} has been banned.`).waitFor();
    await page.reload();
    await page.getByRole('searchbox', { name: 'Search' }).fill(painter.username);
    await page.getByRole('row').filter({ hasText: painter.username }).getByText('Banned', { exact: true }).waitFor();

    const signIn = await new Api(j.baseUrl).request('POST', '/api/auth/sign-in/username', {
      username: painter.username,
      password: painter.password,
    });
    expect(signIn.status).toBe(403);
  });

  it('exports the users as CSV', async () => {
    const { page } = j;
    const total = (await j.admin.get<Page<unknown>>('/api/users?pageSize=1')).totalCount;
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await page.getByText(new RegExp(`of ${total} users$`)).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    const [header, ...rows] = csv.trim().split(/\r?\n/);
    expect(header).toMatch(/username/i);
    expect(rows.find((r) => r.includes(painter.username))).toMatch(/banned/i);
    expect(rows.length).toBe(total);
  });

  it('creates a user, who is then listed with the chosen role', async () => {
    const { page } = j;
    const username = `made_${tag}`;
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Users' }).click();
    await page.getByRole('heading', { level: 1, name: 'User Management' }).waitFor();
    await page.getByRole('button', { name: 'Create User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create User' });
    await dialog.getByLabel('Email', { exact: true }).fill(`${username}@e2e.paddock.test`);
    await dialog.getByLabel('Username', { exact: true }).fill(username);
    await dialog.getByLabel('Password', { exact: true }).fill(`pw-${tag}-secret`);
    await dialog.getByLabel('Role', { exact: true }).selectOption({ label: 'Moderator' });
    await j.checkA11y('create user');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await page.getByText(`${username} has been created!`).waitFor();
    const listed = await j.admin.get<Page<{ username: string; role: string; status: string }>>(
      `/api/users?search=${username}`,
    );
    expect(listed.items).toEqual([expect.objectContaining({ username, role: 'moderator', status: 'active' })]);
  });

  it('creates, renames and deletes a tag', async () => {
    const { page } = j;
    const tagName = `E2E Tag ${tag}`;
    const renamed = `E2E Renamed ${tag}`;
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Tags' }).click();
    await page.getByRole('heading', { level: 1, name: 'Tags' }).waitFor();
    await j.checkA11y();
    await page.getByRole('button', { name: 'Add Tag' }).click();
    await page.getByRole('dialog').getByLabel('Tag Name').fill(tagName);
    await page.getByRole('dialog').getByRole('button', { name: 'Add Tag' }).click();
    await page.getByText('Tag created successfully!').waitFor();

    await page.getByRole('button', { name: `Edit ${tagName}`, exact: true }).click();
    await page.getByRole('dialog').getByLabel('Tag Name').fill(renamed);
    await page.getByRole('dialog').getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Tag updated successfully!').waitFor();
    expect((await j.admin.get<{ name: string }[]>('/api/tags')).map((t) => t.name)).toContain(renamed);

    await page.getByRole('button', { name: `Delete ${renamed}`, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText(`Tag "${renamed}" has been deleted!`).waitFor();
    const names = (await j.admin.get<{ name: string }[]>('/api/tags')).map((t) => t.name);
    expect(names).not.toContain(renamed);
    expect(names).not.toContain(tagName);
  });

  it('creates and deletes a car class and a model', async () => {
    const { page } = j;
    const nav = page.getByRole('navigation', { name: 'Admin' });
    const openSection = async (name: 'Car Classes' | 'Car Models') => {
      await nav.getByRole('link', { name }).click();
      await page.getByRole('heading', { level: 1, name }).waitFor();
      await j.checkA11y();
    };
    const add = async (kind: 'Car Class' | 'Car Model', fill: (dialog: Locator) => Promise<void>) => {
      await page.getByRole('button', { name: `Add ${kind}` }).click();
      const dialog = page.getByRole('dialog');
      await fill(dialog);
      await j.checkA11y(`add ${kind}`);
      await dialog.getByRole('button', { name: `Add ${kind}` }).click();
      await page.getByText(`Car ${kind.slice(4).toLowerCase()} created successfully!`).waitFor();
    };

    await openSection('Car Classes');
    await add('Car Class', (dialog) => dialog.getByLabel('Class Name').fill(className));
    await page.getByRole('row').filter({ hasText: className }).waitFor();
    await openSection('Car Models');
    await add('Car Model', async (dialog) => {
      await dialog.getByLabel('Model Name').fill(modelName);
      await dialog.getByLabel('Car Class').selectOption({ label: className });
    });
    const models = await j.admin.get<{ name: string; carClassName: string }[]>('/api/carmodels');
    expect(models).toContainEqual(expect.objectContaining({ name: modelName, carClassName: className }));

    // A class with a model cannot go: the model first.
    await nav.getByRole('link', { name: 'Car Classes' }).click();
    await expect.poll(() => page.getByRole('button', { name: `Delete ${className}` }).isDisabled()).toBe(true);
    await nav.getByRole('link', { name: 'Car Models' }).click();
    await page.getByRole('button', { name: `Delete ${modelName}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText(`Car model "${modelName}" has been deleted!`).waitFor();

    await nav.getByRole('link', { name: 'Car Classes' }).click();
    await page.getByRole('button', { name: `Delete ${className}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText(`Car class "${className}" has been deleted!`).waitFor();
    const classes = await j.admin.get<{ name: string }[]>('/api/carclasses');
    expect(classes.map((c) => c.name)).not.toContain(className);
  });
});

import { readFile } from 'node:fs/promises';
import { LIVERY_ZIP_ENTRIES, parseTgaHeader } from '@paddock/contract';
import { unzipEntries } from '@paddock/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api, createMember, readCatalogue, uniqueTag, uploadLivery } from '../support/api';
import { type Journey, startJourney } from '../support/journey';
import { layoutShiftTotal, watchLayoutShift } from '../support/layout-shift';

/**
 * A visitor, never signed in: header search, browse with filters, sort and pages, back and
 * forward, a livery's page, and a download that is the game's two files.
 */
describe('visitor', () => {
  let j: Journey;
  const token = `Vis${uniqueTag()}`;
  // 13 liveries: two pages of 12. Eight Hypercars (five Porsche 963), five LMGT3; every third "Historic".
  const plan = Array.from({ length: 13 }, (_, i) => ({
    title: `${token} ${String.fromCharCode(65 + i)}`,
    className: i < 8 ? 'Hypercar' : 'LMGT3',
    modelName: i < 5 ? 'Porsche 963' : i < 8 ? 'Ferrari 499P' : 'BMW M4 LMGT3',
    historic: i % 3 === 0,
  }));
  let mostDownloaded: { id: number; title: string };

  beforeAll(async () => {
    j = await startJourney('visitor');
    const member = await createMember(j.admin, 'painter');
    const painter = await Api.signIn(j.baseUrl, member.username, member.password);
    const historic = (await readCatalogue(j.admin)).tags.find((t) => t.name === 'Historic');
    const created = [];
    for (const [i, livery] of plan.entries()) {
      const tagIds = livery.historic && historic ? [historic.id] : [];
      created.push(await uploadLivery(painter, { ...livery, tagIds }, i));
    }
    mostDownloaded = created[6] as { id: number; title: string };
    await new Api(j.baseUrl).post(`/api/liveries/${mostDownloaded.id}/download`);
  });
  afterAll(async () => j?.finish());

  it('finds liveries from the header search', async () => {
    const { page } = j;
    await page.goto('/');
    await j.declineCookies();
    await expect.poll(() => page.getByRole('heading', { name: 'Newest Additions' }).isVisible()).toBe(true);
    await page
      .getByRole('link', { name: plan[12]?.title ?? '' })
      .first()
      .waitFor();
    await j.screenshots('home');

    const search = page.getByRole('combobox', { name: 'Search liveries' });
    await search.fill(token);
    const results = page.getByRole('listbox', { name: 'Matching liveries' });
    await expect.poll(() => results.getByRole('option').count()).toBe(5);
    await j.checkA11y('header search results');
    await search.press('Enter');
    await page.waitForURL(`**/liveries?search=${token}`);
    await expect.poll(() => page.getByText('Showing 1 - 12 of 13 liveries').isVisible()).toBe(true);
    await j.screenshots('browse');
  });

  it('pages, filters and sorts the list, and keeps it through back and forward', async () => {
    const { page } = j;
    // Prev and Next wait while a page loads: a click as a refetch starts would meet a disabled button.
    const list = page.getByRole('region', { name: 'Liveries' });
    await expect.poll(() => list.getAttribute('aria-busy'), { timeout: 20_000 }).toBe('false');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Showing 13 - 13 of 13 liveries').waitFor();
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    await page.getByText('Page 2 of 2').waitFor();
    await page.getByRole('button', { name: 'Prev' }).click();
    await page.getByText('Showing 1 - 12 of 13 liveries').waitFor();

    await page.getByLabel('Class').selectOption({ label: 'Hypercar' });
    await page.getByText('Showing 1 - 8 of 8 liveries').waitFor();
    await expect.poll(() => page.getByLabel('Model').isEnabled()).toBe(true);
    await page.getByLabel('Model').selectOption({ label: 'Porsche 963' });
    await page.getByText('Showing 1 - 5 of 5 liveries').waitFor();
    await page.getByLabel('Tag').selectOption({ label: 'Historic' });
    await page.getByText('Showing 1 - 2 of 2 liveries').waitFor();
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      search: token,
      class: 'hypercar',
      model: 'porsche-963',
      tag: 'historic',
    });
    await j.checkA11y('browse with filters');

    // Title: a new key sorts descending, a second click ascending.
    const titles = () =>
      page.getByRole('region', { name: 'Liveries' }).getByRole('heading', { level: 3 }).allInnerTexts();
    await page.getByRole('button', { name: /^Title/ }).click();
    await expect.poll(titles).toEqual([`${token} D`, `${token} A`]);
    await page.getByRole('button', { name: /^Title/ }).click();
    await expect.poll(titles).toEqual([`${token} A`, `${token} D`]);
    const filtered = page.url();
    expect(filtered).toContain('sortBy=title');

    await page.getByRole('link', { name: `${token} D` }).click();
    await page.getByRole('heading', { level: 1, name: `${token} D` }).waitFor();
    await j.checkA11y();
    await page.goBack();
    await expect.poll(titles).toEqual([`${token} A`, `${token} D`]);
    expect(page.url()).toBe(filtered);
    expect(await page.getByLabel('Model').inputValue()).toBe('porsche-963');
    await page.goForward();
    await page.getByRole('heading', { level: 1, name: `${token} D` }).waitFor();
    await page.goBack();
    await page.getByText('Showing 1 - 2 of 2 liveries').waitFor();

    await page.getByRole('button', { name: /Clear All/ }).click();
    await page.getByRole('button', { name: /^Downloads/ }).click();
    await page.getByPlaceholder('Title or author...').fill(token);
    await expect.poll(async () => (await titles())[0]).toBe(mostDownloaded.title);
  });

  it('opens a livery and downloads the two game files', async () => {
    const { page } = j;
    await page.getByRole('link', { name: mostDownloaded.title }).click();
    await page.getByRole('heading', { level: 1, name: mostDownloaded.title }).waitFor();
    await page.getByText('Region Specifications').waitFor();
    await j.screenshots('detail');

    // The gallery's slides are painted with the page; Embla, loaded after, takes over those same
    // elements (the first screenshot is the page's largest paint, and it must not be painted twice).
    const gallery = page.getByRole('region', { name: 'Screenshots' });
    const first = gallery.getByRole('img', { name: `${mostDownloaded.title}, screenshot 1`, includeHidden: true });
    await first.evaluate((img) => {
      (window as unknown as { firstShot: Element }).firstShot = img;
    });
    // Embla fades the slides by their inline opacity once it runs.
    const second = gallery.getByRole('group', { name: '2 of 2', includeHidden: true });
    await expect.poll(() => second.evaluate((slide: HTMLElement) => slide.style.opacity)).not.toBe('');
    await gallery.getByRole('button', { name: 'Next screenshot' }).click();
    await gallery.getByText('2 / 2').waitFor();
    await expect.poll(() => second.evaluate((slide) => getComputedStyle(slide).opacity)).toBe('1');
    expect(await first.evaluate((img) => (window as unknown as { firstShot: Element }).firstShot === img)).toBe(true);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    const entries = await unzipEntries(await readFile(await download.path()));
    expect([...entries.keys()].sort()).toEqual([LIVERY_ZIP_ENTRIES.livery, LIVERY_ZIP_ENTRIES.regionMap].sort());
    for (const file of entries.values()) {
      expect(parseTgaHeader(file)).toMatchObject({ ok: true, width: 4096, height: 4096 });
    }
    await page.getByText('Download completed! Your livery file is ready.').waitFor();
  });

  it('a livery opened by its address is drawn by the server, and the app takes over without a shift', async () => {
    const { page } = j;
    const address = `/livery/${mostDownloaded.id}/by-address`;
    const html = await (await page.request.get(address)).text();
    expect(html).toContain(`>${mostDownloaded.title}</h1>`);
    expect(html).toContain(`alt="${mostDownloaded.title}, screenshot 1"`);
    await watchLayoutShift(page);
    await page.goto(address);
    const gallery = page.getByRole('region', { name: 'Screenshots' });
    // Once Embla runs (it fades the slides by their inline opacity) the app has long taken over.
    const second = gallery.getByRole('group', { name: '2 of 2', includeHidden: true });
    await expect.poll(() => second.evaluate((slide: HTMLElement) => slide.style.opacity)).not.toBe('');
    await page.getByRole('region', { name: 'Versions' }).getByRole('heading', { name: 'Version 1' }).waitFor();
    expect(await layoutShiftTotal(page)).toBe(0);
    await j.checkA11y();
  });
});

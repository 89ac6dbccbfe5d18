import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api, createMember, uniqueTag, uploadLivery } from '../support/api';
import { type Journey, startJourney } from '../support/journey';

/**
 * Search (issue 38) as a visitor meets it: a typo in the header still finds the Porsches, with the
 * matched word marked; Browse offers Best match for a search and uses it by default, writes a chosen
 * sort to the address; a query too far off gets "Did you mean", one click from the liveries.
 */
describe('search', () => {
  let j: Journey;
  // Letters and digits: the token itself is never "corrected", so only this journey's liveries match.
  const token = `find${uniqueTag()}9`;
  const porsches = [`${token} Gulf Porsche Tribute`, `${token} Martini Porsche Stripes`];
  const ferrari = `${token} Rosso Corsa`;

  beforeAll(async () => {
    j = await startJourney('search');
    const login = await createMember(j.admin, 'seeker');
    const painter = await Api.signIn(j.baseUrl, login.username, login.password);
    for (const [i, title] of porsches.entries()) {
      await uploadLivery(painter, { title, className: 'Hypercar', modelName: 'Porsche 963' }, i);
    }
    await uploadLivery(painter, { title: ferrari, className: 'Hypercar', modelName: 'Ferrari 499P' }, 2);
  });
  afterAll(async () => j?.finish());

  it('forgives a typo in the header search and marks what matched', async () => {
    const { page } = j;
    await page.goto('/');
    await j.declineCookies();
    const search = page.getByRole('combobox', { name: 'Search liveries' });
    await search.fill(`${token} porshe`);
    const results = page.getByRole('listbox', { name: 'Matching liveries' });
    await expect.poll(() => results.getByRole('option').allInnerTexts()).toHaveLength(2);
    // Each title read once, its "Porsche" in a <mark>.
    expect(await results.locator('mark', { hasText: /^Porsche$/ }).count()).toBe(2);
    await results.getByRole('option', { name: new RegExp(porsches[0] ?? '') }).waitFor();
    await j.checkA11y('header search with a typo');

    await search.press('Enter');
    await page.waitForURL(
      (url) => url.pathname === '/liveries' && url.searchParams.get('search') === `${token} porshe`,
    );
  });

  it('sorts a search by Best match by default; another sort is written to the address', async () => {
    const { page } = j;
    const list = page.getByRole('region', { name: 'Liveries' });
    await page.getByText('Showing 1 - 2 of 2 liveries').waitFor();
    const best = page.getByRole('button', { name: /^Best match/ });
    expect(await best.getAttribute('aria-pressed')).toBe('true');
    expect(new URL(page.url()).searchParams.has('sortBy')).toBe(false);
    expect(await list.locator('h3 mark', { hasText: /^Porsche$/ }).count()).toBe(2);
    await j.screenshots('search-best-match');

    await expect.poll(() => list.getAttribute('aria-busy')).toBe('false');
    await page.getByRole('button', { name: /^Date/ }).click();
    await page.waitForURL((url) => url.searchParams.get('sortBy') === 'uploadDate');
    await expect.poll(() => list.getAttribute('aria-busy')).toBe('false');
    await best.click();
    await page.waitForURL((url) => !url.searchParams.has('sortBy'));
  });

  it('offers "Did you mean" when nothing matches, one click from the liveries', async () => {
    const { page } = j;
    await page.getByPlaceholder('Title or author...').fill(`${token} frari`);
    await page
      .getByText('No liveries found matching your criteria. Please try adjusting your search filters.')
      .waitFor();
    const suggestion = page.getByRole('button', { name: `${token} ferrari` });
    await suggestion.waitFor();
    await j.checkA11y('did you mean');

    await suggestion.click();
    await page.waitForURL((url) => url.searchParams.get('search') === `${token} ferrari`);
    const titles = () =>
      page.getByRole('region', { name: 'Liveries' }).getByRole('heading', { level: 3 }).allInnerTexts();
    await expect.poll(titles).toEqual([ferrari]);
    expect(await page.getByPlaceholder('Title or author...').inputValue()).toBe(`${token} ferrari`);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api, createMember, type Member, uniqueTag, uploadLivery } from '../support/api';
import { type Journey, startJourney } from '../support/journey';

/**
 * Comments and ratings (issue 19): a visitor reads the livery page and is offered to sign in; a
 * member signs in from there, rates the livery, posts a comment and replies to it; browse sorted
 * by Top rated puts many good votes above a single perfect one.
 */
describe('comments and ratings', () => {
  let j: Journey;
  let member: Member;
  let steady: { id: number; title: string };
  let lucky: { id: number; title: string };
  const token = `rated${uniqueTag()}`;
  const commentText = `Lovely fade on the sidepods ${uniqueTag()}`;
  const replyText = `Agreed, see https://example.com/setup ${uniqueTag()}`;

  beforeAll(async () => {
    j = await startJourney('comments');
    member = await createMember(j.admin, 'critic');
    const painterLogin = await createMember(j.admin, 'painter');
    const painter = await Api.signIn(j.baseUrl, painterLogin.username, painterLogin.password);
    const spec = { className: 'Hypercar', modelName: 'Porsche 963' };
    steady = await uploadLivery(painter, { ...spec, title: `${token} Steady` }, 1);
    lucky = await uploadLivery(painter, { ...spec, title: `${token} Lucky` }, 2);
    // Two other members like Steady; one member gives Lucky a single perfect vote.
    for (const [stars, prefix] of [
      [4, 'voter_a'],
      [5, 'voter_b'],
    ] as const) {
      const login = await createMember(j.admin, prefix);
      const voter = await Api.signIn(j.baseUrl, login.username, login.password);
      await voter.json('PUT', `/api/liveries/${steady.id}/rating`, { stars });
      if (stars === 5) await voter.json('PUT', `/api/liveries/${lucky.id}/rating`, { stars: 5 });
    }
  });
  afterAll(async () => j?.finish());

  it('shows visitors the rating and comments, with links to sign in', async () => {
    const { page } = j;
    await page.goto(`/livery/${steady.id}/x`);
    await j.declineCookies();
    await page.getByRole('heading', { level: 1, name: steady.title }).waitFor();
    await page.getByText('No comments yet. Be the first to say something nice.').waitFor();
    await page.getByText(/2 ratings/).waitFor();
    await page.getByRole('link', { name: 'Sign in to rate' }).waitFor();
    await j.checkA11y('livery page, signed out');
    await page.getByRole('link', { name: 'Sign in to comment' }).click();
    await page.getByRole('form', { name: 'Login' }).waitFor();
    await j.checkA11y('login from the comments');
    await j.logIn(member.email, member.password);
    await page.waitForURL((url) => url.pathname === `/livery/${steady.id}/x`);
  });

  it('rates the livery and posts a comment and a reply', async () => {
    const { page } = j;
    await page.getByRole('heading', { level: 1, name: steady.title }).waitFor();
    const rating = page.getByRole('group', { name: 'Your rating' });
    await expect.poll(() => rating.getByRole('radio', { name: '4 stars' }).isEnabled()).toBe(true);
    // The visible star is the radio's label, as a visitor clicks it.
    await rating.locator('label', { hasText: '4 stars' }).click();
    await page.getByText('You rated this livery 4 stars.').waitFor();
    await page.getByText(/3 ratings/).waitFor();
    await page.getByRole('button', { name: 'Remove my rating' }).waitFor();

    await page.getByLabel('Add a comment').fill(commentText);
    await page.getByText(`${2000 - commentText.length} characters remaining`).waitFor();
    await page.getByRole('button', { name: 'Post Comment' }).click();
    const comments = page.getByRole('list', { name: 'Comments' });
    await comments.getByText(commentText).waitFor();

    await comments.getByRole('button', { name: 'Reply' }).click();
    await page.getByLabel(`Reply to ${member.username}`).fill(replyText);
    await page.getByRole('button', { name: 'Post Reply' }).click();
    const replies = comments.getByRole('list', { name: 'Replies' });
    await replies.getByText(/Agreed, see/).waitFor();
    const link = replies.getByRole('link', { name: 'https://example.com/setup' });
    expect(await link.getAttribute('rel')).toBe('nofollow ugc noopener noreferrer');
    await j.screenshots('livery-comments');

    const page1 = await j.admin.get<{ items: { body: string; replies: { body: string }[] }[] }>(
      `/api/liveries/${steady.id}/comments`,
    );
    expect(page1.items).toEqual([
      expect.objectContaining({ body: commentText, replies: [expect.objectContaining({ body: replyText })] }),
    ]);
  });

  it('sorts browse by Top rated: three good votes above one perfect vote', async () => {
    const { page } = j;
    await page.goto(`/liveries?search=${token}`);
    await page.getByText('Showing 1 - 2 of 2 liveries').waitFor();
    await page.getByRole('button', { name: /^Top rated/ }).click();
    expect(await page.waitForURL(/sortBy=rating/)).toBeUndefined();
    const titles = () =>
      page.getByRole('region', { name: 'Liveries' }).getByRole('heading', { level: 3 }).allInnerTexts();
    await expect.poll(titles).toEqual([steady.title, lucky.title]);
    await j.checkA11y('browse, top rated');
  });
});

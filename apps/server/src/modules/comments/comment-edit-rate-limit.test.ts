import { COMMENT_ERROR_CODES, COMMENT_LIMITS, COMMENT_MESSAGES } from '@paddock/contract';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/admin-test-helpers';
import { liveryOf, postComment } from '../../test/comment-factory';
import { createUser, type TestUser } from '../../test/factories';
import { expectRateLimited } from '../../test/rate-limit-answers';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

const edit = (user: TestUser, id: number, body: string) =>
  t.app.inject({ method: 'PATCH', url: `/api/comments/${id}`, headers: user.headers, payload: { body } });

async function commentOf(user: TestUser, liveryId: number): Promise<number> {
  const res = await postComment(t.app, user, liveryId, { body: 'Draft' });
  expect(res.statusCode, res.body).toBe(201);
  return json(res).id;
}

describe('comment edit rate limit', () => {
  it(`allows ${COMMENT_LIMITS.editsPerMinute} edits a minute per member, then answers 429 with Retry-After`, async () => {
    const uploader = await createUser(t.app);
    const liveryId = await liveryOf(t.app, uploader, 'Edited a lot');
    const [restless, calm] = [await createUser(t.app), await createUser(t.app)];
    const id = await commentOf(restless, liveryId);
    for (let i = 0; i < COMMENT_LIMITS.editsPerMinute; i += 1)
      expect((await edit(restless, id, `Take ${i}`)).statusCode).toBe(200);

    const refused = await edit(restless, id, 'One more take');
    expectRateLimited(refused, COMMENT_ERROR_CODES.rateLimited, COMMENT_MESSAGES.editRateLimitedMinute);
    // Nothing of the refused edit was written.
    const page = json(await t.app.inject({ method: 'GET', url: `/api/liveries/${liveryId}/comments` }));
    expect(page.items[0].body).toBe(`Take ${COMMENT_LIMITS.editsPerMinute - 1}`);
    // Counted per member, and apart from posting.
    expect((await edit(calm, await commentOf(calm, liveryId), 'Fine')).statusCode).toBe(200);
    expect((await postComment(t.app, restless, liveryId, { body: 'A new thought' })).statusCode).toBe(201);
  });
});

import { REPORT_ERROR_CODES, REPORT_ERROR_MESSAGES, REPORT_LIMITS } from '@paddock/contract';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/admin-test-helpers';
import { liveryOf, postComment } from '../../test/comment-factory';
import { createCollection, createUser, type TestUser } from '../../test/factories';
import { expectRateLimited } from '../../test/rate-limit-answers';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

const report = (user: TestUser, what: 'livery' | 'comment' | 'collection', id: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/reports/${what}/${id}`,
    headers: user.headers,
    payload: { reason: 'Other', comment: null },
  });

describe('report rate limit', () => {
  it(`allows ${REPORT_LIMITS.perMinute} reports a minute per member, liveries, comments and collections together, then 429`, async () => {
    const [uploader, flooder, other] = [await createUser(t.app), await createUser(t.app), await createUser(t.app)];
    const liveries: number[] = [];
    for (let i = 0; i <= REPORT_LIMITS.perMinute; i += 1) liveries.push(await liveryOf(t.app, uploader, `Target ${i}`));
    const commented = await postComment(t.app, uploader, liveries[0] as number, { body: 'Reportable' });
    const commentId: number = json(commented).id;

    const collection = await createCollection(t.app, uploader, { visibility: 'public' });
    expect((await report(flooder, 'comment', commentId)).statusCode).toBe(201);
    expect((await report(flooder, 'collection', collection.id)).statusCode).toBe(201);
    for (const id of liveries.slice(2, REPORT_LIMITS.perMinute))
      expect((await report(flooder, 'livery', id)).statusCode).toBe(201);
    const refused = await report(flooder, 'livery', liveries[REPORT_LIMITS.perMinute] as number);
    expectRateLimited(refused, REPORT_ERROR_CODES.rateLimited, REPORT_ERROR_MESSAGES.rateLimitedMinute);
    const filed = await t.app.deps.db.kysely
      .selectFrom('report')
      .select('id')
      .where('reporter_id', '=', flooder.id)
      .execute();
    expect(filed).toHaveLength(REPORT_LIMITS.perMinute);
    // Another member is not affected.
    expect((await report(other, 'livery', liveries[REPORT_LIMITS.perMinute] as number)).statusCode).toBe(201);
  });
});

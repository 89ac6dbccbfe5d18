import { describe, expect, it } from 'vitest';
import { digestDepsOf, turnOnDigest } from '../../test/digest-deps';
import { buildWorld, gdpr } from '../../test/gdpr-test-world';
import { useTestApp } from '../../test/test-app';
import { outboxInbox } from '../../test/test-inbox';
import { sendDailyDigests } from '../notifications/digest';
import { drainNotificationEvents } from '../notifications/notification-drain';

/**
 * A deleted account's words (its comments) leave every quote of them with it: in the other
 * members' notifications, in events still queued, in the next digest e-mail and in their export.
 */
const t = useTestApp();
const inbox = outboxInbox(() => t.app);

const everyQuote = async () => {
  const db = t.app.deps.db.kysely;
  const [told, queued] = await Promise.all([
    db.selectFrom('notification').select('excerpt').execute(),
    db.selectFrom('notification_event').select('excerpt').execute(),
  ]);
  return JSON.stringify([...told, ...queued]);
};

describe('deleting an account', () => {
  it("leaves no quote of its comments in others' notifications, queued events, digest or export", async () => {
    const world = await buildWorld(t.app);
    const { member, other } = world;
    await turnOnDigest(t.app, other);
    // One more comment, still queued (not yet fanned out) when the account goes.
    const queued = await t.app.inject({
      method: 'POST',
      url: `/api/liveries/${world.otherLivery}/comments`,
      headers: member.headers,
      payload: { body: 'Member queued words' },
    });
    expect(queued.statusCode, queued.body).toBe(201);
    const words = ["Member's thread", 'Member lone comment', 'Member reply', 'Member queued words'];
    const before = await everyQuote();
    for (const said of words) expect(before).toContain(said);

    const res = await gdpr(t.app, member, 'delete-account', {
      requestType: 'DELETE',
      reason: null,
      currentPassword: member.password,
    });
    expect(res.statusCode, res.body).toBe(200);

    const after = await everyQuote();
    for (const said of words) expect(after).not.toContain(said);
    // Others' words stay quoted: only the deleted member's go.
    expect(after).toContain("Other's thread");

    await drainNotificationEvents(t.app.deps.db, t.app.deps.dialect);
    const sent = await sendDailyDigests(digestDepsOf(t.app));
    expect(sent).toBeGreaterThan(0);
    const digest = (await inbox.to(other.email)).filter((m) => m.subject.includes('notification')).at(-1);
    expect(digest?.text).toContain('A former member commented');
    for (const said of words) {
      expect(digest?.text).not.toContain(said);
      expect(digest?.html).not.toContain(said.replace("'", '&#39;'));
    }
    const exported = await gdpr(t.app, other, 'export');
    expect(exported.statusCode).toBe(200);
    for (const said of words) expect(exported.body).not.toContain(said);
  });
});

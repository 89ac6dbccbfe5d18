import { type Kysely, sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/schema';
import { createUser, followLiveryRow, insertLiveryRow, type TestUser } from '../../test/factories';
import { testDatabaseKind, useTestApp } from '../../test/test-app';
import { drainNotificationEvents } from './notification-drain';
import { recordNotificationEvent } from './notification-events.service';

/**
 * A member anonymizes their account while the drain fans out an event they would have received.
 * PostgreSQL only: SQLite runs one write transaction at a time, so the two never overlap there.
 * Each test pins one order of the two with a lock held by the test itself, and waits (on
 * PostgreSQL's own lock table, not on time) until the order is in place.
 */
const t = useTestApp();
const db = () => t.app.deps.db.kysely;

/** A transaction of the test's that takes `lock` and holds it until `release()`. */
async function holdLock(lock: (trx: Kysely<Database>) => Promise<unknown>) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let holding = (_pid: number) => {};
  const pid = new Promise<number>((resolve) => {
    holding = resolve;
  });
  const done = db()
    .transaction()
    .execute(async (trx) => {
      await lock(trx);
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
      holding(Number(rows[0]?.pid));
      await released;
    });
  return {
    pid: await pid,
    release: async () => {
      release();
      await done;
    },
  };
}

/** Backends waiting for a lock one of `holders` holds. */
async function waitingOn(holders: number[]): Promise<number[]> {
  const { rows } = await sql<{ pid: number }>`
    select pid from pg_stat_activity where pg_blocking_pids(pid) && ${sql.val(holders)}::int[]`.execute(db());
  return rows.map((r) => Number(r.pid));
}

/** Resolves once a backend waits on one of `holders`, or `work` finished without waiting. */
async function untilWaiting(holders: number[], work: { settled: boolean }): Promise<number[]> {
  let waiting: number[] = [];
  await vi.waitFor(
    async () => {
      waiting = await waitingOn(holders);
      if (waiting.length === 0 && !work.settled) throw new Error('not waiting yet');
    },
    { timeout: 15_000, interval: 20 },
  );
  return waiting;
}

function tracked<T>(promise: Promise<T>) {
  const state = { settled: false, promise };
  promise.finally(() => {
    state.settled = true;
  });
  return state;
}

/** A livery followed by `leaving` and `stays`, with a queued new-version event for them. */
async function queuedVersion() {
  const [painter, leaving, stays] = await Promise.all([createUser(t.app), createUser(t.app), createUser(t.app)]);
  const carModelId = (await db().selectFrom('car_model').select('id').executeTakeFirstOrThrow()).id;
  const liveryId = await insertLiveryRow(t.app, { uploaderId: painter.id, carModelId });
  await followLiveryRow(t.app, leaving.id, liveryId);
  await followLiveryRow(t.app, stays.id, liveryId);
  await db()
    .transaction()
    .execute((trx) => recordNotificationEvent(trx, { kind: 'livery-version', liveryId, versionNumber: 2 }));
  const { id: eventId } = await db()
    .selectFrom('notification_event')
    .select('id')
    .where('livery_id', '=', liveryId)
    .executeTakeFirstOrThrow();
  return { leaving, stays, eventId };
}

const anonymize = (user: TestUser) =>
  t.app.inject({
    method: 'POST',
    url: '/api/gdpr/anonymize',
    headers: user.headers,
    payload: { requestType: 'ANONYMIZE', currentPassword: user.password },
  });
const drain = () => drainNotificationEvents(t.app.deps.db, t.app.deps.dialect);
const notificationsOf = async (user: TestUser) =>
  (await db().selectFrom('notification').select('kind').where('recipient_id', '=', user.id).execute()).length;

describe.skipIf(testDatabaseKind() !== 'postgres')('an anonymization racing the notification drain', () => {
  it('the erasure first: the drain waits for it, then tells the anonymized member nothing', async () => {
    const { leaving, stays } = await queuedVersion();
    // The erasure stops at its last step (the audit row) until the test lets it go.
    const audit = await holdLock((trx) => sql`lock table audit_event in share mode`.execute(trx));
    const erasure = tracked(anonymize(leaving));
    const [erasurePid = 0] = await untilWaiting([audit.pid], erasure);
    const drained = tracked(drain());
    await untilWaiting([erasurePid], drained);
    await audit.release();
    expect((await erasure.promise).statusCode).toBe(200);
    await drained.promise;
    expect(await notificationsOf(leaving)).toBe(0);
    expect(await notificationsOf(stays)).toBe(1);
  });

  it('the drain first: the erasure waits for it, then removes what it delivered', async () => {
    const { leaving, stays, eventId } = await queuedVersion();
    // The drain stops once it has chosen its recipients, on the event row the test holds.
    const event = await holdLock((trx) =>
      trx.selectFrom('notification_event').select('id').where('id', '=', eventId).forUpdate().execute(),
    );
    const drained = tracked(drain());
    const drainPids = await untilWaiting([event.pid], drained);
    const erasure = tracked(anonymize(leaving));
    await untilWaiting(drainPids, erasure);
    await event.release();
    await drained.promise;
    expect((await erasure.promise).statusCode).toBe(200);
    expect(await notificationsOf(leaving)).toBe(0);
    expect(await notificationsOf(stays)).toBe(1);
  });
});

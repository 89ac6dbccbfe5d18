import { MAIL_QUEUE_STUCK_SECONDS, type Readiness } from '@paddock/contract';
import type { Redis } from 'ioredis';
import { type Db, pingDatabase } from '../../db/database';
import { createMailOutboxRepository } from '../../mail/mail-outbox.repository';
import type { Storage } from '../../storage/storage';

type PartHealth = Readiness['parts']['database'];
type MailQueueHealth = Readiness['parts']['mail'];

/** A part that has not answered by then counts as down: a health check must never hang. */
export const PART_CHECK_TIMEOUT_MS = 2000;
/** Checks are shared for this long, so a crowd of probes does not become a crowd of round trips. */
const REUSE_MS = 1000;
/** A key no upload can have (keys are made by newObjectKey): asking for it is a pure round trip. */
const PROBE_KEY = 'health-probe';

async function timed(required: boolean, check: () => Promise<unknown>): Promise<PartHealth> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), PART_CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), deadline]);
    return { state: 'up', required, latencyMs: Math.round(performance.now() - started) };
  } catch {
    return { state: 'down', required, latencyMs: null };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The instance's view of each outside part. The database and the file storage are required (no
 * page or upload works without them); Redis is not, since limits count in the process while it
 * is away, and neither is mail, which waits in the outbox: either only degrades the answer. Mail
 * is down when its oldest waiting message is older than MAIL_QUEUE_STUCK_SECONDS.
 */
export function createReadinessCheck(deps: { db: Db; storage: Storage; redis: Redis | null }) {
  let last: { at: number; answer: Promise<Readiness> } | undefined;
  const outbox = createMailOutboxRepository(deps.db);

  async function mailQueue(now: number): Promise<MailQueueHealth> {
    const found: { oldest: Date | null } = { oldest: null };
    const part = await timed(false, async () => {
      found.oldest = await outbox.oldestPendingAt();
    });
    const oldestPendingSeconds = found.oldest ? Math.max(0, Math.round((now - found.oldest.getTime()) / 1000)) : null;
    const stuck = oldestPendingSeconds !== null && oldestPendingSeconds > MAIL_QUEUE_STUCK_SECONDS;
    return { ...part, state: stuck ? 'down' : part.state, oldestPendingSeconds };
  }

  async function check(now: number): Promise<Readiness> {
    const [database, storage, redis, mail] = await Promise.all([
      timed(true, () => pingDatabase(deps.db)),
      timed(true, () => deps.storage.stat(PROBE_KEY)),
      deps.redis
        ? timed(false, () => (deps.redis as Redis).ping())
        : Promise.resolve<PartHealth>({ state: 'not-configured', required: false, latencyMs: null }),
      mailQueue(now),
    ]);
    const parts = { database, storage, redis, mail };
    const all = Object.values(parts);
    const status = all.some((p) => p.required && p.state === 'down')
      ? 'not-ready'
      : all.some((p) => p.state === 'down')
        ? 'degraded'
        : 'ready';
    return { status, parts };
  }

  return (now = Date.now()): Promise<Readiness> => {
    if (!last || now - last.at >= REUSE_MS) last = { at: now, answer: check(now) };
    return last.answer;
  };
}

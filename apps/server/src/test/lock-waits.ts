import { type Kysely, sql, type Transaction } from 'kysely';
import { vi } from 'vitest';
import type { Database } from '../db/schema';

/** Generous for a loaded 2-core machine; a request that races reaches its lock in milliseconds. */
const BLOCKED_WITHIN_MS = 10_000;

/**
 * Resolves with the SQL of the statements (on other connections) waiting for a lock `holder`
 * holds, once there is one; fails if none waits within 10 s (PostgreSQL only). A race test that
 * only waited a fixed while would pass without racing when the competing request was late: the
 * two would run one after the other.
 */
export async function blockedBehind(holder: Transaction<Database>, observer: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(holder);
  const holderPid = rows[0]?.pid;
  return vi.waitFor(
    async () => {
      const waiting = await sql<{ query: string }>`
        select query from pg_stat_activity
        where wait_event_type = 'Lock' and ${holderPid}::int = any(pg_blocking_pids(pid))`.execute(observer);
      if (waiting.rows.length === 0) {
        throw new Error(`no statement waited for this transaction's locks within ${BLOCKED_WITHIN_MS} ms: no race`);
      }
      return waiting.rows.map((row) => row.query);
    },
    { timeout: BLOCKED_WITHIN_MS, interval: 10 },
  );
}

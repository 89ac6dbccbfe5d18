import { sql } from 'kysely';
import type { Db } from './database';

/**
 * PostgreSQL advisory locks taken on a connection of their own, keyed by the schema (so
 * deployments in other schemas of one database, and parallel test apps, never wait on each
 * other). SQLite has one writer by construction and runs the work directly.
 */
const keyOf = (db: Db, name: string) => `paddock ${name} ${db.schema ?? 'public'}`;

/**
 * Runs the start-up's schema and seed steps one instance at a time: several instances may start
 * together on one database, and the next one finds the work done.
 */
export async function withStartupLock<T>(db: Db, run: () => Promise<T>): Promise<T> {
  if (db.kind !== 'postgres') return run();
  const key = keyOf(db, 'start-up');
  return db.kysely.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(hashtext(${key}))`.execute(connection);
    try {
      return await run();
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${key}))`.execute(connection);
    }
  });
}

/**
 * Runs a job that must not run on two instances at once (a sweep of the shared bucket): an
 * instance that finds another one running it skips this round. Answers whether it ran.
 */
export async function withJobLock(db: Db, name: string, run: () => Promise<unknown>): Promise<boolean> {
  if (db.kind !== 'postgres') {
    await run();
    return true;
  }
  const key = keyOf(db, name);
  return db.kysely.connection().execute(async (connection) => {
    const { rows } = await sql<{ taken: boolean }>`select pg_try_advisory_lock(hashtext(${key})) as taken`.execute(
      connection,
    );
    if (!rows[0]?.taken) return false;
    try {
      await run();
      return true;
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${key}))`.execute(connection);
    }
  });
}

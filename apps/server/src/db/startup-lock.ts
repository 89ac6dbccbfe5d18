import { sql } from 'kysely';
import type { Db } from './database';

/**
 * Runs the start-up's schema and seed steps one instance at a time. On PostgreSQL several
 * instances may start together on one database: each takes a session-level advisory lock, keyed
 * by the schema (so deployments in other schemas of the same database, and parallel test apps,
 * do not wait on each other), on a connection of its own, and the next one finds the work done.
 * SQLite has one writer by construction and needs no lock.
 */
export async function withStartupLock<T>(db: Db, run: () => Promise<T>): Promise<T> {
  if (db.kind !== 'postgres') return run();
  const key = `paddock start-up ${db.schema ?? 'public'}`;
  return db.kysely.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(hashtext(${key}))`.execute(connection);
    try {
      return await run();
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${key}))`.execute(connection);
    }
  });
}

import { type Expression, type RawBuilder, sql } from 'kysely';
import { jsonArrayFrom as postgresJsonArrayFrom } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteJsonArrayFrom } from 'kysely/helpers/sqlite';
import type { DatabaseKind } from './database';

/**
 * The few places where SQLite and PostgreSQL differ, kept together so queries elsewhere stay
 * dialect-free.
 */
export function createDialect(kind: DatabaseKind) {
  return {
    kind,
    /** Case-insensitive equality for unique-name checks. */
    lowerEquals(column: Expression<string>, value: string): RawBuilder<boolean> {
      return sql<boolean>`lower(${column}) = lower(${value})`;
    },
    /** Current time as stored in timestamp columns. */
    now(): Date | string {
      return kind === 'postgres' ? new Date() : new Date().toISOString();
    },
    bool(value: boolean): boolean | number {
      return kind === 'postgres' ? value : value ? 1 : 0;
    },
    /** A point in time as a parameter compared with timestamp columns. */
    timestamp(date: Date): Date | string {
      return kind === 'postgres' ? date : date.toISOString();
    },
    /** The UTC calendar day of a timestamp column, as `YYYY-MM-DD` text (for per-day counts). */
    utcDay(column: Expression<Date | string>): RawBuilder<string> {
      return kind === 'postgres'
        ? sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`
        : sql<string>`substr(${column}, 1, 10)`;
    },
  };
}
export type Dialect = ReturnType<typeof createDialect>;

/** Driver error codes that mean a unique constraint refused the write. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

export function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/** Errors that mean the database cannot be reached, as opposed to a bad query. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: string; message?: string } | null;
  if (!e) return false;
  const code = e.code ?? '';
  if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EPIPE', '57P01', '57P03', '53300'].includes(code))
    return true;
  if (code.startsWith('08')) return true; // PostgreSQL connection exceptions
  if (['SQLITE_CANTOPEN', 'SQLITE_BUSY', 'SQLITE_IOERR', 'SQLITE_FULL'].includes(code)) return true;
  const message = e.message ?? '';
  return (
    message.includes('database connection is not open') ||
    message.includes('Connection terminated') ||
    message.includes('timeout exceeded when trying to connect') ||
    message.includes('driver has already been destroyed')
  );
}

/** Timestamps come back as Date (PostgreSQL) or ISO text (SQLite); the API always speaks ISO strings. */
export function toIso(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

/**
 * The rows of a subquery as one JSON array column, so a page and what hangs off it come back in
 * one round trip (kysely's helper for each database).
 */
export function jsonArrayFor(kind: DatabaseKind): typeof sqliteJsonArrayFrom {
  return kind === 'postgres' ? postgresJsonArrayFrom : sqliteJsonArrayFrom;
}

/** A JSON column as read back: SQLite hands over its text, PostgreSQL the parsed value. */
export function fromJson<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

/**
 * `column IN ids` as one SQL text whatever the number of ids, so the query can be compiled and
 * planned once: `ids` is a parameter made by `idListParameter` (an array for PostgreSQL, JSON text
 * for SQLite).
 */
export function inIdList(kind: DatabaseKind, column: Expression<number>, ids: unknown): RawBuilder<boolean> {
  return kind === 'postgres'
    ? sql<boolean>`${column} = any(${ids}::int[])`
    : sql<boolean>`${column} in (select value from json_each(${ids}))`;
}

export function idListParameter(kind: DatabaseKind, ids: readonly number[]): unknown {
  return kind === 'postgres' ? ids : JSON.stringify(ids);
}

import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
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

/**
 * PostgreSQL cancelled the statement: it ran past the requests' `statement_timeout`
 * (DB_STATEMENT_TIMEOUT_MS) while the database was too busy to answer in time.
 */
export function isStatementCancelled(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '57014';
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

/** `%term%` with LIKE's wildcards escaped, so a search for "100%" means the text "100%". */
export function likePattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * "The column contains the text", case-insensitive, with the text's `%` and `_` taken literally.
 * Same SQL on both databases (`escape` names the backslash that `likePattern` puts before them).
 */
export function containsText(column: Expression<string | null>, term: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`lower(${column}) like ${likePattern(term)} escape '\\'`;
}

/** `day` (YYYY-MM-DD) plus `plusDays` at 00:00 UTC: `dayStart(to, 1)` is the exclusive end of an inclusive range. */
export function dayStart(day: string, plusDays = 0): Date {
  const d = new Date(`${day}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + plusDays);
  return d;
}

/**
 * The name to show for a user, in SQL: the name as they typed it (`display_username`), else the
 * lower-cased `username`; with `orAccountName`, the account's `name` last (never NULL, for rows read
 * from `user` itself). Without it NULL when a joined user is missing (a deleted author), which
 * callers show as such.
 */
export function shownNameSql(alias: string): RawBuilder<string | null>;
export function shownNameSql(alias: string, options: { orAccountName: true }): RawBuilder<string>;
export function shownNameSql(alias: string, options: { orAccountName?: boolean } = {}): RawBuilder<string | null> {
  const display = sql.ref(`${alias}.display_username`);
  const username = sql.ref(`${alias}.username`);
  return options.orAccountName
    ? sql<string | null>`coalesce(${display}, ${username}, ${sql.ref(`${alias}.name`)})`
    : sql<string | null>`coalesce(${display}, ${username})`;
}

/** The same rule as `shownNameSql` on values already read: display name, else username, else `fallback`. */
export function shownName<F>(
  displayUsername: string | null | undefined,
  username: string | null | undefined,
  fallback: F,
): string | F {
  return displayUsername ?? username ?? fallback;
}

/**
 * Whether the member `alias` is shown in public (profile, its page's title, follows, the sign-in
 * throttle's keys): only once their address was confirmed (or an admin confirmed it). An
 * unconfirmed sign-up answers exactly like an id nobody has, or a sign-up would tell whether its
 * address already had an account.
 */
export function publicMemberSql(alias: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(`${alias}.confirmed_at`)} is not null`;
}

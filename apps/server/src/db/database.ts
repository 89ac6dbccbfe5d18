import { foldSearchText } from '@paddock/contract';
import BetterSqlite3 from 'better-sqlite3';
import {
  Kysely,
  PostgresDialect,
  type PostgresPool,
  type PostgresPoolClient,
  type SqliteDatabase,
  SqliteDialect,
  sql,
} from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import { ensurePrivateFile, makePrivateIfPresent } from '../lib/private-files';
import { preparedStatementName } from './prepared';
import type { Database } from './schema';

export type DatabaseKind = 'sqlite' | 'postgres';

/** How much of the SQLite file may be memory-mapped (address space, not memory: the OS pages it). */
const SQLITE_MMAP_BYTES = 1024 * 1024 * 1024;

export interface Db {
  kysely: Kysely<Database>;
  kind: DatabaseKind;
  /** PostgreSQL schema the tables live in (the connection's search_path); undefined for SQLite. */
  schema?: string;
  /** PostgreSQL: the pool's connections now (the metrics' gauges); SQLite has one connection and none. */
  poolStats?(): PoolStats;
  close(): Promise<void>;
}

export interface PoolStats {
  total: number;
  idle: number;
  /** Queries waiting for a connection: above zero, the pool is too small for the load. */
  waiting: number;
}

// PostgreSQL returns BIGINT (count(*)) as a string; our counts fit comfortably in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

/** How a PostgreSQL pool is sized and limited; SQLite has one connection and ignores both. */
export interface PoolOptions {
  maxConnections?: number;
  /** A statement running longer is cancelled (PostgreSQL error 57014); 0 lets it run. */
  statementTimeoutMs?: number;
  /** Told apart in pg_stat_activity: `paddock` for requests, `paddock background` for jobs. */
  purpose?: string;
}

/** Opens the configured database: an embedded SQLite file by default, PostgreSQL when DATABASE_URL is set. */
export function openDatabase(
  database: Config['database'],
  { maxConnections = 10, statementTimeoutMs = 0, purpose = 'paddock' }: PoolOptions = {},
): Db {
  if (database.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: database.url,
      max: maxConnections,
      connectionTimeoutMillis: 5000,
      // Names this app's connections in pg_stat_activity (per schema, so tests can tell apps apart).
      application_name: database.searchPath ? `${purpose} ${database.searchPath}` : purpose,
      ...(statementTimeoutMs > 0 ? { statement_timeout: statementTimeoutMs } : {}),
      ...(database.searchPath ? { options: `-c search_path=${database.searchPath}` } : {}),
    });
    // A client that loses its connection must not crash the process: idle ones are reported on the
    // pool, checked-out ones on themselves (their query still fails, and the pool drops them on release).
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool: withNamedStatements(pool) }) });
    return {
      kysely,
      kind: 'postgres',
      schema: database.searchPath ?? 'public',
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => kysely.destroy(),
    };
  }
  // Made 0600 before SQLite opens it: SQLite gives its -wal and -shm files the database's mode.
  ensurePrivateFile(database.file);
  const sqlite = new BetterSqlite3(database.file);
  sqlite.pragma('journal_mode = WAL');
  // Left by an older version with the umask's mode, they would keep it: made private too.
  for (const suffix of ['-wal', '-shm']) makePrivateIfPresent(`${database.file}${suffix}`);
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // 32 MiB of page cache instead of SQLite's 2 MiB: pages of a list's random liveries (their
  // author, screenshot and tags) stay in memory instead of being read again from the OS.
  sqlite.pragma('cache_size = -32768');
  // Reads through a memory map of the file instead of a read() call per page the cache misses:
  // a livery page of a random livery touches pages no cache holds, and each read() cost more
  // than the page's own SQL (issue 20, bench/notes/api-page.md). Writes still go through the WAL.
  sqlite.pragma(`mmap_size = ${SQLITE_MMAP_BYTES}`);
  registerSearchFolding(sqlite);
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { kysely, kind: 'sqlite', close: () => kysely.destroy() };
}

/**
 * Migrations and background jobs: on PostgreSQL a small pool of their own, without the requests'
 * statement timeout (building an index over a million liveries takes longer than any request
 * should), so a crowd holding every request connection never stalls the notification digest, and
 * a job never takes a connection a request is waiting for. SQLite's one connection is shared, and
 * closed by its owner.
 */
export function openBackgroundDatabase(database: Config['database'], requests: Db): Db {
  if (requests.kind === 'sqlite') return { ...requests, close: async () => {} };
  return openDatabase(database, { maxConnections: 2, purpose: 'paddock background' });
}

/**
 * PostgreSQL parses and plans every unnamed query: for the livery page's one statement that is
 * ~2 ms of planning for ~0.6 ms of work. The hot queries compiled once by `prepareQuery` go as
 * named statements instead, which each connection plans once and reuses (node-pg keeps the
 * names per connection).
 */
function withNamedStatements(pool: pg.Pool): PostgresPool {
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      return {
        query: ((sql: unknown, parameters?: ReadonlyArray<unknown>) => {
          const name = typeof sql === 'string' ? preparedStatementName(sql) : undefined;
          if (name) return client.query({ name, text: sql as string, values: parameters as unknown[] });
          return client.query(sql as string, parameters as unknown[]);
        }) as unknown as PostgresPoolClient['query'],
        release: () => client.release(),
      };
    },
    end: () => pool.end(),
  };
}

/** How many distinct SQL texts keep their prepared statement (lists of ids make many). */
const STATEMENT_CACHE_SIZE = 500;

/**
 * better-sqlite3 parses and plans SQL on every `prepare`, which Kysely calls for every query: keep
 * the statements of recent SQL texts and run them again. A statement still iterating a streamed
 * query is busy and is never handed out twice; SQLite re-prepares a kept statement by itself when
 * the schema changes.
 */
function withStatementCache(sqlite: BetterSqlite3.Database): SqliteDatabase {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    prepare(sql: string) {
      const kept = statements.get(sql);
      const statement = kept && !kept.busy ? kept : sqlite.prepare(sql);
      // Most recently used last: the first entry is the one to drop.
      statements.delete(sql);
      statements.set(sql, statement);
      if (statements.size > STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value as string);
      return statement;
    },
    close: () => sqlite.close(),
  };
}

/** The cheapest round trip to the database: throws when it cannot be reached (health checks). */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db.kysely);
}

/**
 * `paddock_fold(text)`: the contract's foldSearchText, padded with spaces, for the search triggers
 * (0025). Every connection that writes liveries must have it; PostgreSQL has its own in SQL.
 */
export function registerSearchFolding(sqlite: BetterSqlite3.Database): void {
  sqlite.function('paddock_fold', { deterministic: true }, (text: unknown) => {
    const folded = foldSearchText(typeof text === 'string' ? text : '');
    return folded === '' ? ' ' : ` ${folded} `;
  });
}

import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import * as m0022 from './0022-user-ids-never-reused';

let db: Kysely<unknown> | undefined;

afterEach(async () => {
  await db?.destroy();
  db = undefined;
});

const rows = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(db as Kysely<unknown>)).rows;

describe('migration 0022 (member ids never reused)', () => {
  it('rebuilds the user table with AUTOINCREMENT and keeps its rows, references, indexes and triggers', async () => {
    const sqlite = new BetterSqlite3(':memory:');
    sqlite.pragma('foreign_keys = ON');
    db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: sqlite }) });
    // better-auth's table as it creates it, a column one of our migrations added, and what hangs on it.
    await sql`CREATE TABLE "user" ("id" integer not null primary key, "name" text not null, "email" text not null unique)`.execute(
      db,
    );
    await sql`ALTER TABLE "user" ADD COLUMN "confirmed_at" text`.execute(db);
    await sql`CREATE INDEX "user_name_idx" ON "user" ("name")`.execute(db);
    await sql`CREATE TABLE "session" ("id" integer not null primary key,
      "user_id" integer not null references "user" ("id") on delete cascade)`.execute(db);
    await sql`CREATE TABLE "changes" ("n" integer not null)`.execute(db);
    await sql`INSERT INTO "changes" VALUES (0)`.execute(db);
    await sql`CREATE TRIGGER "user_deleted" AFTER DELETE ON "user" BEGIN UPDATE "changes" SET n = n + 1; END`.execute(
      db,
    );
    await sql`CREATE TRIGGER "session_named" AFTER INSERT ON "session"
      BEGIN SELECT name FROM "user" WHERE id = new.user_id; END`.execute(db);
    await sql`INSERT INTO "user" (id, name, email, confirmed_at) VALUES (1, 'admin', 'a@x', 'then'), (2, 'last', 'b@x', NULL)`.execute(
      db,
    );
    await sql`INSERT INTO "session" (user_id) VALUES (1), (2)`.execute(db);

    await m0022.up(db, 'sqlite');

    const [table] = await rows(sql<{ sql: string }>`select sql from sqlite_master where name = 'user'`);
    expect(table?.sql).toContain('"id" integer primary key autoincrement not null');
    expect(await rows(sql`select id, name, email, confirmed_at from "user" order by id`)).toEqual([
      { id: 1, name: 'admin', email: 'a@x', confirmed_at: 'then' },
      { id: 2, name: 'last', email: 'b@x', confirmed_at: null },
    ]);
    // No session was cascaded away, and the reference still points at "user" and is enforced.
    expect(await rows(sql`select user_id from "session" order by user_id`)).toEqual([{ user_id: 1 }, { user_id: 2 }]);
    expect(sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
    await expect(sql`INSERT INTO "session" (user_id) VALUES (99)`.execute(db)).rejects.toThrow(/FOREIGN KEY/);
    const names = await rows(
      sql<{ name: string }>`select name from sqlite_master where tbl_name = 'user' order by name`,
    );
    expect(names.map((r) => r.name)).toEqual(expect.arrayContaining(['user_deleted', 'user_name_idx']));

    // The last member's row goes: its id is not given again, and the trigger still ran.
    await sql`DELETE FROM "user" WHERE id = 2`.execute(db);
    expect(await rows(sql`select n from "changes"`)).toEqual([{ n: 1 }]);
    await sql`INSERT INTO "user" (name, email) VALUES ('next', 'c@x')`.execute(db);
    expect(await rows(sql`select id from "user" where name = 'next'`)).toEqual([{ id: 3 }]);
  });

  it('leaves PostgreSQL alone: its identity column never reuses an id', async () => {
    db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: new BetterSqlite3(':memory:') }) });
    await m0022.up(db, 'postgres');
    expect(await rows(sql`select name from sqlite_master`)).toEqual([]);
  });
});

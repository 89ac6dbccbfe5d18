import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../schema';
import * as m0001 from './0001-core';
import * as m0002 from './0002-seed-catalogue';
import * as m0003 from './0003-account';
import * as m0004 from './0004-browse-indexes';
import * as m0005 from './0005-search-and-counts';
import * as m0006 from './0006-storage-key-indexes';
import * as m0007 from './0007-upload-date-change';
import * as m0008 from './0008-screenshot-sizes';
import * as m0009 from './0009-username-skeleton';
import * as m0010 from './0010-car-model-install-folder';
import * as m0011 from './0011-livery-previews';
import * as m0012 from './0012-material-facet';
import * as m0013 from './0013-livery-versions';

const BEFORE = [m0001, m0002, m0003, m0004, m0005, m0006, m0007, m0008, m0009, m0010, m0011, m0012];
let db: Kysely<Database> | undefined;

afterEach(async () => {
  await db?.destroy();
  db = undefined;
});

describe('migration 0013 (livery versions)', () => {
  it('gives every existing livery version 1 from its zip, with its downloads so far', async () => {
    // A database as 0012 left it (of better-auth's tables, a bare user).
    db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new BetterSqlite3(':memory:') }) });
    const raw = db as unknown as Kysely<unknown>;
    // The columns of better-auth's user table that our migrations read.
    await sql`CREATE TABLE "user" (id integer PRIMARY KEY, name text, username text, display_username text,
      email_verified integer, created_at text)`.execute(db);
    await sql`INSERT INTO "user" (id, name, username) VALUES (1, 'painter', 'painter')`.execute(db);
    for (const m of BEFORE) await m.up(raw, 'sqlite');
    const model = await db.selectFrom('car_model').select('id').executeTakeFirstOrThrow();
    await sql`INSERT INTO livery (uploader_id, car_model_id, title, file_key, file_size, download_count, upload_date)
      VALUES (1, ${model.id}, 'Old one', 'liveries/a.zip', 1234, 2, '2026-01-02T03:04:05.000Z'),
             (1, ${model.id}, 'Never downloaded', 'liveries/b.zip', 99, 0, '2026-02-01T00:00:00.000Z')`.execute(db);
    const [first] = await db.selectFrom('livery').select('id').orderBy('id').execute();
    await sql`INSERT INTO download (livery_id, user_id, client_hash) VALUES (${first?.id}, NULL, 'ip:x'), (${first?.id}, NULL, 'ip:y')`.execute(
      db,
    );

    await m0013.up(raw, 'sqlite');

    const versions = await db
      .selectFrom('livery_version')
      .select(['livery_id', 'number', 'file_key', 'file_size', 'changelog', 'created_at', 'download_count'])
      .orderBy('livery_id')
      .execute();
    expect(versions).toEqual([
      {
        livery_id: first?.id,
        number: 1,
        file_key: 'liveries/a.zip',
        file_size: 1234,
        changelog: null,
        created_at: '2026-01-02T03:04:05.000Z',
        download_count: 2,
      },
      expect.objectContaining({ number: 1, file_key: 'liveries/b.zip', download_count: 0 }),
    ]);
    const liveries = await db.selectFrom('livery').select('current_version').execute();
    expect(liveries.map((l) => l.current_version)).toEqual([1, 1]);
    const v1 = await db
      .selectFrom('livery_version')
      .select('id')
      .where('file_key', '=', 'liveries/a.zip')
      .executeTakeFirst();
    const downloads = await db.selectFrom('download').select('livery_version_id').execute();
    expect(downloads.map((d) => d.livery_version_id)).toEqual([v1?.id, v1?.id]);
  });
});

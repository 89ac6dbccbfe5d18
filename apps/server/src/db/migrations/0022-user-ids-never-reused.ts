import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '../database';

/** How better-auth (generateId 'serial') declares the id on SQLite: a bare rowid alias. */
const ROWID_ID = '"id" integer not null primary key';
const AUTOINCREMENT_ID = '"id" integer primary key autoincrement not null';
const REBUILT = 'user_0022';

/**
 * Member ids are never handed out twice, and one can be set aside without a row. SQLite gives a
 * rowid-alias table's new row the largest id plus one, so an id exists only while its row does:
 * a sign-up for a known address could not take an id the way a new account's row does, and the
 * gap a new sign-up left told an observer whether the address was known (issue 32,
 * auth/user-ids.repository.ts). AUTOINCREMENT keeps the highest id in `sqlite_sequence`, which
 * the sign-up moves. SQLite cannot change a column, so the table is rebuilt the documented way
 * (lang_altertable.html §7): foreign keys off outside the transaction, legacy renames so no other
 * table's references are rewritten, its indexes and triggers recreated as they were.
 * PostgreSQL's identity column never reuses an id already.
 */
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  if (kind !== 'sqlite') return;
  const { rows } = await sql<{ sql: string }>`
    select sql from sqlite_master where type = 'table' and name = 'user'`.execute(db);
  const ddl = rows[0]?.sql ?? '';
  if (!ddl.includes(ROWID_ID)) throw new Error(`0022: unexpected "user" table: ${ddl}`);
  const dependents = await sql<{ sql: string }>`
    select sql from sqlite_master where tbl_name = 'user' and type in ('index', 'trigger') and sql is not null`.execute(
    db,
  );

  await sql`PRAGMA foreign_keys = OFF`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await sql`PRAGMA legacy_alter_table = ON`.execute(trx);
      await sql
        .raw(ddl.replace('CREATE TABLE "user"', `CREATE TABLE "${REBUILT}"`).replace(ROWID_ID, AUTOINCREMENT_ID))
        .execute(trx);
      await sql.raw(`INSERT INTO "${REBUILT}" SELECT * FROM "user"`).execute(trx);
      await sql`DROP TABLE "user"`.execute(trx);
      await sql.raw(`ALTER TABLE "${REBUILT}" RENAME TO "user"`).execute(trx);
      for (const dependent of dependents.rows) await sql.raw(dependent.sql).execute(trx);
      await sql`PRAGMA legacy_alter_table = OFF`.execute(trx);
      const broken = await sql`PRAGMA foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error(`0022: ${broken.rows.length} rows lost their member`);
    });
  } finally {
    await sql`PRAGMA foreign_keys = ON`.execute(db);
  }
}

import { sql } from 'kysely';
import type { Db } from '../db/database';

/**
 * Sets one member id aside, exactly as creating an account takes one: a sign-up for an address
 * that already has an account calls it, so the id the next account gets (which its owner sees)
 * is the same whether or not the address was known. Ids are never reused on either database
 * (PostgreSQL's identity sequence; SQLite's AUTOINCREMENT, migration 0022).
 */
export async function setAsideOneUserId(db: Db): Promise<void> {
  if (db.kind === 'postgres') {
    await sql`select nextval(pg_get_serial_sequence('"user"', 'id'))`.execute(db.kysely);
    return;
  }
  // The next id is one past the larger of the highest id ever given and the highest id present.
  await db.kysely.transaction().execute(async (trx) => {
    const highest = sql`(select max(coalesce((select seq from sqlite_sequence where name = 'user'), 0),
      coalesce((select max(id) from "user"), 0)))`;
    const moved = await sql`update sqlite_sequence set seq = ${highest} + 1 where name = 'user'`.execute(trx);
    if (Number(moved.numAffectedRows ?? 0) === 0) {
      await sql`insert into sqlite_sequence (name, seq) values ('user', ${highest} + 1)`.execute(trx);
    }
  });
}

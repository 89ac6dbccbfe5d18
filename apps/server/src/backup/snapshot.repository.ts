import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from '../db/schema';

export interface SnapshotFacts {
  /** The last migration applied: a restore needs a Paddock that knows it. */
  schemaVersion: string;
  liveries: number;
  users: number;
}

/** What a backup's manifest says of its database, read from the snapshot file itself. */
export async function readSnapshotFacts(file: string): Promise<SnapshotFacts> {
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: new BetterSqlite3(file, { readonly: true, fileMustExist: true }) }),
  });
  try {
    const count = async (table: 'livery' | 'user') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const last = await db
      .selectFrom('kysely_migration' as never)
      .select('name' as never)
      .orderBy('name' as never, 'desc')
      .executeTakeFirst();
    return {
      schemaVersion: (last as { name?: string } | undefined)?.name ?? 'none',
      liveries: await count('livery'),
      users: await count('user'),
    };
  } finally {
    await db.destroy();
  }
}

import { defaultInstallFolder } from '@paddock/contract';
import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '../database';

/**
 * Each car model's install folder: where Le Mans Ultimate reads that car's custom livery, relative
 * to the game folder (docs/lmu-install.md). Every existing model, seeded or added by an admin, gets
 * the folder derived from its name; admins correct it on the Car Models page.
 */
export async function up(db: Kysely<unknown>, _kind: DatabaseKind): Promise<void> {
  await db.schema
    .alterTable('car_model')
    .addColumn('install_folder', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  const { rows } = await sql<{ id: number; name: string }>`select id, name from car_model`.execute(db);
  for (const row of rows) {
    await sql`update car_model set install_folder = ${defaultInstallFolder(row.name)} where id = ${row.id}`.execute(db);
  }
}

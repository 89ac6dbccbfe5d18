import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../database';

/**
 * Each car model's install folder: where Le Mans Ultimate reads that car's custom livery, relative
 * to the game folder (docs/lmu-install.md). Every existing model, seeded or added by an admin, gets
 * the folder the game imports liveries from (the contract's DEFAULT_INSTALL_FOLDER, written out
 * here so this migration never changes); admins change it per model on the Car Models page.
 */
export async function up(db: Kysely<unknown>, _kind: DatabaseKind): Promise<void> {
  await db.schema
    .alterTable('car_model')
    .addColumn('install_folder', 'text', (col) => col.notNull().defaultTo('UserData/Liveries'))
    .execute();
}

import type { Kysely } from 'kysely';

/**
 * What the running instances agree on about the deployment itself, by name: first the
 * fingerprint of the AUTH_SECRET the database was last started with (auth/secret-fingerprint.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('instance_setting')
    .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}

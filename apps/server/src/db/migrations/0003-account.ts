import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../database';
import { columnTypes } from './helpers';

/** Account self-service (member-site §2 Account settings): e-mail changes, anonymization, deletion. */
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  const t = columnTypes(kind);

  await db.schema.alterTable('user').addColumn('anonymized_at', t.timestamp).execute();

  await db.schema
    .createTable('pending_email_change')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('new_email', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.nowDefault))
    .execute();

  // Objects of deleted accounts, written in the deleting transaction and removed once the files
  // are gone: a crash in between leaves a list that the next start finishes.
  await db.schema
    .createTable('object_deletion')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.nowDefault))
    .execute();
}

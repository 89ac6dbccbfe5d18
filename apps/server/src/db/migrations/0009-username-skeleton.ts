import { type Kysely, sql } from 'kysely';
import { usernameSkeleton } from '../../auth/username-skeleton';
import type { DatabaseKind } from '../database';
import { columnTypes } from './helpers';

/**
 * Look-alike usernames (TR39 skeletons, computed in code, so stored) and "confirmed once", which
 * decides whether an account holds its username. Existing rows are back-filled: a confirmed
 * address, or any upload, counts as confirmed.
 */
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  const t = columnTypes(kind);
  await db.schema.alterTable('user').addColumn('username_skeleton', 'text').execute();
  await db.schema.alterTable('user').addColumn('confirmed_at', t.timestamp).execute();
  await db.schema.createIndex('user_username_skeleton_idx').on('user').column('username_skeleton').execute();

  const { rows } = await sql<{ id: number; name: string | null }>`
    select id, coalesce(display_username, username, name) as name from "user"`.execute(db);
  for (const row of rows) {
    if (!row.name) continue;
    await sql`update "user" set username_skeleton = ${usernameSkeleton(row.name)} where id = ${row.id}`.execute(db);
  }
  await sql`update "user" set confirmed_at = created_at
    where email_verified = ${kind === 'postgres' ? sql`true` : sql`1`}
       or exists (select 1 from livery l where l.uploader_id = "user".id)`.execute(db);
}

import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../database';
import { columnTypes } from './helpers';

/**
 * Personal access tokens (issue 35). Only the SHA-256 of a token is kept: a copy of the database
 * opens nothing. Revoked rows stay (until their member goes) so a revoked token is told so, not
 * taken for a mistyped one. Going with the member's row (ON DELETE CASCADE) ends them at once.
 */
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  const t = columnTypes(kind);
  await t
    .id(db.schema.createTable('api_token'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    // Hex SHA-256 of the whole token; every request finds its token by this.
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('hint', 'text', (c) => c.notNull())
    // Space-separated, from the contract's API_TOKEN_SCOPES.
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.nowDefault))
    .addColumn('expires_at', t.timestamp)
    .addColumn('last_used_at', t.timestamp)
    .addColumn('revoked_at', t.timestamp)
    .execute();
  // A member's list, and the count of their live tokens against the limit.
  await db.schema.createIndex('api_token_user').on('api_token').columns(['user_id', 'created_at']).execute();
}

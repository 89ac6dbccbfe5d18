import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The member shown on a public profile page, above their liveries. */
export function createAuthorProfileRepository(db: Kysely<Database>) {
  return {
    findAuthor: (userId: number) =>
      db
        .selectFrom('user')
        .select(['id', 'username', 'display_username as displayUsername', 'created_at as createdAt'])
        .where('id', '=', userId)
        .executeTakeFirst(),
  };
}

import type { Kysely } from 'kysely';
import { publicMemberSql } from '../../db/dialect';
import type { Database } from '../../db/schema';

/** The member shown on a public profile page, above their liveries. */
export function createAuthorProfileRepository(db: Kysely<Database>) {
  return {
    findAuthor: (userId: number) =>
      db
        .selectFrom('user as u')
        .select(['u.id', 'u.username', 'u.display_username as displayUsername', 'u.created_at as createdAt'])
        .where('u.id', '=', userId)
        .where(publicMemberSql('u'))
        .executeTakeFirst(),
  };
}

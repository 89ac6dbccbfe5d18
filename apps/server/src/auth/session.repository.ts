import type { Kysely } from 'kysely';
import { prepareQuery } from '../db/prepared';
import type { Database } from '../db/schema';

/** The user columns a guard needs (`u` is the user table): who is asking, their role, any ban. */
export const SIGNED_IN_USER_COLUMNS = [
  'u.id',
  'u.username',
  'u.display_username as displayUsername',
  'u.name',
  'u.email',
  'u.role',
  'u.banned',
  'u.ban_expires as banExpires',
] as const;

/** The session reads and ends that run on every signed-in request, outside better-auth. */
export function createSessionRepository(db: Kysely<Database>) {
  // Every signed-in request runs it: compiled once.
  const findRows = prepareQuery(db, (token: string) =>
    db
      .selectFrom('session as s')
      .innerJoin('user as u', 'u.id', 's.user_id')
      .select(['s.expires_at as expiresAt', 's.created_at as createdAt', ...SIGNED_IN_USER_COLUMNS])
      .where('s.token', '=', token),
  );

  return {
    /** The session and its user, or undefined when no session has this token. */
    findByToken: async (token: string) => (await findRows(token))[0],

    deleteByToken: (token: string) => db.deleteFrom('session').where('token', '=', token).execute(),

    deleteAllOfUser: (userId: number) => db.deleteFrom('session').where('user_id', '=', userId).execute(),
  };
}

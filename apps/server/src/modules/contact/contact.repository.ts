import type { Kysely } from 'kysely';
import { type Dialect, shownName } from '../../db/dialect';
import type { Database } from '../../db/schema';

export interface NewContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  /** Set only when a signed-in sender asked to attach their account. */
  userId: number | null;
}

export interface AdminRecipient {
  email: string;
  username: string;
}

export function createContactRepository(db: Kysely<Database>, dialect: Dialect) {
  return {
    async insert(m: NewContactMessage): Promise<number> {
      const { id } = await db
        .insertInto('contact_message')
        .values({
          name: m.name,
          email: m.email,
          subject: m.subject,
          message: m.message,
          user_id: m.userId,
          include_user_info: dialect.bool(m.userId !== null),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /** Every administrator who can still act on a message (banned ones are left out). */
    async adminRecipients(): Promise<AdminRecipient[]> {
      const rows = await db
        .selectFrom('user')
        .select(['email', 'display_username as displayUsername', 'username', 'name'])
        .where('role', '=', 'admin')
        .where((eb) => eb.or([eb('banned', 'is', null), eb('banned', '=', dialect.bool(false))]))
        .orderBy('id')
        .execute();
      return rows.map((r) => ({ email: r.email, username: shownName(r.displayUsername, r.username, r.name) }));
    },
  };
}

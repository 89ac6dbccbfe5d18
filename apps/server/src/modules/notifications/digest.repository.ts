import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/dialect';
import type { Database } from '../../db/schema';

export interface DigestRecipient {
  userId: number;
  email: string;
  username: string | null;
  lastDigestAt: Date | string | null;
}

/** SQL of the daily digest: who is due, and claiming a member's digest so it goes out once. */
export function createDigestRepository(db: Kysely<Database>, dialect: Dialect) {
  return {
    /**
     * Opted-in members, able to receive mail, whose last digest is at least a day old and who have
     * an unread notification since it.
     */
    due: (dueBefore: Date, limit: number): Promise<DigestRecipient[]> =>
      db
        .selectFrom('notification_preference as p')
        .innerJoin('user as u', 'u.id', 'p.user_id')
        .select(['u.id as userId', 'u.email', 'u.username', 'p.last_digest_at as lastDigestAt'])
        .where('p.daily_digest', '=', dialect.bool(true))
        .where((eb) =>
          eb.or([eb('p.last_digest_at', 'is', null), eb('p.last_digest_at', '<=', dialect.timestamp(dueBefore))]),
        )
        .where('u.anonymized_at', 'is', null)
        .where((eb) => eb.or([eb('u.banned', 'is', null), eb('u.banned', '=', dialect.bool(false))]))
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('notification as n')
              .select('n.id')
              .whereRef('n.recipient_id', '=', 'u.id')
              .where('n.read_at', 'is', null)
              .where((inner) =>
                inner.or([
                  inner('p.last_digest_at', 'is', null),
                  inner('n.created_at', '>', inner.ref('p.last_digest_at')),
                ]),
              ),
          ),
        )
        .orderBy('u.id')
        .limit(limit)
        .execute(),

    /** Takes the member's digest for this run; false when another run (or instance) took it first. */
    async claim(userId: number, previous: Date | string | null, now: Date): Promise<boolean> {
      let q = db
        .updateTable('notification_preference')
        .set({ last_digest_at: dialect.timestamp(now) })
        .where('user_id', '=', userId);
      q = previous === null ? q.where('last_digest_at', 'is', null) : q.where('last_digest_at', '=', previous);
      const result = await q.executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Gives a claimed digest back when its mail could not be sent, so the next run retries. */
    release: (userId: number, previous: Date | string | null) =>
      db
        .updateTable('notification_preference')
        .set({ last_digest_at: previous })
        .where('user_id', '=', userId)
        .execute(),
  };
}

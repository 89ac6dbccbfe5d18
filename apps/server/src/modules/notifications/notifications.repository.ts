import type { Kysely } from 'kysely';
import { type Dialect, shownNameSql } from '../../db/dialect';
import type { Database } from '../../db/schema';

export interface NotificationRow {
  id: number;
  kind: string;
  createdAt: Date | string;
  readAt: Date | string | null;
  actorId: number | null;
  actorName: string | null;
  liveryId: number | null;
  liveryTitle: string;
  refId: number | null;
  excerpt: string | null;
}

/** SQL of a member's notifications and digest preference. */
export function createNotificationsRepository(db: Kysely<Database>, dialect: Dialect) {
  const listed = (recipientId: number) =>
    db
      .selectFrom('notification as n')
      .leftJoin('user as a', 'a.id', 'n.actor_id')
      .select([
        'n.id',
        'n.kind',
        'n.created_at as createdAt',
        'n.read_at as readAt',
        'n.actor_id as actorId',
        shownNameSql('a').as('actorName'),
        'n.livery_id as liveryId',
        'n.livery_title as liveryTitle',
        'n.ref_id as refId',
        'n.excerpt',
      ])
      .where('n.recipient_id', '=', recipientId);

  return {
    /** Newest first (the (recipient, id) index). */
    page: (recipientId: number, limit: number, offset: number): Promise<NotificationRow[]> =>
      listed(recipientId).orderBy('n.id', 'desc').limit(limit).offset(offset).execute(),

    /** Unread ones created after `since` (all unread when null), newest first: a digest's items. */
    unreadSince: (recipientId: number, since: Date | null, limit: number): Promise<NotificationRow[]> => {
      let q = listed(recipientId).where('n.read_at', 'is', null);
      if (since) q = q.where('n.created_at', '>', dialect.timestamp(since));
      return q.orderBy('n.id', 'desc').limit(limit).execute();
    },

    async count(recipientId: number, unreadOnly: boolean, since: Date | null = null): Promise<number> {
      let q = db.selectFrom('notification').where('recipient_id', '=', recipientId);
      if (unreadOnly) q = q.where('read_at', 'is', null);
      if (since) q = q.where('created_at', '>', dialect.timestamp(since));
      const row = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Marks one of the member's notifications read; false when it is not theirs or not there. */
    async markRead(recipientId: number, id: number): Promise<boolean> {
      const found = await db
        .selectFrom('notification')
        .select('read_at')
        .where('id', '=', id)
        .where('recipient_id', '=', recipientId)
        .executeTakeFirst();
      if (!found) return false;
      if (found.read_at === null) {
        await db.updateTable('notification').set({ read_at: dialect.now() }).where('id', '=', id).execute();
      }
      return true;
    },

    markAllRead: (recipientId: number) =>
      db
        .updateTable('notification')
        .set({ read_at: dialect.now() })
        .where('recipient_id', '=', recipientId)
        .where('read_at', 'is', null)
        .execute(),

    async digestEnabled(userId: number): Promise<boolean> {
      const row = await db
        .selectFrom('notification_preference')
        .select('daily_digest')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Boolean(row?.daily_digest);
    },

    setDigest: (userId: number, enabled: boolean) =>
      db
        .insertInto('notification_preference')
        .values({ user_id: userId, daily_digest: dialect.bool(enabled), updated_at: dialect.now() })
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet({ daily_digest: dialect.bool(enabled), updated_at: dialect.now() }),
        )
        .execute(),

    /** No row means never subscribed; an account deleted since simply has none. */
    turnOffDigest: (userId: number) =>
      db
        .updateTable('notification_preference')
        .set({ daily_digest: dialect.bool(false), updated_at: dialect.now() })
        .where('user_id', '=', userId)
        .execute(),
  };
}

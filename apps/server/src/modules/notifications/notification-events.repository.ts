import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../../db/dialect';
import type { Database } from '../../db/schema';

/** A queued event as stored: what its notifications need, so the drain joins nothing else. */
export interface NewEventRow {
  kind: string;
  actorId: number | null;
  liveryId: number | null;
  liveryTitle: string;
  recipientId: number | null;
  parentAuthorId: number | null;
  refId: number | null;
  excerpt: string | null;
}

export interface PendingEvent {
  id: number;
  kind: string;
}

/** Who receives an event's notifications: followers of its actor or livery, or named members. */
export type FanOut = 'creator-followers' | 'livery-followers' | 'named';

/** SQL of recording an event, in the causing request's transaction. */
export function createNotificationEventWrites(db: Kysely<Database>) {
  /** The quote in comment events and every notification of them, chosen by comment or by author. */
  async function setQuotes(excerpt: string | null, by: 'ref_id' | 'actor_id', id: number): Promise<void> {
    await db
      .updateTable('notification_event')
      .set({ excerpt })
      .where('kind', '=', 'comment')
      .where(by, '=', id)
      .execute();
    await db
      .updateTable('notification')
      .set({ excerpt })
      .where('kind', 'in', ['comment', 'reply'])
      .where(by, '=', id)
      .execute();
  }

  return {
    liveryOf: (liveryId: number) =>
      db
        .selectFrom('livery')
        .select(['title', 'uploader_id as uploaderId'])
        .where('id', '=', liveryId)
        .executeTakeFirst(),

    reportTitle: async (reportId: number) =>
      (await db.selectFrom('report').select('livery_title').where('id', '=', reportId).executeTakeFirst())
        ?.livery_title,

    /**
     * The quote of comment `commentId` in its event and every notification of it (null: none). A
     * text is written only while the comment stands visible: a hidden or deleted comment's quote
     * stays empty whoever asks.
     */
    async setCommentExcerpt(commentId: number, excerpt: string | null): Promise<void> {
      const visible =
        excerpt === null
          ? true
          : await db
              .selectFrom('livery_comment')
              .select('id')
              .where('id', '=', commentId)
              .where('hidden_at', 'is', null)
              .where('deleted_at', 'is', null)
              .executeTakeFirst();
      await setQuotes(visible ? excerpt : null, 'ref_id', commentId);
    },

    /** Every quote of this member's comments, queued or delivered, emptied: their account is going. */
    clearCommentExcerptsBy: (authorId: number) => setQuotes(null, 'actor_id', authorId),

    async insert(row: NewEventRow): Promise<void> {
      await db
        .insertInto('notification_event')
        .values({
          kind: row.kind,
          actor_id: row.actorId,
          livery_id: row.liveryId,
          livery_title: row.liveryTitle,
          recipient_id: row.recipientId,
          parent_author_id: row.parentAuthorId,
          ref_id: row.refId,
          excerpt: row.excerpt,
        })
        .execute();
    },
  };
}

/** SQL of draining the queue: fanning events out, pruning. */
export function createNotificationEventsRepository(db: Kysely<Database>, dialect: Dialect) {
  const notificationColumns = [
    'event_id',
    'recipient_id',
    'kind',
    'actor_id',
    'livery_id',
    'livery_title',
    'ref_id',
    'excerpt',
  ] as const;

  return {
    /** The oldest unprocessed events (the partial index `notification_event_pending`). */
    pending: (limit: number): Promise<PendingEvent[]> =>
      db
        .selectFrom('notification_event')
        .select(['id', 'kind'])
        .where('processed_at', 'is', null)
        .orderBy('id')
        .limit(limit)
        .execute(),

    /**
     * Writes every recipient's notification of one event in ONE statement (INSERT … SELECT), so the
     * cost is one round trip whatever the number of followers. The unique (event, recipient) key
     * makes a repeated run write nothing twice. Nobody is told about what they did themselves, and
     * only members who followed before the event are told of it (the drain may run later).
     */
    async fanOut(eventId: number, fanOut: FanOut, kind: string): Promise<number> {
      const base = db.selectFrom('notification_event as e').where('e.id', '=', eventId);
      const joined =
        fanOut === 'creator-followers'
          ? base
              .innerJoin('follow_creator as r', 'r.creator_id', 'e.actor_id')
              .where('e.livery_id', 'is not', null)
              .whereRef('r.created_at', '<=', 'e.created_at')
          : fanOut === 'livery-followers'
            ? base
                .innerJoin('follow_livery as r', 'r.livery_id', 'e.livery_id')
                .whereRef('r.created_at', '<=', 'e.created_at')
            : base.innerJoin(
                // Anonymized accounts are told nothing: nobody can sign in to them.
                (eb) => eb.selectFrom('user').select('id as follower_id').where('anonymized_at', 'is', null).as('r'),
                (j) =>
                  j.on((eb) =>
                    eb.or([
                      eb('r.follower_id', '=', eb.ref('e.recipient_id')),
                      eb('r.follower_id', '=', eb.ref('e.parent_author_id')),
                    ]),
                  ),
              );
      // A comment on a livery deleted before the drain ran tells nobody (its thread is gone too),
      // nor does one deleted or hidden meanwhile.
      const live =
        kind === 'comment'
          ? joined
              .where('e.livery_id', 'is not', null)
              .where((eb) =>
                eb.exists(
                  eb
                    .selectFrom('livery_comment as c')
                    .select('c.id')
                    .whereRef('c.id', '=', 'e.ref_id')
                    .where('c.deleted_at', 'is', null)
                    .where('c.hidden_at', 'is', null),
                ),
              )
          : joined;
      // A reply tells the parent comment's author "replied"; the livery's uploader gets "commented".
      const kindSql =
        kind === 'comment'
          ? sql<string>`case when r.follower_id = e.parent_author_id then 'reply' else 'comment' end`
          : sql<string>`${sql.lit(kind)}`;
      // Anonymized accounts are told nothing. On PostgreSQL each recipient's row is held (FOR
      // SHARE) until the notifications commit: an erasure holding it first has committed when this
      // reads it, so it reads anonymized; one coming after waits, then deletes what this wrote.
      const recipients = live.innerJoin('user as u', 'u.id', 'r.follower_id').where('u.anonymized_at', 'is', null);
      const select = recipients
        .select([
          'e.id as event_id',
          'r.follower_id as recipient_id',
          kindSql.as('kind'),
          'e.actor_id',
          'e.livery_id',
          'e.livery_title',
          'e.ref_id',
          'e.excerpt',
        ])
        .where((eb) => eb.or([eb('e.actor_id', 'is', null), eb('r.follower_id', '<>', eb.ref('e.actor_id'))]));
      const result = await db
        .insertInto('notification')
        .columns(notificationColumns)
        .expression(dialect.kind === 'postgres' ? select.forShare('u') : select)
        .onConflict((oc) => oc.columns(['event_id', 'recipient_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0);
    },

    markProcessed: (eventId: number) =>
      db
        .updateTable('notification_event')
        .set({ processed_at: dialect.now() })
        .where('id', '=', eventId)
        .where('processed_at', 'is', null)
        .execute(),

    /** Read notifications past their retention, and processed events nobody needs any more. */
    async prune(readBefore: Date, processedBefore: Date): Promise<{ notifications: number; events: number }> {
      const n = await db
        .deleteFrom('notification')
        .where('read_at', '<', dialect.timestamp(readBefore))
        .executeTakeFirst();
      const e = await db
        .deleteFrom('notification_event')
        .where('processed_at', '<', dialect.timestamp(processedBefore))
        .executeTakeFirst();
      return { notifications: Number(n.numDeletedRows), events: Number(e.numDeletedRows) };
    },
  };
}

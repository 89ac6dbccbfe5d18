import { type Kysely, sql } from 'kysely';

/**
 * The notifications that quote a comment, found by the comment's id: when it is edited, hidden
 * or deleted, their quote follows (notification-events.service.ts `requoteComment`). Partial, so
 * the other kinds, whose `ref_id` is a version or a report, add nothing to them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('notification_event_comment')
    .on('notification_event')
    .column('ref_id')
    .where(sql.ref('kind'), '=', 'comment')
    .execute();
  await db.schema
    .createIndex('notification_comment')
    .on('notification')
    .column('ref_id')
    .where(sql.ref('kind'), 'in', sql`('comment', 'reply')`)
    .execute();
}

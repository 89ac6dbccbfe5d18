import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '../database';
import { columnTypes } from './helpers';

/**
 * Follows and notifications (issue 19; docs/decisions/0008-notification-fan-out.md).
 * - `follow_creator`, `follow_livery`: one row per follower and target (primary key), with the
 *   reverse index the fan-out reads (all followers of a creator or livery).
 * - `notification_event`: the queue. The request that causes a notification inserts one row in its
 *   own transaction; a background drain fans it out. `notification_event_pending` is a partial
 *   index of the unprocessed rows only, so finding work stays cheap however long the history is.
 * - `notification`: one row per recipient, unique per (event, recipient) so a drain that runs twice
 *   (a crash, two instances) writes nothing twice. Listed newest first per recipient; the unread
 *   count reads a partial index of unread rows.
 * - `notification_preference`: the daily digest opt-in and when the last digest went out.
 */
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  const t = columnTypes(kind);

  await db.schema
    .createTable('follow_creator')
    .addColumn('follower_id', 'integer', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('creator_id', 'integer', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.nowDefault))
    .addPrimaryKeyConstraint('follow_creator_pk', ['follower_id', 'creator_id'])
    .execute();
  await db.schema
    .createIndex('follow_creator_creator')
    .on('follow_creator')
    .columns(['creator_id', 'follower_id'])
    .execute();

  await db.schema
    .createTable('follow_livery')
    .addColumn('follower_id', 'integer', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('livery_id', 'integer', (c) => c.notNull().references('livery.id').onDelete('cascade'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.nowDefault))
    .addPrimaryKeyConstraint('follow_livery_pk', ['follower_id', 'livery_id'])
    .execute();
  await db.schema
    .createIndex('follow_livery_livery')
    .on('follow_livery')
    .columns(['livery_id', 'follower_id'])
    .execute();

  await t
    .id(db.schema.createTable('notification_event'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'integer', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('livery_id', 'integer', (c) => c.references('livery.id').onDelete('set null'))
    .addColumn('livery_title', 'text', (c) => c.notNull().defaultTo(''))
    // The one member told directly (the livery's uploader for a comment, the reporter).
    .addColumn('recipient_id', 'integer', (c) => c.references('user.id').onDelete('set null'))
    // The author of the comment replied to.
    .addColumn('parent_author_id', 'integer', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('ref_id', 'integer')
    .addColumn('excerpt', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.nowDefault))
    .addColumn('processed_at', t.timestamp)
    .execute();
  await db.schema
    .createIndex('notification_event_pending')
    .on('notification_event')
    .column('id')
    .where(sql.ref('processed_at'), 'is', null)
    .execute();
  await db.schema.createIndex('notification_event_processed').on('notification_event').column('processed_at').execute();

  await t
    .id(db.schema.createTable('notification'))
    .addColumn('event_id', 'integer', (c) => c.notNull())
    .addColumn('recipient_id', 'integer', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'integer', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('livery_id', 'integer', (c) => c.references('livery.id').onDelete('set null'))
    .addColumn('livery_title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ref_id', 'integer')
    .addColumn('excerpt', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.nowDefault))
    .addColumn('read_at', t.timestamp)
    .addUniqueConstraint('notification_event_recipient', ['event_id', 'recipient_id'])
    .execute();
  await db.schema.createIndex('notification_recipient').on('notification').columns(['recipient_id', 'id']).execute();
  await db.schema
    .createIndex('notification_unread')
    .on('notification')
    .columns(['recipient_id', 'id'])
    .where(sql.ref('read_at'), 'is', null)
    .execute();
  await db.schema.createIndex('notification_read_at').on('notification').column('read_at').execute();
  await db.schema.createIndex('notification_actor').on('notification').column('actor_id').execute();

  await db.schema
    .createTable('notification_preference')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('daily_digest', t.bool, (c) => c.notNull().defaultTo(t.falseDefault))
    .addColumn('last_digest_at', t.timestamp)
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.nowDefault))
    .execute();
  await db.schema
    .createIndex('notification_preference_digest')
    .on('notification_preference')
    .columns(['last_digest_at'])
    .where(sql.ref('daily_digest'), '=', kind === 'postgres' ? sql`true` : sql`1`)
    .execute();
}

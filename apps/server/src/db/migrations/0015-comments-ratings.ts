import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '../database';
import { columnTypes } from './helpers';

/**
 * Comments and ratings (issue 19).
 * - `livery_comment`: one level of replies (`parent_id` is a top-level comment of the same
 *   livery, checked by the service); a livery's deletion takes its comments, a top-level
 *   comment's deletion takes its replies. Hidden by the uploader (`hidden_at`), or a tombstone
 *   (`deleted_at`, empty body) when its author deletes it while it has replies.
 * - `livery_rating`: one row per member and livery; the livery keeps `rating_count`,
 *   `rating_sum` and the Bayesian `rating_score` (contract ratingScoreOf), moved in the same
 *   transaction as the rows, and indexed (score, id) for browse's "Top rated".
 * - `report` gains a target: a comment report names the comment (kept as an excerpt too) and
 *   its livery. The one-open-report rule becomes one per member and livery for livery reports,
 *   one per member and comment for comment reports.
 */
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  const t = columnTypes(kind);

  await t
    .id(db.schema.createTable('livery_comment'))
    .addColumn('livery_id', 'integer', (c) => c.notNull().references('livery.id').onDelete('cascade'))
    .addColumn('parent_id', 'integer', (c) => c.references('livery_comment.id').onDelete('cascade'))
    .addColumn('author_id', 'integer', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.nowDefault))
    .addColumn('edited_at', t.timestamp)
    .addColumn('hidden_at', t.timestamp)
    .addColumn('hidden_by_id', 'integer', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('deleted_at', t.timestamp)
    .execute();
  // A livery's threads newest or oldest first, then the replies of a page's threads.
  await db.schema
    .createIndex('livery_comment_thread')
    .on('livery_comment')
    .columns(['livery_id', 'parent_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('livery_comment_parent')
    .on('livery_comment')
    .columns(['parent_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('livery_comment_author')
    .on('livery_comment')
    .columns(['author_id', 'created_at'])
    .execute();
  await db.schema.createIndex('livery_comment_created').on('livery_comment').columns(['created_at']).execute();

  await db.schema
    .createTable('livery_rating')
    .addColumn('livery_id', 'integer', (c) => c.notNull().references('livery.id').onDelete('cascade'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('stars', 'integer', (c) => c.notNull().check(sql`stars between 1 and 5`))
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.nowDefault))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.nowDefault))
    .addPrimaryKeyConstraint('livery_rating_pk', ['livery_id', 'member_id'])
    .execute();
  await db.schema.createIndex('livery_rating_member').on('livery_rating').columns(['member_id']).execute();

  for (const column of ['rating_count', 'rating_sum', 'rating_score']) {
    await db.schema
      .alterTable('livery')
      .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }
  await db.schema.createIndex('livery_rating_score').on('livery').columns(['rating_score', 'id']).execute();

  await db.schema
    .alterTable('report')
    .addColumn('target', 'text', (c) => c.notNull().defaultTo('livery'))
    .execute();
  await db.schema
    .alterTable('report')
    .addColumn('comment_id', 'integer', (c) => c.references('livery_comment.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('report').addColumn('comment_excerpt', 'text').execute();
  await db.schema.dropIndex('report_one_open').execute();
  await sql`CREATE UNIQUE INDEX report_one_open ON report (livery_id, reporter_id)
    WHERE status IN ('Pending', 'UnderInvestigation') AND target = 'livery'`.execute(db);
  await sql`CREATE UNIQUE INDEX report_one_open_comment ON report (comment_id, reporter_id)
    WHERE status IN ('Pending', 'UnderInvestigation') AND target = 'comment'`.execute(db);
}

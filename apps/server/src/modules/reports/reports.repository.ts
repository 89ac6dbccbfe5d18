import type { CollectionReportInput, CommentReportInput, ReportInput } from '@paddock/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

const OPEN_STATUSES = ['Pending', 'UnderInvestigation'];

/** SQL of members' reports. */
export function createReportsRepository(db: Kysely<Database>) {
  return {
    findLivery: (liveryId: number) =>
      db.selectFrom('livery').select(['id', 'title']).where('id', '=', liveryId).executeTakeFirst(),

    findCollection: (collectionId: number) =>
      db
        .selectFrom('collection')
        .select(['id', 'name', 'owner_id as ownerId', 'visibility'])
        .where('id', '=', collectionId)
        .executeTakeFirst(),

    /** Whether this member already has an open report of this livery, comment or collection (one at a time each). */
    async hasOpenReport(
      target: { livery: number } | { comment: number } | { collection: number },
      reporterId: number,
    ): Promise<boolean> {
      const open = await db
        .selectFrom('report')
        .select('id')
        .$call((q) => {
          if ('livery' in target) return q.where('livery_id', '=', target.livery).where('target', '=', 'livery');
          if ('comment' in target) return q.where('comment_id', '=', target.comment).where('target', '=', 'comment');
          return q.where('collection_id', '=', target.collection).where('target', '=', 'collection');
        })
        .where('reporter_id', '=', reporterId)
        .where('status', 'in', OPEN_STATUSES)
        .executeTakeFirst();
      return open !== undefined;
    },

    /** A comment report names the comment's livery too; the excerpt keeps it readable once deleted. */
    insertCommentReport: (
      comment: { id: number; excerpt: string },
      livery: { id: number; title: string },
      reporterId: number,
      input: CommentReportInput,
    ) =>
      db
        .insertInto('report')
        .values({
          livery_id: livery.id,
          livery_title: livery.title,
          reporter_id: reporterId,
          reason: input.reason,
          comment: input.comment,
          target: 'comment',
          comment_id: comment.id,
          comment_excerpt: comment.excerpt,
        })
        .returning('id')
        .executeTakeFirstOrThrow(),

    /** A collection report keeps the collection's name where a livery report keeps the title. */
    insertCollectionReport: (
      collection: { id: number; name: string },
      reporterId: number,
      input: CollectionReportInput,
    ) =>
      db
        .insertInto('report')
        .values({
          livery_id: null,
          livery_title: collection.name,
          reporter_id: reporterId,
          reason: input.reason,
          comment: input.comment,
          target: 'collection',
          collection_id: collection.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow(),

    /** The livery's title is kept with the report, so it still reads after the livery is gone. */
    insert: (livery: { id: number; title: string }, reporterId: number, input: ReportInput) =>
      db
        .insertInto('report')
        .values({
          livery_id: livery.id,
          livery_title: livery.title,
          reporter_id: reporterId,
          reason: input.reason,
          comment: input.comment,
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
  };
}

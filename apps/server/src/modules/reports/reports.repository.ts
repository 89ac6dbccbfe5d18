import type { ReportInput } from '@paddock/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

const OPEN_STATUSES = ['Pending', 'UnderInvestigation'];

/** SQL of members' reports. */
export function createReportsRepository(db: Kysely<Database>) {
  return {
    findLivery: (liveryId: number) =>
      db.selectFrom('livery').select(['id', 'title']).where('id', '=', liveryId).executeTakeFirst(),

    async hasOpenReport(liveryId: number, reporterId: number): Promise<boolean> {
      const open = await db
        .selectFrom('report')
        .select('id')
        .where('livery_id', '=', liveryId)
        .where('reporter_id', '=', reporterId)
        .where('status', 'in', OPEN_STATUSES)
        .where('target', '=', 'livery')
        .executeTakeFirst();
      return open !== undefined;
    },

    async hasOpenCommentReport(commentId: number, reporterId: number): Promise<boolean> {
      const open = await db
        .selectFrom('report')
        .select('id')
        .where('comment_id', '=', commentId)
        .where('reporter_id', '=', reporterId)
        .where('status', 'in', OPEN_STATUSES)
        .where('target', '=', 'comment')
        .executeTakeFirst();
      return open !== undefined;
    },

    /** A comment report names the comment's livery too; the excerpt keeps it readable once deleted. */
    insertCommentReport: (
      comment: { id: number; excerpt: string },
      livery: { id: number; title: string },
      reporterId: number,
      input: ReportInput,
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

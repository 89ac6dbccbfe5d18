import type { CommentReportInput, ReportInput } from '@paddock/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

const OPEN_STATUSES = ['Pending', 'UnderInvestigation'];

/** SQL of members' reports. */
export function createReportsRepository(db: Kysely<Database>) {
  return {
    findLivery: (liveryId: number) =>
      db.selectFrom('livery').select(['id', 'title']).where('id', '=', liveryId).executeTakeFirst(),

    /** Whether this member already has an open report of this livery or comment (one at a time each). */
    async hasOpenReport(target: { livery: number } | { comment: number }, reporterId: number): Promise<boolean> {
      const open = await db
        .selectFrom('report')
        .select('id')
        .$call((q) =>
          'livery' in target
            ? q.where('livery_id', '=', target.livery).where('target', '=', 'livery')
            : q.where('comment_id', '=', target.comment).where('target', '=', 'comment'),
        )
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

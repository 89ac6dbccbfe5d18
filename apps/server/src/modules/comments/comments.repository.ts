import type { CommentOrder } from '@paddock/contract';
import { type Kysely, sql } from 'kysely';
import { type Dialect, shownNameSql } from '../../db/dialect';
import { prepareQuery } from '../../db/prepared';
import type { Database } from '../../db/schema';

/** A comment row with its author's shown name and its livery's uploader (for the hide rule). */
export interface CommentRow {
  id: number;
  liveryId: number;
  parentId: number | null;
  authorId: number | null;
  authorUsername: string | null;
  body: string;
  createdAt: Date | string;
  editedAt: Date | string | null;
  hiddenAt: Date | string | null;
  /** Who hid it: an administrator's hide is theirs alone to undo. */
  hiddenById: number | null;
  deletedAt: Date | string | null;
  liveryUploaderId: number | null;
}

/** SQL of comments. */
export function createCommentsRepository(db: Kysely<Database>, dialect: Dialect) {
  const rows = () =>
    db
      .selectFrom('livery_comment as c')
      .innerJoin('livery as l', 'l.id', 'c.livery_id')
      .leftJoin('user as u', 'u.id', 'c.author_id')
      .select([
        'c.id',
        'c.livery_id as liveryId',
        'c.parent_id as parentId',
        'c.author_id as authorId',
        shownNameSql('u').as('authorUsername'),
        'c.body',
        'c.created_at as createdAt',
        'c.edited_at as editedAt',
        'c.hidden_at as hiddenAt',
        'c.hidden_by_id as hiddenById',
        'c.deleted_at as deletedAt',
        'l.uploader_id as liveryUploaderId',
      ]);

  /** A livery's number of top-level comments, or no row when there is no such livery: one probe per page. */
  const threadCountOfLivery = prepareQuery(db, (liveryId: number) =>
    db
      .selectFrom('livery as l')
      .select((eb) =>
        eb
          .selectFrom('livery_comment as c')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('c.livery_id', '=', 'l.id')
          .where('c.parent_id', 'is', null)
          .as('threads'),
      )
      .where('l.id', '=', liveryId),
  );

  return {
    /** How many top-level comments the livery has; undefined when it does not exist. */
    async threadCountOf(liveryId: number): Promise<number | undefined> {
      const [row] = await threadCountOfLivery(liveryId);
      return row && Number(row.threads);
    },

    findLivery: (liveryId: number) =>
      db.selectFrom('livery').select(['id', 'uploader_id as uploaderId']).where('id', '=', liveryId).executeTakeFirst(),

    findById: (id: number) => rows().where('c.id', '=', id).executeTakeFirst() as Promise<CommentRow | undefined>,

    /** One page of a livery's top-level comments (index livery_comment_thread). */
    threads: (liveryId: number, order: CommentOrder, limit: number, offset: number) => {
      const direction = order === 'newest' ? 'desc' : 'asc';
      return rows()
        .where('c.livery_id', '=', liveryId)
        .where('c.parent_id', 'is', null)
        .orderBy('c.created_at', direction)
        .orderBy('c.id', direction)
        .limit(limit)
        .offset(offset)
        .execute() as Promise<CommentRow[]>;
    },

    /**
     * The oldest `perThread` replies of each of these comments, oldest first (index
     * livery_comment_parent): a thread of 50 replies no longer comes whole with its page.
     */
    async firstReplies(parentIds: readonly number[], perThread: number): Promise<CommentRow[]> {
      if (parentIds.length === 0) return [];
      const ranked = rows()
        .select(sql<number>`row_number() over (partition by c.parent_id order by c.created_at, c.id)`.as('replyRank'))
        .where('c.parent_id', 'in', parentIds)
        .as('r');
      const found = await db
        .selectFrom(ranked)
        .selectAll()
        .where('r.replyRank', '<=', perThread)
        .orderBy('r.parentId')
        .orderBy('r.replyRank')
        .execute();
      return found.map(({ replyRank: _rank, ...row }) => row as CommentRow);
    },

    /** How many replies each of these comments has. */
    async replyCounts(parentIds: readonly number[]): Promise<Map<number, number>> {
      if (parentIds.length === 0) return new Map();
      const counted = await db
        .selectFrom('livery_comment')
        .select(['parent_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('parent_id', 'in', parentIds)
        .groupBy('parent_id')
        .execute();
      return new Map(counted.map((r) => [r.parent_id as number, Number(r.n)]));
    },

    /** One page of a comment's replies, oldest first, after the first `offset`. */
    repliesOf: (parentId: number, offset: number, limit: number) =>
      rows()
        .where('c.parent_id', '=', parentId)
        .orderBy('c.created_at', 'asc')
        .orderBy('c.id', 'asc')
        .limit(limit)
        .offset(offset)
        .execute() as Promise<CommentRow[]>,

    insert: (row: { liveryId: number; parentId: number | null; authorId: number; body: string }) =>
      db
        .insertInto('livery_comment')
        .values({
          livery_id: row.liveryId,
          parent_id: row.parentId,
          author_id: row.authorId,
          body: row.body,
          created_at: dialect.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow(),

    updateBody: (id: number, body: string) =>
      db.updateTable('livery_comment').set({ body, edited_at: dialect.now() }).where('id', '=', id).execute(),

    setHidden: (id: number, hiddenById: number | null) =>
      db
        .updateTable('livery_comment')
        .set(
          hiddenById === null
            ? { hidden_at: null, hidden_by_id: null }
            : { hidden_at: dialect.now(), hidden_by_id: hiddenById },
        )
        .where('id', '=', id)
        .execute(),

    /**
     * Holds a comment's row until the transaction ends (PostgreSQL; SQLite writes one at a time),
     * so a reply and the deletion of its parent take turns; false when it is gone.
     */
    async lock(id: number): Promise<boolean> {
      if (dialect.kind !== 'postgres') return true;
      const rows = await db.selectFrom('livery_comment').select('id').where('id', '=', id).forUpdate().execute();
      return rows.length > 0;
    },

    async replyCountOf(id: number): Promise<number> {
      const row = await db
        .selectFrom('livery_comment')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('parent_id', '=', id)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async hasReplies(id: number): Promise<boolean> {
      const row = await db.selectFrom('livery_comment').select('id').where('parent_id', '=', id).executeTakeFirst();
      return row !== undefined;
    },

    /** Keeps the thread: the body and author go, the row stays as "Comment deleted". */
    tombstone: (id: number) =>
      db
        .updateTable('livery_comment')
        .set({ body: '', author_id: null, deleted_at: dialect.now(), hidden_at: null, hidden_by_id: null })
        .where('id', '=', id)
        .execute(),

    delete: (id: number) => db.deleteFrom('livery_comment').where('id', '=', id).execute(),

    /** A deleted top-level comment whose last reply went goes too. */
    deleteBareTombstone: (id: number) =>
      db
        .deleteFrom('livery_comment')
        .where('id', '=', id)
        .where('deleted_at', 'is not', null)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb.selectFrom('livery_comment as r').select('r.id').whereRef('r.parent_id', '=', 'livery_comment.id'),
            ),
          ),
        )
        .execute(),
  };
}

export type CommentsRepository = ReturnType<typeof createCommentsRepository>;

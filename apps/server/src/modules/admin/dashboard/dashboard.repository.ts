import { type Kysely, sql } from 'kysely';
import { type Dialect, shownNameSql } from '../../../db/dialect';
import type { Database } from '../../../db/schema';

/** SQL behind the admin dashboard: totals, per-day counts, top classes and recent events. */
export function createDashboardRepository(db: Kysely<Database>, dialect: Dialect) {
  const count = async (table: 'user' | 'livery') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  return {
    /** Issue 19: comments not deleted, all and since `since` (index livery_comment_created). */
    async comments(since: Date) {
      const live = () =>
        db
          .selectFrom('livery_comment')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('deleted_at', 'is', null);
      const [all, recent] = await Promise.all([
        live().executeTakeFirstOrThrow(),
        live().where('created_at', '>=', dialect.timestamp(since)).executeTakeFirstOrThrow(),
      ]);
      return { total: Number(all.n), recent: Number(recent.n) };
    },

    async totals() {
      const [users, liveries, downloads, pending] = await Promise.all([
        count('user'),
        count('livery'),
        db.selectFrom('livery').select(sql<number>`coalesce(sum(download_count), 0)`.as('n')).executeTakeFirstOrThrow(),
        db
          .selectFrom('report')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('status', '=', 'Pending')
          .executeTakeFirstOrThrow(),
      ]);
      return { users, liveries, downloads: Number(downloads.n), pending: Number(pending.n) };
    },

    /** Rows per UTC day since `from`; days without rows are simply absent. */
    async perDay(table: 'user' | 'livery', from: Date): Promise<Map<string, number>> {
      const column = table === 'user' ? sql.ref<Date | string>('created_at') : sql.ref<Date | string>('upload_date');
      const day = dialect.utcDay(column);
      const rows = await db
        .selectFrom(table)
        .select([day.as('day'), (eb) => eb.fn.countAll<number>().as('n')])
        .where(column, '>=', dialect.timestamp(from))
        .groupBy(day)
        .execute();
      return new Map(rows.map((r) => [r.day, Number(r.n)]));
    },

    topCarClasses: (limit: number) =>
      db
        .selectFrom('livery as l')
        .innerJoin('car_model as m', 'm.id', 'l.car_model_id')
        .innerJoin('car_class as c', 'c.id', 'm.car_class_id')
        .select(['c.name', (eb) => eb.fn.countAll<number>().as('count')])
        .groupBy(['c.id', 'c.name'])
        .orderBy('count', 'desc')
        .orderBy('c.name')
        .limit(limit)
        .execute(),

    recentAudit: (limit: number) =>
      db
        .selectFrom('audit_event as e')
        .leftJoin('user as u', 'u.id', 'e.actor_id')
        .select([
          'e.id',
          'e.target_type as targetType',
          'e.summary',
          'e.created_at as createdAt',
          shownNameSql('u').as('actor'),
        ])
        .where('e.target_type', 'in', ['user', 'livery', 'report'])
        .orderBy('e.created_at', 'desc')
        .orderBy('e.id', 'desc')
        .limit(limit)
        .execute(),

    recentSignUps: (limit: number) =>
      db
        .selectFrom('user')
        .select(['id', shownNameSql('user', { orAccountName: true }).as('username'), 'created_at as createdAt'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),

    recentUploads: (limit: number) =>
      db
        .selectFrom('livery as l')
        .leftJoin('user as u', 'u.id', 'l.uploader_id')
        .select(['l.id', 'l.title', 'l.upload_date as createdAt', shownNameSql('u').as('author')])
        .orderBy('l.upload_date', 'desc')
        .orderBy('l.id', 'desc')
        .limit(limit)
        .execute(),

    recentReports: (limit: number) =>
      db
        .selectFrom('report')
        .select(['id', 'livery_title as title', 'target', 'reason', 'created_at as createdAt'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),
  };
}

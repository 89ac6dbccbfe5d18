import type { AuditQuery } from '@paddock/contract';
import type { Kysely } from 'kysely';
import { containsText, type Dialect, dayStart, shownNameSql } from '../../db/dialect';
import type { Database } from '../../db/schema';

export interface AuditEntry {
  actorId: number | null;
  action: string;
  targetType: string;
  targetId: string | number | null;
  summary: string;
}

export interface AuditRow {
  id: number;
  createdAt: Date | string;
  actorId: number | null;
  actorUsername: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  summary: string;
}

/** Admin actions and notable events, kept for the dashboard's recent activity and for accountability. */
export function createAuditRepository(db: Kysely<Database>) {
  return {
    record: (entry: AuditEntry) =>
      db
        .insertInto('audit_event')
        .values({
          actor_id: entry.actorId,
          action: entry.action,
          target_type: entry.targetType,
          target_id: entry.targetId === null ? null : String(entry.targetId),
          summary: entry.summary,
        })
        .execute(),
  };
}

/** The Audit log page's reads (issue 34 §22): newest first, filtered by actor, action and days. */
export function createAuditReads(db: Kysely<Database>, dialect: Dialect) {
  function filtered(f: AuditQuery) {
    let q = db.selectFrom('audit_event as e').leftJoin('user as u', 'u.id', 'e.actor_id');
    if (f.actor) {
      const term = f.actor;
      q = q.where((eb) =>
        eb.or([containsText(eb.ref('u.username'), term), containsText(eb.ref('u.display_username'), term)]),
      );
    }
    // An area takes all its actions; the schema allows letters and one dot only, so no wildcard slips in.
    const action = f.action;
    if (action)
      q = q.where((eb) => (action.includes('.') ? eb('e.action', '=', action) : eb('e.action', 'like', `${action}.%`)));
    if (f.dateFrom) q = q.where('e.created_at', '>=', dialect.timestamp(dayStart(f.dateFrom)));
    if (f.dateTo) q = q.where('e.created_at', '<', dialect.timestamp(dayStart(f.dateTo, 1)));
    return q;
  }

  return {
    async list(query: AuditQuery): Promise<{ rows: AuditRow[]; total: number }> {
      const q = filtered(query);
      const [countRow, rows] = await Promise.all([
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
        q
          .select([
            'e.id',
            'e.created_at as createdAt',
            'e.actor_id as actorId',
            shownNameSql('u').as('actorUsername'),
            'e.action',
            'e.target_type as targetType',
            'e.target_id as targetId',
            'e.summary',
          ])
          .orderBy('e.created_at', 'desc')
          .orderBy('e.id', 'desc')
          .limit(query.pageSize)
          .offset((query.pageNumber - 1) * query.pageSize)
          .execute() as Promise<AuditRow[]>,
      ]);
      return { rows, total: Number(countRow.n) };
    },
  };
}

import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface AuditEntry {
  actorId: number | null;
  action: string;
  targetType: string;
  targetId: string | number | null;
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

import type { AuditPage, AuditQuery } from '@paddock/contract';
import type { Kysely } from 'kysely';
import { type Dialect, toIso } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { type AuditEntry, createAuditReads, createAuditRepository } from './audit.repository';

export type { AuditEntry };

/**
 * The audit log as other modules use it: they record what happened, inside their own
 * transaction when they pass one, and never touch its table.
 */
export function createAuditLog(db: Kysely<Database>) {
  const repo = createAuditRepository(db);
  return {
    record: repo.record,
  };
}

/** The admin Audit log page (issue 34 §22): one page of entries, who, what and when. */
export function createAuditQueries(db: Kysely<Database>, dialect: Dialect) {
  const reads = createAuditReads(db, dialect);
  return {
    async list(query: AuditQuery): Promise<AuditPage> {
      const { rows, total } = await reads.list(query);
      return {
        items: rows.map((r) => ({
          id: r.id,
          createdAt: toIso(r.createdAt),
          actor: r.actorId === null ? null : { id: r.actorId, username: r.actorUsername ?? `user-${r.actorId}` },
          action: r.action,
          targetType: r.targetType,
          targetId: r.targetId,
          summary: r.summary,
        })),
        totalCount: total,
        totalPages: Math.ceil(total / query.pageSize),
      };
    },
  };
}

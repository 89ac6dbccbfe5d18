import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type AuditEntry, createAuditRepository } from './audit.repository';

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

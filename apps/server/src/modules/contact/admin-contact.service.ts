import type { AdminContactMessage, AdminContactQuery } from '@paddock/contract';
import type { Viewer } from '../../auth/guards';
import type { Db } from '../../db/database';
import { toIso } from '../../db/dialect';
import { AppError } from '../../lib/app-error';
import { createAuditLog } from '../audit/audit.service';
import { type ContactRow, createAdminContactRepository } from './admin-contact.repository';

const toMessage = (r: ContactRow): AdminContactMessage => ({
  id: r.id,
  name: r.name,
  email: r.email,
  subject: r.subject,
  message: r.message,
  userId: r.user_id,
  includeUserInfo: r.include_user_info === true || r.include_user_info === 1,
  status: r.status as AdminContactMessage['status'],
  createdAt: toIso(r.created_at),
});

/** The admins' inbox of contact-form messages (stored by modules/contact). */
export function createAdminContactService(db: Db) {
  const read = createAdminContactRepository(db.kysely);
  return {
    async list(query: AdminContactQuery) {
      const { rows, total } = await read.list(query);
      return { items: rows.map(toMessage), totalCount: total, totalPages: Math.ceil(total / query.pageSize) };
    },
    async setStatus(viewer: Viewer, id: number, status: AdminContactMessage['status']): Promise<AdminContactMessage> {
      const before = await read.findById(id);
      if (!before) throw AppError.notFound('Message not found.');
      await db.kysely.transaction().execute(async (trx) => {
        await createAdminContactRepository(trx).setStatus(id, status);
        await createAuditLog(trx).record({
          actorId: viewer.id,
          action: `contact.${status}`,
          targetType: 'contact',
          targetId: id,
          summary: `${viewer.username} marked contact message #${id} as ${status}`,
        });
      });
      const after = await read.findById(id);
      if (!after) throw AppError.notFound('Message not found.');
      return toMessage(after);
    },
  };
}

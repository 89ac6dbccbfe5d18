import {
  ADMIN_MESSAGES,
  type AdminLiveriesQuery,
  type AdminLiveryBulk,
  type AdminLiveryUpdate,
  type LiveryListItem,
  type LiveryPage,
} from '@paddock/contract';
import type { Viewer } from '../../auth/guards';
import { AppError } from '../../lib/app-error';
import type { AppDeps } from '../../lib/deps';
import { createAuditLog } from '../audit/audit.service';
import { createAdminLiveriesRepository } from './admin-liveries.repository';
import { toListItems } from './liveries.mapper';
import { LIVERY_NOT_FOUND } from './liveries.service';
import { createLiveryWritesService } from './livery-writes.service';
import type { LiveryListRow } from './repository/liveries.repository';

const m = ADMIN_MESSAGES;

/** Admin livery management: a wider list, title/model edits, bulk delete, model change and tagging. */
export function createAdminLiveriesService({ db, dialect, storage, log }: AppDeps) {
  const read = createAdminLiveriesRepository(db.kysely, dialect);
  const manage = createLiveryWritesService(db, storage, log);
  const listItems = (rows: LiveryListRow[]) => toListItems(rows, storage);

  async function item(id: number): Promise<LiveryListItem> {
    const row = await read.findById(id);
    if (!row) throw AppError.notFound(LIVERY_NOT_FOUND);
    const [out] = await listItems([row]);
    if (!out) throw AppError.notFound(LIVERY_NOT_FOUND);
    return out;
  }

  async function requireModel(id: number): Promise<void> {
    if (!(await read.modelExists(id))) throw AppError.badRequest(m.carModelNotFound, 'UNKNOWN_CAR_MODEL');
  }

  return {
    async list(query: AdminLiveriesQuery): Promise<LiveryPage> {
      const { rows, total } = await read.list(query);
      const items = await listItems(rows);
      return { items, totalCount: total, totalPages: Math.ceil(total / query.pageSize) };
    },

    async update(viewer: Viewer, id: number, input: AdminLiveryUpdate): Promise<LiveryListItem> {
      const before = await item(id);
      if (input.carModelId !== undefined) await requireModel(input.carModelId);
      await db.kysely.transaction().execute(async (trx) => {
        await createAdminLiveriesRepository(trx, dialect).update([id], input);
        const changes = [
          input.title !== undefined && input.title !== before.title ? `title to "${input.title}"` : null,
          input.carModelId !== undefined ? `car model to #${input.carModelId}` : null,
        ].filter(Boolean);
        await createAuditLog(trx).record({
          actorId: viewer.id,
          action: 'livery.update',
          targetType: 'livery',
          targetId: id,
          summary: `${viewer.username} changed livery "${before.title}": ${changes.join(', ') || 'no change'}`,
        });
      });
      return item(id);
    },

    async bulk(viewer: Viewer, input: AdminLiveryBulk): Promise<{ updated: number }> {
      const ids = [...new Set(input.ids)];
      const titles = await read.titlesOf(ids);
      const missing = ids.filter((id) => !titles.has(id));
      if (missing.length > 0) throw AppError.notFound(m.liveriesNotFound(missing));

      if (input.action === 'delete') {
        // The owner/admin deletion for the whole batch at once: rows and audit events in one
        // transaction, then the files.
        await manage.removeMany(viewer, ids);
        return { updated: ids.length };
      }
      let describe: (title: string) => string;
      if (input.action === 'changeModel') {
        const carModelId = input.carModelId as number;
        await requireModel(carModelId);
        describe = (title) => `${viewer.username} moved livery "${title}" to car model #${carModelId}`;
      } else {
        const tagName = await read.tagName(input.tagId as number);
        if (tagName === undefined) throw AppError.badRequest(m.tagNotFound, 'UNKNOWN_TAG');
        describe = (title) => `${viewer.username} tagged livery "${title}" with "${tagName}"`;
      }
      await db.kysely.transaction().execute(async (trx) => {
        const repo = createAdminLiveriesRepository(trx, dialect);
        if (input.action === 'changeModel') await repo.update(ids, { carModelId: input.carModelId });
        else await repo.addTag(ids, input.tagId as number);
        const audit = createAuditLog(trx);
        for (const id of ids) {
          await audit.record({
            actorId: viewer.id,
            action: `livery.${input.action}`,
            targetType: 'livery',
            targetId: id,
            summary: describe(titles.get(id) ?? ''),
          });
        }
      });
      return { updated: ids.length };
    },
  };
}

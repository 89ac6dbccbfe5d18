import { creditChanged, type LiveryUpdate, LIVERY_INPUT_MESSAGES as m, REGIONS, regionsInMap } from '@paddock/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { assertOwnerOrAdmin, type Viewer } from '../../auth/guards';
import type { Db } from '../../db/database';
import { createDialect } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Storage } from '../../storage/storage';
import { createAuditLog } from '../audit/audit.service';
import { recordWebhookEvent } from '../webhooks/webhook-events.service';
import { createLiveryCreditRepository } from './credit/livery-credit.repository';
import { resolveCredit, writeCredit } from './credit/livery-credit.service';
import { LIVERY_NOT_FOUND } from './liveries.service';
import { resolveCatalogue } from './livery-catalogue';
import { createLiveryPreviewRepository } from './livery-preview.repository';
import { createLiveryWritesRepository } from './livery-writes.repository';
import { checkRegionCoverage } from './upload/upload-region-check';

export const DELETE_NOT_ALLOWED = 'Cannot delete this livery.';

/** Editing (uploader only) and deleting (uploader or admin) a livery. */
export function createLiveryWritesService(db: Db, storage: Storage, log: FastifyBaseLogger) {
  const dialect = createDialect(db.kind);

  /** The livery's uploader and title; `lock`: its row held until the caller's transaction ends. */
  async function ownerOf(
    kysely: Kysely<Database>,
    id: number,
    { lock = false } = {},
  ): Promise<{ uploaderId: number | null; title: string }> {
    const row = await createLiveryWritesRepository(kysely).findOwner(id, { lock });
    if (!row) throw AppError.notFound(LIVERY_NOT_FOUND);
    return { uploaderId: row.uploader_id, title: row.title };
  }

  /**
   * Rows first, in one transaction: a batch is removed whole or not at all (one livery missing,
   * already deleted by someone else, or not the viewer's leaves every other one in place). Then
   * the files, which nothing references any more.
   */
  async function removeMany(
    viewer: Viewer,
    ids: readonly number[],
    options: { alsoInTransaction?: (trx: Kysely<Database>) => Promise<void> } = {},
  ): Promise<void> {
    const keys = await db.kysely.transaction().execute(async (trx) => {
      // What the removal answers (a possible-copy case, issue 36) is written with it or not at all.
      await options.alsoInTransaction?.(trx);
      const writes = createLiveryWritesRepository(trx);
      const audit = createAuditLog(trx);
      const objectKeys: string[] = [];
      for (const id of ids) {
        // Locked (PostgreSQL): a new version publishing meanwhile (it locks the row too) lands
        // before the files to remove are read, or fails after the deletion; its files never stay behind.
        const { uploaderId, title } = await ownerOf(trx, id, { lock: db.kind === 'postgres' });
        assertOwnerOrAdmin(viewer, uploaderId, DELETE_NOT_ALLOWED);
        objectKeys.push(...(await writes.objectKeysOf(id)));
        // Before the rows go: the collections holding it are found through its entries.
        await recordWebhookEvent(trx, db.kind, { kind: 'livery.removed', liveryId: id });
        await writes.deleteLivery(id);
        // Every admin deletion is an admin action, their own liveries included (the admin panel's
        // bulk delete makes no difference between them); a member removing their own is not.
        if (viewer.role === 'admin') {
          await audit.record({
            actorId: viewer.id,
            action: 'livery.delete',
            targetType: 'livery',
            targetId: id,
            summary: `Deleted livery "${title}"`,
          });
        }
      }
      return objectKeys;
    });
    // A failure here leaves unreferenced objects, which the start-up sweep removes.
    await storage.deleteMany(keys).catch((error) => log.error({ err: error, keys }, 'could not delete livery files'));
  }

  return {
    async update(viewer: Viewer, id: number, input: LiveryUpdate): Promise<void> {
      const { uploaderId } = await ownerOf(db.kysely, id);
      if (uploaderId !== viewer.id) throw AppError.forbidden(m.notUploader, 'NOT_UPLOADER');
      const { carModelId } = await resolveCatalogue(db, input);
      // The regions its region map holds (issue 18); all five for a livery uploaded before shares were stored.
      const shares = await createLiveryPreviewRepository(db.kysely).findShares(id);
      checkRegionCoverage(shares ? regionsInMap(shares) : REGIONS, input.regionConfigurations);
      // Issue 36: the credit is replaced only when the body speaks of it; the switch only when sent.
      const credit = creditChanged(input)
        ? await resolveCredit(db.kysely, viewer, input, {
            liveryId: id,
            currentOriginal: await createLiveryCreditRepository(db.kysely).basedOnOf(id),
          })
        : undefined;
      const allow = input.allowDerivatives === undefined ? undefined : dialect.bool(input.allowDerivatives);
      await db.kysely.transaction().execute(async (trx) => {
        const writes = createLiveryWritesRepository(trx);
        await writes.updateDetails(
          id,
          { title: input.title, description: input.description, carModelId },
          dialect.now(),
        );
        await writes.replaceTags(id, input.tagIds);
        await writes.replaceRegions(id, input.regionConfigurations);
        await writeCredit(trx, id, credit, allow);
      });
    },

    remove: (viewer: Viewer, id: number) => removeMany(viewer, [id]),
    removeMany,
  };
}

import {
  COLLECTION_LIMITS,
  COLLECTION_MESSAGES,
  type CollectionCreate,
  type CollectionDetail,
  type CollectionEntriesUpdate,
  type CollectionEntryUpdate,
  type CollectionSummary,
  type CollectionUpdate,
  type CollectionVisibility,
  type MyCollection,
} from '@paddock/contract';
import type { Viewer } from '../../auth/guards';
import type { Db } from '../../db/database';
import { createDialect, toIso } from '../../db/dialect';
import { AppError } from '../../lib/app-error';
import type { Storage } from '../../storage/storage';
import { createAuditLog } from '../audit/audit.service';
import { createLiveryReadService } from '../liveries/liveries.service';
import { resolveOpenReportsOfCollection } from '../reports/admin-reports.service';
import { type CollectionRow, type CollectionsRepository, createCollectionsRepository } from './collections.repository';

const notFound = () => AppError.notFound(COLLECTION_MESSAGES.notFound);
const ONLY_OWNER = 'Only the owner of this collection can change it.';

/**
 * Members' collections of liveries. A private collection is answered 404 to everyone but its
 * owner (admins included: nothing there is anyone else's business, and a 403 would tell that it
 * exists). Entry writes run in one transaction on the locked collection row, and the entry count
 * is kept by triggers (migration 0016), so it always equals the rows.
 */
export function createCollectionsService(db: Db, storage: Storage) {
  const repo = createCollectionsRepository(db.kysely);
  const liveries = createLiveryReadService(db, storage);

  async function toSummary(row: CollectionRow): Promise<CollectionSummary> {
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      visibility: row.visibility as CollectionVisibility,
      isLeaguePack: Boolean(row.isLeaguePack),
      entryCount: Number(row.entryCount),
      ownerId: row.ownerId,
      ownerUsername: row.ownerUsername,
      createdAt: toIso(row.createdAt),
      updatedAt: toIso(row.updatedAt),
      coverUrl: row.coverKey ? await storage.publicUrl(row.coverKey) : null,
    };
  }

  /** The collection as `viewer` may see it: its owner always, anyone when public. */
  async function visible(id: number, viewer: Viewer | null): Promise<CollectionRow> {
    const row = await repo.find(id);
    if (!row) throw notFound();
    if (row.visibility !== 'public' && row.ownerId !== viewer?.id) throw notFound();
    return row;
  }

  async function owned(id: number, viewer: Viewer): Promise<CollectionRow> {
    const row = await visible(id, viewer);
    if (row.ownerId !== viewer.id) throw AppError.forbidden(ONLY_OWNER);
    return row;
  }

  async function detail(id: number, viewer: Viewer | null): Promise<CollectionDetail> {
    const row = await visible(id, viewer);
    const entries = await repo.entries(id);
    const cards = new Map((await liveries.inOrder(entries.map((e) => e.liveryId))).map((c) => [c.id, c]));
    return {
      ...(await toSummary(row)),
      isOwner: row.ownerId === viewer?.id,
      entries: entries.flatMap((e) => {
        const livery = cards.get(e.liveryId);
        if (!livery) return [];
        return [
          {
            position: e.position,
            carNumber: e.carNumber,
            driverOrTeam: e.driverOrTeam,
            addedAt: toIso(e.addedAt),
            livery,
          },
        ];
      }),
    };
  }

  /** Runs an entry write on the owner's locked collection, then touches it. */
  async function writeEntries(
    viewer: Viewer,
    id: number,
    write: (trx: CollectionsRepository, entryCount: number) => Promise<void>,
  ): Promise<CollectionDetail> {
    await owned(id, viewer);
    await db.kysely.transaction().execute(async (trx) => {
      const txRepo = createCollectionsRepository(trx);
      const locked = await txRepo.lock(id);
      if (!locked || locked.ownerId !== viewer.id) throw notFound();
      await write(txRepo, Number(locked.entryCount));
      await txRepo.touch(id);
    });
    return detail(id, viewer);
  }

  return {
    detail,
    toSummary,
    visible,

    async create(viewer: Viewer, input: CollectionCreate): Promise<CollectionSummary> {
      const id = await db.kysely.transaction().execute(async (trx) => {
        const txRepo = createCollectionsRepository(trx);
        await txRepo.lockOwner(viewer.id);
        if ((await txRepo.countByOwner(viewer.id)) >= COLLECTION_LIMITS.perMember)
          throw AppError.conflict(COLLECTION_MESSAGES.tooManyCollections, 'TOO_MANY_COLLECTIONS');
        return (await txRepo.insert(viewer.id, input)).id;
      });
      return toSummary((await repo.find(id)) as CollectionRow);
    },

    async mine(viewer: Viewer, liveryId?: number): Promise<MyCollection[]> {
      const rows = await repo.byOwner(viewer.id);
      const summaries = await Promise.all(rows.map(toSummary));
      if (liveryId === undefined) return summaries;
      const holding = await repo.holding(
        rows.map((r) => r.id),
        liveryId,
      );
      return summaries.map((s) => ({ ...s, containsLivery: holding.has(s.id) }));
    },

    async publicOf(userId: number): Promise<CollectionSummary[]> {
      return Promise.all((await repo.publicByOwner(userId)).map(toSummary));
    },

    async update(viewer: Viewer, id: number, input: CollectionUpdate): Promise<CollectionSummary> {
      await owned(id, viewer);
      await repo.update(id, input);
      return toSummary((await repo.find(id)) as CollectionRow);
    },

    /**
     * The owner deletes their collection; an admin removes another member's public one (an
     * offensive name or description), recorded in the audit log. Private ones stay 404 to admins.
     */
    async remove(viewer: Viewer, id: number): Promise<void> {
      const row = await visible(id, viewer);
      const moderating = row.ownerId !== viewer.id;
      if (moderating && viewer.role !== 'admin') throw AppError.forbidden(ONLY_OWNER);
      await db.kysely.transaction().execute(async (trx) => {
        // An admin's removal answers the collection's open reports (issue 34 §17); an owner's own
        // deletion leaves them for the moderators to see.
        if (moderating) await resolveOpenReportsOfCollection(trx, createDialect(db.kind), viewer, id);
        await createCollectionsRepository(trx).delete(id);
        if (moderating)
          await createAuditLog(trx).record({
            actorId: viewer.id,
            action: 'collection.delete',
            targetType: 'collection',
            targetId: id,
            summary: `${viewer.username} removed the public collection "${row.name}" of ${row.ownerUsername ?? 'a deleted member'}`,
          });
      });
    },

    addEntry: (viewer: Viewer, id: number, liveryId: number) =>
      writeEntries(viewer, id, async (trx, entryCount) => {
        if (!(await trx.liveryExists(liveryId))) throw AppError.notFound(COLLECTION_MESSAGES.liveryNotFound);
        if (entryCount >= COLLECTION_LIMITS.entriesMax)
          throw AppError.conflict(COLLECTION_MESSAGES.collectionFull, 'COLLECTION_FULL');
        // ON CONFLICT DO NOTHING: a livery already there inserts no row.
        const inserted = await trx.insertEntry(id, liveryId, await trx.nextPosition(id));
        if (Number(inserted?.numInsertedOrUpdatedRows ?? 0) === 0)
          throw AppError.conflict(COLLECTION_MESSAGES.alreadyInCollection, 'ALREADY_IN_COLLECTION');
      }),

    removeEntry: (viewer: Viewer, id: number, liveryId: number) =>
      writeEntries(viewer, id, async (trx) => {
        if (!(await trx.deleteEntry(id, liveryId))) throw AppError.notFound(COLLECTION_MESSAGES.entryNotFound);
      }),

    updateEntry: (viewer: Viewer, id: number, liveryId: number, input: CollectionEntryUpdate) =>
      writeEntries(viewer, id, async (trx) => {
        if (!(await trx.updateEntry(id, liveryId, input))) throw AppError.notFound(COLLECTION_MESSAGES.entryNotFound);
      }),

    /**
     * The league-pack grid at once: every row must be an entry of the collection, else none is
     * saved and each stranger row gets its own error (a livery removed in another tab).
     */
    updateEntries: (viewer: Viewer, id: number, rows: CollectionEntriesUpdate['entries']) =>
      writeEntries(viewer, id, async (trx) => {
        const current = new Set((await trx.entries(id)).map((e) => e.liveryId));
        const errors = rows.flatMap((row, index) =>
          current.has(row.liveryId)
            ? []
            : [{ path: `entries.${index}.liveryId`, message: COLLECTION_MESSAGES.entryNotFound }],
        );
        if (errors.length > 0) throw new AppError(404, 'NOT_FOUND', COLLECTION_MESSAGES.entryNotFound, errors);
        for (const { liveryId, ...fields } of rows) await trx.updateEntry(id, liveryId, fields);
      }),

    /** The new order must name exactly the current entries, each once. */
    reorder: (viewer: Viewer, id: number, liveryIds: readonly number[]) =>
      writeEntries(viewer, id, async (trx) => {
        const current = new Set((await trx.entries(id)).map((e) => e.liveryId));
        const given = new Set(liveryIds);
        const same =
          given.size === liveryIds.length && given.size === current.size && liveryIds.every((l) => current.has(l));
        if (!same) throw AppError.badRequest(COLLECTION_MESSAGES.orderMismatch, 'ORDER_MISMATCH');
        for (const [position, liveryId] of liveryIds.entries()) await trx.setPosition(id, liveryId, position);
      }),
  };
}

export type CollectionsService = ReturnType<typeof createCollectionsService>;

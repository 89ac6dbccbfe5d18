import type { Kysely } from 'kysely';
import { toIso } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { createCollectionsRepository } from './collections.repository';

/**
 * What the account module needs of a member's collections: the GDPR export reads them, erasure
 * (deletion and anonymisation alike) removes them inside its transaction.
 */
export function createCollectionsOfAccount(db: Kysely<Database>) {
  const repo = createCollectionsRepository(db);
  return {
    async exportOf(userId: number) {
      const rows = await repo.byOwner(userId);
      return Promise.all(
        rows.map(async (c) => ({
          id: c.id,
          name: c.name,
          description: c.description,
          visibility: c.visibility,
          isLeaguePack: Boolean(c.isLeaguePack),
          createdAt: toIso(c.createdAt),
          updatedAt: toIso(c.updatedAt),
          entries: (await repo.entriesWithTitles(c.id)).map((e) => ({ ...e, addedAt: toIso(e.addedAt) })),
        })),
      );
    },
    deleteAll: (userId: number) => repo.deleteByOwner(userId),
  };
}

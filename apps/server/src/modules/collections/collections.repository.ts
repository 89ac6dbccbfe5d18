import type { CollectionCreate, CollectionUpdate } from '@paddock/contract';
import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { createDialect, shownNameSql } from '../../db/dialect';
import type { Database } from '../../db/schema';

export interface CollectionRow {
  id: number;
  ownerId: number;
  ownerUsername: string | null;
  name: string;
  description: string | null;
  visibility: string;
  isLeaguePack: boolean | number;
  entryCount: number;
  createdAt: Date | string;
  updatedAt: Date | string;
  /** The first entry's primary screenshot thumbnail. */
  coverKey: string | null;
}

export interface EntryRow {
  liveryId: number;
  position: number;
  carNumber: string | null;
  driverOrTeam: string | null;
  addedAt: Date | string;
}

/** SQL of collections and their entries. */
/** First key of the PostgreSQL advisory locks on a member's collections (the second is their id). */
const OWNER_LOCK_SPACE = 0x636f6c;

export function createCollectionsRepository(db: Kysely<Database>) {
  const kind = db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
  const dialect = createDialect(kind);
  const summaries = () =>
    db
      .selectFrom('collection as c')
      .leftJoin('user as u', 'u.id', 'c.owner_id')
      .select([
        'c.id',
        'c.owner_id as ownerId',
        shownNameSql('u').as('ownerUsername'),
        'c.name',
        'c.description',
        'c.visibility',
        'c.is_league_pack as isLeaguePack',
        'c.entry_count as entryCount',
        'c.created_at as createdAt',
        'c.updated_at as updatedAt',
      ])
      .select((eb) =>
        eb
          .selectFrom('collection_entry as e')
          .innerJoin('screenshot as s', (j) => j.onRef('s.livery_id', '=', 'e.livery_id').on('s.position', '=', 0))
          .select('s.thumb_key')
          .whereRef('e.collection_id', '=', 'c.id')
          .orderBy('e.position')
          .limit(1)
          .as('coverKey'),
      );

  return {
    find: (id: number): Promise<CollectionRow | undefined> => summaries().where('c.id', '=', id).executeTakeFirst(),

    byOwner: (ownerId: number): Promise<CollectionRow[]> =>
      summaries().where('c.owner_id', '=', ownerId).orderBy('c.updated_at', 'desc').orderBy('c.id', 'desc').execute(),

    publicByOwner: (ownerId: number): Promise<CollectionRow[]> =>
      summaries()
        .where('c.owner_id', '=', ownerId)
        .where('c.visibility', '=', 'public')
        .orderBy('c.updated_at', 'desc')
        .orderBy('c.id', 'desc')
        .execute(),

    /** Of these collections, the ones holding the livery. */
    async holding(collectionIds: readonly number[], liveryId: number): Promise<Set<number>> {
      if (collectionIds.length === 0) return new Set();
      const rows = await db
        .selectFrom('collection_entry')
        .select('collection_id')
        .where('livery_id', '=', liveryId)
        .where('collection_id', 'in', collectionIds)
        .execute();
      return new Set(rows.map((r) => r.collection_id));
    },

    /**
     * Inside a transaction: makes a member's concurrent creates take turns, so two at once cannot
     * both pass the per-member cap. SQLite runs one write transaction at a time already.
     */
    async lockOwner(ownerId: number): Promise<void> {
      if (kind === 'postgres') await sql`SELECT pg_advisory_xact_lock(${OWNER_LOCK_SPACE}, ${ownerId})`.execute(db);
    },

    async countByOwner(ownerId: number): Promise<number> {
      const row = await db
        .selectFrom('collection')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('owner_id', '=', ownerId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    insert: (ownerId: number, input: CollectionCreate) =>
      db
        .insertInto('collection')
        .values({
          owner_id: ownerId,
          name: input.name,
          description: input.description,
          visibility: input.visibility,
          is_league_pack: dialect.bool(input.isLeaguePack),
        })
        .returning('id')
        .executeTakeFirstOrThrow(),

    update: (id: number, input: CollectionUpdate) =>
      db
        .updateTable('collection')
        .set({
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.description !== undefined ? { description: input.description } : {}),
          ...(input.visibility !== undefined ? { visibility: input.visibility } : {}),
          ...(input.isLeaguePack !== undefined ? { is_league_pack: dialect.bool(input.isLeaguePack) } : {}),
          updated_at: dialect.now(),
        })
        .where('id', '=', id)
        .execute(),

    touch: (id: number) =>
      db.updateTable('collection').set({ updated_at: dialect.now() }).where('id', '=', id).execute(),

    delete: (id: number) => db.deleteFrom('collection').where('id', '=', id).execute(),

    /** Locks the collection's row (PostgreSQL) so entry writes to one collection take turns. */
    lock: (id: number) =>
      db
        .updateTable('collection')
        .set({ entry_count: sql`entry_count` })
        .where('id', '=', id)
        .returning(['entry_count as entryCount', 'owner_id as ownerId'])
        .executeTakeFirst(),

    entries: (collectionId: number): Promise<EntryRow[]> =>
      db
        .selectFrom('collection_entry')
        .select([
          'livery_id as liveryId',
          'position',
          'car_number as carNumber',
          'driver_or_team as driverOrTeam',
          'added_at as addedAt',
        ])
        .where('collection_id', '=', collectionId)
        .orderBy('position')
        .orderBy('livery_id')
        .execute(),

    /** The entries with their liveries' titles (the GDPR export). */
    entriesWithTitles: (collectionId: number) =>
      db
        .selectFrom('collection_entry as e')
        .innerJoin('livery as l', 'l.id', 'e.livery_id')
        .select([
          'e.livery_id as liveryId',
          'l.title as liveryTitle',
          'e.position',
          'e.car_number as carNumber',
          'e.driver_or_team as driverOrTeam',
          'e.added_at as addedAt',
        ])
        .where('e.collection_id', '=', collectionId)
        .orderBy('e.position')
        .execute(),

    deleteByOwner: (ownerId: number) => db.deleteFrom('collection').where('owner_id', '=', ownerId).execute(),

    liveryExists: async (liveryId: number) =>
      (await db.selectFrom('livery').select('id').where('id', '=', liveryId).executeTakeFirst()) !== undefined,

    async nextPosition(collectionId: number): Promise<number> {
      const row = await db
        .selectFrom('collection_entry')
        .select((eb) => eb.fn.max('position').as('p'))
        .where('collection_id', '=', collectionId)
        .executeTakeFirst();
      return row?.p === null || row?.p === undefined ? 0 : Number(row.p) + 1;
    },

    insertEntry: (collectionId: number, liveryId: number, position: number) =>
      db
        .insertInto('collection_entry')
        .values({ collection_id: collectionId, livery_id: liveryId, position })
        .onConflict((oc) => oc.columns(['collection_id', 'livery_id']).doNothing())
        .executeTakeFirst(),

    async deleteEntry(collectionId: number, liveryId: number): Promise<boolean> {
      const result = await db
        .deleteFrom('collection_entry')
        .where('collection_id', '=', collectionId)
        .where('livery_id', '=', liveryId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async updateEntry(
      collectionId: number,
      liveryId: number,
      fields: { carNumber?: string | null; driverOrTeam?: string | null },
    ): Promise<boolean> {
      const result = await db
        .updateTable('collection_entry')
        .set({
          ...(fields.carNumber !== undefined ? { car_number: fields.carNumber } : {}),
          ...(fields.driverOrTeam !== undefined ? { driver_or_team: fields.driverOrTeam } : {}),
        })
        .where('collection_id', '=', collectionId)
        .where('livery_id', '=', liveryId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    setPosition: (collectionId: number, liveryId: number, position: number) =>
      db
        .updateTable('collection_entry')
        .set({ position })
        .where('collection_id', '=', collectionId)
        .where('livery_id', '=', liveryId)
        .execute(),
  };
}

export type CollectionsRepository = ReturnType<typeof createCollectionsRepository>;

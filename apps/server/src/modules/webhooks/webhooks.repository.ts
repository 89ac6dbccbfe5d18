import type { Kysely, Selectable } from 'kysely';
import type { DatabaseKind } from '../../db/database';
import { createDialect } from '../../db/dialect';
import type { Database, WebhookTable } from '../../db/schema';

export type WebhookRow = Selectable<WebhookTable>;

/** What a delivery reports about a livery, as it was when the event happened. */
export interface LiveryFacts {
  id: number;
  title: string;
  carModel: string;
  carClass: string;
  author: string | null;
  uploaderId: number | null;
  version: number;
  changelog: string | null;
  thumbKey: string | null;
}

/** The webhooks' own SQL: members' webhooks, and who an event concerns. */
export function createWebhooksRepository(db: Kysely<Database>, kind: DatabaseKind) {
  const dialect = createDialect(kind);
  const scoped = (ownerId: number, collectionId: number | null) => {
    const q = db.selectFrom('webhook').where('owner_id', '=', ownerId);
    return collectionId === null ? q.where('collection_id', 'is', null) : q.where('collection_id', '=', collectionId);
  };

  return {
    async count(ownerId: number, collectionId: number | null): Promise<number> {
      const row = await scoped(ownerId, collectionId)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    list: (ownerId: number, collectionId: number | null) =>
      scoped(ownerId, collectionId).selectAll().orderBy('id').execute(),

    /** PostgreSQL: the member's row held until the transaction ends, so their adds take turns. */
    async lockOwner(userId: number): Promise<void> {
      if (kind === 'postgres') await db.selectFrom('user').select('id').where('id', '=', userId).forUpdate().execute();
    },

    listAllOf: (ownerId: number) =>
      db.selectFrom('webhook').selectAll().where('owner_id', '=', ownerId).orderBy('id').execute(),

    find: (id: number) => db.selectFrom('webhook').selectAll().where('id', '=', id).executeTakeFirst(),

    async insert(input: { ownerId: number; collectionId: number | null; url: string; sealedSecret: string }) {
      const row = await db
        .insertInto('webhook')
        .values({
          owner_id: input.ownerId,
          collection_id: input.collectionId,
          url: input.url,
          secret: input.sealedSecret,
          enabled: dialect.bool(true),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return row;
    },

    async remove(id: number): Promise<void> {
      await db.deleteFrom('webhook').where('id', '=', id).execute();
    },

    async removeAllOf(ownerId: number): Promise<void> {
      await db.deleteFrom('webhook').where('owner_id', '=', ownerId).execute();
    },

    /** On again (its owner's choice): the failure count starts afresh. */
    async enable(id: number): Promise<void> {
      await db
        .updateTable('webhook')
        .set({ enabled: dialect.bool(true), disabled_reason: null, consecutive_failures: 0 })
        .where('id', '=', id)
        .execute();
    },

    /** Off; true when this call turned it off (of two instances failing at once, one e-mails). */
    async disable(id: number, reason: string | null): Promise<boolean> {
      const result = await db
        .updateTable('webhook')
        .set({ enabled: dialect.bool(false), disabled_reason: reason })
        .where('id', '=', id)
        .where('enabled', '=', dialect.bool(true))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    collection: (id: number) =>
      db
        .selectFrom('collection')
        .select(['id', 'owner_id as ownerId', 'name', 'visibility'])
        .where('id', '=', id)
        .executeTakeFirst(),

    ownerContact: (userId: number) =>
      db.selectFrom('user').select(['email', 'username']).where('id', '=', userId).executeTakeFirst(),

    /** The livery as a delivery shows it; `version` the one just published, else its current one. */
    async liveryFacts(liveryId: number, version?: number): Promise<LiveryFacts | undefined> {
      const row = await db
        .selectFrom('livery as l')
        .innerJoin('car_model as m', 'm.id', 'l.car_model_id')
        .innerJoin('car_class as c', 'c.id', 'm.car_class_id')
        .leftJoin('screenshot as s', (j) => j.onRef('s.livery_id', '=', 'l.id').on('s.position', '=', 0))
        .select([
          'l.id',
          'l.title',
          'm.name as carModel',
          'c.name as carClass',
          'l.uploader_username as author',
          'l.uploader_id as uploaderId',
          'l.current_version as currentVersion',
          's.thumb_key as thumbKey',
        ])
        .where('l.id', '=', liveryId)
        .executeTakeFirst();
      if (!row) return undefined;
      const number = version ?? Number(row.currentVersion);
      const published = await db
        .selectFrom('livery_version')
        .select('changelog')
        .where('livery_id', '=', liveryId)
        .where('number', '=', number)
        .executeTakeFirst();
      const { currentVersion: _, ...facts } = row;
      return { ...facts, version: number, changelog: published?.changelog ?? null };
    },

    /**
     * The enabled webhooks an event about `liveryId` concerns: those of every collection holding
     * it (`collections`), and its uploader's own (`creatorId`).
     */
    async concerned(liveryId: number, reach: { collections: boolean; creatorId: number | null }): Promise<number[]> {
      const rows = await db
        .selectFrom('webhook as w')
        // A banned or anonymized member's webhooks post nothing (anonymizing removes them too).
        .innerJoin('user as u', 'u.id', 'w.owner_id')
        .where((eb) => eb.or([eb('u.banned', 'is', null), eb('u.banned', '=', dialect.bool(false))]))
        .where('u.anonymized_at', 'is', null)
        .select('w.id')
        .where('w.enabled', '=', dialect.bool(true))
        .where((eb) =>
          eb.or([
            ...(reach.collections
              ? [
                  eb(
                    'w.collection_id',
                    'in',
                    eb.selectFrom('collection_entry').select('collection_id').where('livery_id', '=', liveryId),
                  ),
                ]
              : []),
            ...(reach.creatorId !== null
              ? [eb.and([eb('w.collection_id', 'is', null), eb('w.owner_id', '=', reach.creatorId)])]
              : []),
          ]),
        )
        .orderBy('w.id')
        .execute();
      return rows.map((r) => r.id);
    },
  };
}
export type WebhooksRepository = ReturnType<typeof createWebhooksRepository>;

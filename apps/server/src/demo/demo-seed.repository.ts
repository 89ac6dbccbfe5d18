import type { Kysely } from 'kysely';
import type { Dialect } from '../db/dialect';
import type { Database } from '../db/schema';

/** The few reads and the one write the demo seed needs beyond the services it goes through. */
export function createDemoSeedRepository(db: Kysely<Database>, dialect: Dialect) {
  return {
    async hasAnyLivery(): Promise<boolean> {
      const row = await db.selectFrom('livery').select('id').limit(1).executeTakeFirst();
      return row !== undefined;
    },

    async anyUserWithEmail(emails: readonly string[]): Promise<boolean> {
      const row = await db.selectFrom('user').select('id').where('email', 'in', emails).executeTakeFirst();
      return row !== undefined;
    },

    /** Tag ids by name. */
    async tagIdsByName(): Promise<Map<string, number>> {
      const rows = await db.selectFrom('tag').select(['id', 'name']).execute();
      return new Map(rows.map((t) => [t.name, t.id]));
    },

    /** Back-dates a livery, as a living site would have it. */
    setUploadDate: (liveryId: number, uploaded: Date) =>
      db
        .updateTable('livery')
        .set({ upload_date: dialect.timestamp(uploaded), updated_at: dialect.timestamp(uploaded) })
        .where('id', '=', liveryId)
        .execute(),

    /** Dates a version (issue 19) as if published then; the livery's updated_at follows its newest. */
    async setVersionDate(liveryId: number, number: number, at: Date) {
      await db
        .updateTable('livery_version')
        .set({ created_at: dialect.timestamp(at) })
        .where('livery_id', '=', liveryId)
        .where('number', '=', number)
        .execute();
      await db
        .updateTable('livery')
        .set({ updated_at: dialect.timestamp(at) })
        .where('id', '=', liveryId)
        .execute();
    },

    /** Gives the models named these nicknames (issue 38 §6); a name the catalogue lacks is skipped. */
    async addModelAliases(aliasesByModel: Record<string, readonly string[]>): Promise<void> {
      for (const [name, aliases] of Object.entries(aliasesByModel)) {
        const model = await db.selectFrom('car_model').select('id').where('name', '=', name).executeTakeFirst();
        if (!model) continue;
        // An admin may have given one already (the demo seeds a database with no liveries, not a new one).
        await db
          .insertInto('car_model_alias')
          .values(aliases.map((alias) => ({ car_model_id: model.id, alias })))
          .onConflict((oc) => oc.columns(['car_model_id', 'alias']).doNothing())
          .execute();
      }
    },

    /** Every model with its class's name, in catalogue order. */
    modelsWithClass: () =>
      db
        .selectFrom('car_model')
        .innerJoin('car_class', 'car_class.id', 'car_model.car_class_id')
        .select(['car_class.name as className', 'car_model.name as modelName'])
        .orderBy('car_class.id')
        .orderBy('car_model.id')
        .execute(),
  };
}

import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** The catalogue lookups an upload or edit needs: class and model by name (any case), tags by id. */
export function createLiveryCatalogueRepository(db: Kysely<Database>) {
  return {
    findClassByName: (name: string) =>
      db.selectFrom('car_class').select('id').where(sql<boolean>`lower(name) = lower(${name})`).executeTakeFirst(),

    findModelInClass: (classId: number, name: string) =>
      db
        .selectFrom('car_model')
        .select('id')
        .where('car_class_id', '=', classId)
        .where(sql<boolean>`lower(name) = lower(${name})`)
        .executeTakeFirst(),

    async countExistingTags(tagIds: readonly number[]): Promise<number> {
      const found = await db.selectFrom('tag').select('id').where('id', 'in', tagIds).execute();
      return found.length;
    },
  };
}

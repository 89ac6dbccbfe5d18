import type { Kysely } from 'kysely';
import { SEED_CATALOGUE, SEED_TAGS } from '../../modules/catalogue/catalogue.seed';
import type { DatabaseKind } from '../database';
import type { Database } from '../schema';

/** Seeds the catalogue once, as a migration, so a later start never re-adds what admins removed. */
export async function up(raw: Kysely<unknown>, _kind: DatabaseKind): Promise<void> {
  const db = raw as Kysely<Database>;
  for (const [className, models] of Object.entries(SEED_CATALOGUE)) {
    const cls = await db.insertInto('car_class').values({ name: className }).returning('id').executeTakeFirstOrThrow();
    await db
      .insertInto('car_model')
      .values(models.map((name) => ({ name, car_class_id: cls.id })))
      .execute();
  }
  await db
    .insertInto('tag')
    .values(SEED_TAGS.map((name) => ({ name })))
    .execute();
}

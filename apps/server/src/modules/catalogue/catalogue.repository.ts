import type { CarClass, CarModel, Tag } from '@paddock/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** Catalogue queries: car classes, car models and tags, with the counts the admin pages show. */
export function createCatalogueRepository(db: Kysely<Database>) {
  const modelCount = db
    .selectFrom('car_model')
    .select((eb) => ['car_class_id', eb.fn.countAll<number>().as('n')])
    .groupBy('car_class_id')
    .as('mc');
  const liveryCount = db
    .selectFrom('livery')
    .select((eb) => ['car_model_id', eb.fn.countAll<number>().as('n')])
    .groupBy('car_model_id')
    .as('lc');
  const tagUse = db
    .selectFrom('livery_tag')
    .select((eb) => ['tag_id', eb.fn.countAll<number>().as('n')])
    .groupBy('tag_id')
    .as('tu');

  const classes = () =>
    db
      .selectFrom('car_class as c')
      .leftJoin(modelCount, 'mc.car_class_id', 'c.id')
      .select(['c.id', 'c.name', sql<number>`coalesce(mc.n, 0)`.as('modelCount')]);

  const models = () =>
    db
      .selectFrom('car_model as m')
      .innerJoin('car_class as c', 'c.id', 'm.car_class_id')
      .leftJoin(liveryCount, 'lc.car_model_id', 'm.id')
      .select([
        'm.id',
        'm.name',
        'm.car_class_id as carClassId',
        'c.name as carClassName',
        'm.install_folder as installFolder',
        sql<number>`coalesce(lc.n, 0)`.as('liveryCount'),
      ]);

  const tags = () =>
    db
      .selectFrom('tag as t')
      .leftJoin(tagUse, 'tu.tag_id', 't.id')
      .select(['t.id', 't.name', sql<number>`coalesce(tu.n, 0)`.as('liveryCount')]);

  return {
    listClasses: (): Promise<CarClass[]> => classes().orderBy('c.id').execute(),
    findClass: (id: number): Promise<CarClass | undefined> => classes().where('c.id', '=', id).executeTakeFirst(),
    findClassByName: (name: string) =>
      db
        .selectFrom('car_class')
        .select(['id', 'name'])
        .where(sql<boolean>`lower(name) = lower(${name})`)
        .executeTakeFirst(),
    insertClass: async (name: string): Promise<number> =>
      (await db.insertInto('car_class').values({ name }).returning('id').executeTakeFirstOrThrow()).id,
    renameClass: (id: number, name: string) =>
      db.updateTable('car_class').set({ name }).where('id', '=', id).executeTakeFirst(),
    deleteClass: (id: number) => db.deleteFrom('car_class').where('id', '=', id).executeTakeFirst(),

    listModels: (): Promise<CarModel[]> => models().orderBy('m.id').execute(),
    listModelsOfClass: (classId: number): Promise<CarModel[]> =>
      models().where('m.car_class_id', '=', classId).orderBy('m.name').execute(),
    findModel: (id: number): Promise<CarModel | undefined> => models().where('m.id', '=', id).executeTakeFirst(),
    findModelByName: (classId: number, name: string) =>
      db
        .selectFrom('car_model')
        .select(['id', 'name'])
        .where('car_class_id', '=', classId)
        .where(sql<boolean>`lower(name) = lower(${name})`)
        .executeTakeFirst(),
    insertModel: async (classId: number, name: string, installFolder: string): Promise<number> =>
      (
        await db
          .insertInto('car_model')
          .values({ name, car_class_id: classId, install_folder: installFolder })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    updateModel: (id: number, classId: number, name: string, installFolder: string) =>
      db
        .updateTable('car_model')
        .set({ name, car_class_id: classId, install_folder: installFolder })
        .where('id', '=', id)
        .executeTakeFirst(),
    deleteModel: (id: number) => db.deleteFrom('car_model').where('id', '=', id).executeTakeFirst(),

    listTags: (): Promise<Tag[]> => tags().orderBy('t.name').execute(),
    findTag: (id: number): Promise<Tag | undefined> => tags().where('t.id', '=', id).executeTakeFirst(),
    findTagByName: (name: string) =>
      db.selectFrom('tag').select(['id', 'name']).where(sql<boolean>`lower(name) = lower(${name})`).executeTakeFirst(),
    insertTag: async (name: string): Promise<number> =>
      (await db.insertInto('tag').values({ name }).returning('id').executeTakeFirstOrThrow()).id,
    renameTag: (id: number, name: string) =>
      db.updateTable('tag').set({ name }).where('id', '=', id).executeTakeFirst(),
    deleteTag: (id: number) => db.deleteFrom('tag').where('id', '=', id).executeTakeFirst(),
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;

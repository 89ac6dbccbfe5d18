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

  /** Each model's nicknames (issue 38 §6) in the order given: of `ids`, or of every model. */
  async function aliasesByModel(ids?: readonly number[]): Promise<Map<number, string[]>> {
    const byModel = new Map<number, string[]>();
    if (ids?.length === 0) return byModel;
    let query = db.selectFrom('car_model_alias').select(['car_model_id', 'alias']).orderBy('id');
    if (ids) query = query.where('car_model_id', 'in', ids);
    for (const row of await query.execute()) {
      const list = byModel.get(row.car_model_id);
      if (list) list.push(row.alias);
      else byModel.set(row.car_model_id, [row.alias]);
    }
    return byModel;
  }
  /**
   * One statement per nickname: each row re-indexes every livery of the model (0025's row
   * triggers), so ten in one statement ran ten re-indexes under one DB_STATEMENT_TIMEOUT_MS (on
   * PostgreSQL, ten nicknames on a model of 8,000 liveries took 11 s: a 503).
   */
  async function addAliases(modelId: number, aliases: readonly string[]): Promise<void> {
    for (const alias of aliases) {
      await db
        .insertInto('car_model_alias')
        .values({ car_model_id: modelId, alias })
        .onConflict((oc) => oc.columns(['car_model_id', 'alias']).doNothing())
        .execute();
    }
  }
  /** Models as answered: their rows with their nicknames. */
  async function withAliases(rows: Omit<CarModel, 'aliases'>[], all = false): Promise<CarModel[]> {
    const aliases = await aliasesByModel(all ? undefined : rows.map((row) => row.id));
    return rows.map((row) => ({ ...row, aliases: aliases.get(row.id) ?? [] }));
  }

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

    listModels: async (): Promise<CarModel[]> => withAliases(await models().orderBy('m.id').execute(), true),
    listModelsOfClass: async (classId: number): Promise<CarModel[]> =>
      withAliases(await models().where('m.car_class_id', '=', classId).orderBy('m.name').execute()),
    findModel: async (id: number): Promise<CarModel | undefined> => {
      const row = await models().where('m.id', '=', id).executeTakeFirst();
      return row && (await withAliases([row]))[0];
    },
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
    /** Sets only the columns given (car-model-changes.ts `changedColumns` says why); none, no statement. */
    updateModel: async (id: number, changes: { name?: string; carClassId?: number; installFolder?: string }) => {
      const set = {
        ...(changes.name === undefined ? {} : { name: changes.name }),
        ...(changes.carClassId === undefined ? {} : { car_class_id: changes.carClassId }),
        ...(changes.installFolder === undefined ? {} : { install_folder: changes.installFolder }),
      };
      if (Object.keys(set).length === 0) return;
      await db.updateTable('car_model').set(set).where('id', '=', id).executeTakeFirst();
    },
    /** Each inserted row refreshes the search rows of the model's liveries (0025's triggers). */
    addAliases,
    /**
     * Makes the model's nicknames `aliases`: deletes only those no longer wanted and inserts only
     * the new ones (each row a re-index of the model's liveries), diffed against the rows as they
     * are in this transaction, not as read before it (another admin may have saved meanwhile).
     */
    async replaceAliases(modelId: number, aliases: readonly string[]): Promise<void> {
      const current = (await aliasesByModel([modelId])).get(modelId) ?? [];
      // One statement each, as addAliases says why.
      for (const alias of current.filter((known) => !aliases.includes(known))) {
        await db.deleteFrom('car_model_alias').where('car_model_id', '=', modelId).where('alias', '=', alias).execute();
      }
      await addAliases(
        modelId,
        aliases.filter((alias) => !current.includes(alias)),
      );
    },
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

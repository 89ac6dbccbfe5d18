import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { LiveryListRow } from './livery-rows';

/**
 * Issue 36: the liveries based on one, newest first, a page at a time. Ids from the
 * `livery_based_on` index (0031), then the list rows of the page; undefined when the livery
 * itself does not exist.
 */
export function createLiveryDerivativeReads(
  db: Kysely<Database>,
  rowsInOrder: (ids: readonly number[]) => Promise<LiveryListRow[]>,
) {
  return {
    async derivatives(
      id: number,
      pageNumber: number,
      pageSize: number,
    ): Promise<{ rows: LiveryListRow[]; total: number } | undefined> {
      const livery = await db.selectFrom('livery').select('id').where('id', '=', id).executeTakeFirst();
      if (!livery) return undefined;
      const based = db.selectFrom('livery as d').where('d.based_on_livery_id', '=', id);
      const [count, ids] = await Promise.all([
        based.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
        based
          .select('d.id')
          .orderBy('d.upload_date', 'desc')
          .orderBy('d.id', 'desc')
          .limit(pageSize)
          .offset((pageNumber - 1) * pageSize)
          .execute(),
      ]);
      return { rows: await rowsInOrder(ids.map((r) => r.id)), total: Number(count.n) };
    },
  };
}

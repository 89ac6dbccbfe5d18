import type { Kysely } from 'kysely';
import { containsText } from '../../db/dialect';
import type { Database } from '../../db/schema';

/** The admin list's SQL: which public collections match, one page of their ids, and owners' addresses. */
export function createAdminCollectionsRepository(db: Kysely<Database>) {
  const matching = (search: string | undefined) => {
    let q = db
      .selectFrom('collection as c')
      .leftJoin('user as u', 'u.id', 'c.owner_id')
      .where('c.visibility', '=', 'public');
    if (search)
      q = q.where((eb) => eb.or([containsText(eb.ref('c.name'), search), containsText(eb.ref('u.username'), search)]));
    return q;
  };
  return {
    async count(search: string | undefined): Promise<number> {
      const row = await matching(search)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async pageIds(search: string | undefined, limit: number, offset: number): Promise<number[]> {
      const rows = await matching(search)
        .select('c.id')
        .orderBy('c.updated_at', 'desc')
        .orderBy('c.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map((r) => r.id);
    },
    async ownerEmail(ownerId: number): Promise<string | null> {
      const row = await db.selectFrom('user').select('email').where('id', '=', ownerId).executeTakeFirst();
      return row?.email ?? null;
    },
  };
}

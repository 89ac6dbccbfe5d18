import type { AdminContactQuery } from '@paddock/contract';
import type { Kysely, Selectable } from 'kysely';
import type { ContactMessageTable, Database } from '../../db/schema';

export type ContactRow = Selectable<ContactMessageTable>;

export function createAdminContactRepository(db: Kysely<Database>) {
  return {
    async list(query: AdminContactQuery): Promise<{ rows: ContactRow[]; total: number }> {
      let q = db.selectFrom('contact_message');
      if (query.status) q = q.where('status', '=', query.status);
      const [countRow, rows] = await Promise.all([
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
        q
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(query.pageSize)
          .offset((query.pageNumber - 1) * query.pageSize)
          .execute(),
      ]);
      return { rows, total: Number(countRow.n) };
    },
    findById: (id: number) => db.selectFrom('contact_message').selectAll().where('id', '=', id).executeTakeFirst(),
    setStatus: (id: number, status: string) =>
      db.updateTable('contact_message').set({ status }).where('id', '=', id).execute(),
  };
}

import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

/** What a livery stores of its credit (issue 36, migration 0031); all null: none. */
export interface StoredCredit {
  basedOnLiveryId: number | null;
  basedOnName: string | null;
  basedOnUrl: string | null;
  basedOnNote: string | null;
}

export const NO_CREDIT: StoredCredit = {
  basedOnLiveryId: null,
  basedOnName: null,
  basedOnUrl: null,
  basedOnNote: null,
};

/** The credit columns of a livery; writes run inside the caller's transaction. */
export function createLiveryCreditRepository(db: Kysely<Database>) {
  return {
    /** A would-be original: its title, uploader and the author's word on derivatives. */
    findOriginal: (id: number) =>
      db
        .selectFrom('livery')
        .select(['id', 'title', 'uploader_id as uploaderId', 'allow_derivatives as allowDerivatives'])
        .where('id', '=', id)
        .executeTakeFirst(),

    /** The Paddock livery a livery names now (null: none, or an outside work). */
    async basedOnOf(liveryId: number): Promise<number | null> {
      const row = await db
        .selectFrom('livery')
        .select('based_on_livery_id')
        .where('id', '=', liveryId)
        .executeTakeFirst();
      return row?.based_on_livery_id ?? null;
    },

    /** Names `original` as what the livery is based on, by id and by its title now; the note stays. */
    creditOriginal: (liveryId: number, original: { id: number; title: string }) =>
      db
        .updateTable('livery')
        .set({ based_on_livery_id: original.id, based_on_name: original.title, based_on_url: null })
        .where('id', '=', liveryId)
        .execute(),

    /** Writes the credit, the switch, or both; `undefined` leaves that part as it is. */
    async write(
      liveryId: number,
      credit: StoredCredit | undefined,
      allowDerivatives: boolean | number | undefined,
    ): Promise<void> {
      const set = {
        ...(credit && {
          based_on_livery_id: credit.basedOnLiveryId,
          based_on_name: credit.basedOnName,
          based_on_url: credit.basedOnUrl,
          based_on_note: credit.basedOnNote,
        }),
        ...(allowDerivatives !== undefined && { allow_derivatives: allowDerivatives }),
      };
      if (Object.keys(set).length === 0) return;
      await db.updateTable('livery').set(set).where('id', '=', liveryId).execute();
    },
  };
}

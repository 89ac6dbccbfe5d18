import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Shared by every instance: an admin's pause holds on all of them (instance_setting, migration 0023). */
const NAME = 'fingerprint_backfill_paused';

export function createBackfillStateRepository(kysely: Kysely<Database>) {
  return {
    async paused(): Promise<boolean> {
      const row = await kysely
        .selectFrom('instance_setting')
        .select('value')
        .where('name', '=', NAME)
        .executeTakeFirst();
      return row?.value === 'true';
    },
    async setPaused(paused: boolean): Promise<void> {
      const value = String(paused);
      await kysely
        .insertInto('instance_setting')
        .values({ name: NAME, value })
        .onConflict((oc) => oc.column('name').doUpdateSet({ value }))
        .execute();
    },
  };
}

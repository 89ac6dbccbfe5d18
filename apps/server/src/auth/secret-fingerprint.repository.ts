import type { Db } from '../db/database';

const NAME = 'auth_secret_fingerprint';

export function createSecretFingerprintRepository(db: Db) {
  const { kysely } = db;
  return {
    async stored(): Promise<string | null> {
      const row = await kysely
        .selectFrom('instance_setting')
        .select('value')
        .where('name', '=', NAME)
        .executeTakeFirst();
      return row?.value ?? null;
    },
    async store(value: string): Promise<void> {
      await kysely
        .insertInto('instance_setting')
        .values({ name: NAME, value })
        .onConflict((oc) => oc.column('name').doUpdateSet({ value }))
        .execute();
    },
  };
}

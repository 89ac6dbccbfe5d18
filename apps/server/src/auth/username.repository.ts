import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

export interface NameHolder {
  id: number;
  username: string | null;
  /** Confirmed once (or uploaded something): such an account keeps its name. */
  confirmed: boolean;
}

/** Who holds a username or a look-alike of it, and the writes that keep `username_skeleton` true. */
export function createUsernameRepository(db: Kysely<Database>, bool: (v: boolean) => boolean | number) {
  return {
    async holders(lowerName: string, skeleton: string, exceptUserId: number | null): Promise<NameHolder[]> {
      let query = db
        .selectFrom('user as u')
        .select([
          'u.id',
          'u.username',
          sql<number>`case when u.email_verified = ${bool(true)} or u.confirmed_at is not null
            or exists (select 1 from livery l where l.uploader_id = u.id) then 1 else 0 end`.as('confirmed'),
        ])
        .where((eb) => eb.or([eb('u.username', '=', lowerName), eb('u.username_skeleton', '=', skeleton)]));
      if (exceptUserId !== null) query = query.where('u.id', '!=', exceptUserId);
      const rows = await query.execute();
      return rows.map((r) => ({ id: r.id, username: r.username, confirmed: Number(r.confirmed) === 1 }));
    },

    async setUsername(userId: number, name: string, skeleton: string, now: Date | string): Promise<void> {
      await db
        .updateTable('user')
        .set({
          username: name.toLowerCase(),
          display_username: name,
          name,
          username_skeleton: skeleton,
          updated_at: now,
        })
        .where('id', '=', userId)
        .execute();
    },

    async setSkeleton(userId: number, skeleton: string): Promise<void> {
      await db.updateTable('user').set({ username_skeleton: skeleton }).where('id', '=', userId).execute();
    },

    /** Marks the account confirmed once; a later "pending" status set by an admin does not undo it. */
    async markConfirmed(userId: number, now: Date | string): Promise<void> {
      await db
        .updateTable('user')
        .set({ confirmed_at: now })
        .where('id', '=', userId)
        .where('confirmed_at', 'is', null)
        .execute();
    },

    /**
     * Removes accounts that were never confirmed: they cannot have signed in, so they own nothing
     * but their credentials and any reset links. `olderThan` limits it to expired sign-ups.
     */
    async removeUnconfirmed(where: { ids?: number[]; olderThan?: Date | string }): Promise<number> {
      return db.transaction().execute(async (trx) => {
        let query = trx
          .selectFrom('user as u')
          .select('u.id')
          .where('u.email_verified', '=', bool(false))
          .where('u.confirmed_at', 'is', null)
          .where('u.anonymized_at', 'is', null)
          .where((eb) =>
            eb.not(eb.exists(eb.selectFrom('livery as l').select('l.id').whereRef('l.uploader_id', '=', 'u.id'))),
          );
        if (where.ids) query = query.where('u.id', 'in', where.ids.length ? where.ids : [-1]);
        if (where.olderThan) query = query.where('u.created_at', '<', where.olderThan);
        const ids = (await query.execute()).map((r) => r.id);
        if (ids.length === 0) return 0;
        await trx
          .deleteFrom('verification')
          .where('identifier', 'like', 'reset-password:%')
          .where('value', 'in', ids.map(String))
          .execute();
        await trx.deleteFrom('session').where('user_id', 'in', ids).execute();
        await trx.deleteFrom('account').where('user_id', 'in', ids).execute();
        await trx.deleteFrom('user').where('id', 'in', ids).execute();
        return ids.length;
      });
    },
  };
}

import type { Kysely } from 'kysely';
import { publicMemberSql, shownNameSql } from '../db/dialect';
import type { Database } from '../db/schema';

/** What the link previews of shared pages (Open Graph tags) read: a livery, or a member's profile. */
export function createPageMetaRepository(db: Kysely<Database>) {
  return {
    /** The livery's title alone: its canonical address's slug. */
    liveryTitle: (id: number) => db.selectFrom('livery').select('title').where('id', '=', id).executeTakeFirst(),

    /** The livery's title, description, model, author and first screenshot. */
    liveryPreview: (id: number) =>
      db
        .selectFrom('livery as l')
        .innerJoin('car_model as m', 'm.id', 'l.car_model_id')
        .leftJoin('user as u', 'u.id', 'l.uploader_id')
        .leftJoin('screenshot as s', (join) => join.onRef('s.livery_id', '=', 'l.id').on('s.position', '=', 0))
        .select([
          'l.title',
          'l.description',
          'm.name as carModelName',
          shownNameSql('u').as('author'),
          's.full_key as imageKey',
          's.width',
          's.height',
        ])
        .where('l.id', '=', id)
        .executeTakeFirst(),

    /** The member's shown name, join date, livery count and latest livery's first screenshot. */
    profilePreview: (id: number) =>
      db
        .selectFrom('user as u')
        .select((eb) => [
          shownNameSql('u', { orAccountName: true }).as('username'),
          'u.created_at as createdAt',
          eb
            .selectFrom('livery as l')
            .select((c) => c.fn.countAll<number | string>().as('n'))
            .whereRef('l.uploader_id', '=', 'u.id')
            .as('liveryCount'),
          // Their latest livery's first screenshot stands for the profile.
          eb
            .selectFrom('livery as l')
            .innerJoin('screenshot as s', (join) => join.onRef('s.livery_id', '=', 'l.id').on('s.position', '=', 0))
            .select('s.full_key')
            .whereRef('l.uploader_id', '=', 'u.id')
            .orderBy('l.upload_date', 'desc')
            .limit(1)
            .as('imageKey'),
        ])
        .where('u.id', '=', id)
        .where(publicMemberSql('u'))
        .executeTakeFirst(),

    /** A public collection's name, description, owner and first entry's first screenshot. */
    collectionPreview: (id: number) =>
      db
        .selectFrom('collection as c')
        .leftJoin('user as u', 'u.id', 'c.owner_id')
        .select((eb) => [
          'c.name',
          'c.description',
          'c.entry_count as entryCount',
          'c.is_league_pack as isLeaguePack',
          shownNameSql('u').as('owner'),
          eb
            .selectFrom('collection_entry as e')
            .innerJoin('screenshot as s', (join) =>
              join.onRef('s.livery_id', '=', 'e.livery_id').on('s.position', '=', 0),
            )
            .select('s.full_key')
            .whereRef('e.collection_id', '=', 'c.id')
            .orderBy('e.position')
            .limit(1)
            .as('imageKey'),
        ])
        .where('c.id', '=', id)
        .where('c.visibility', '=', 'public')
        .executeTakeFirst(),
  };
}

import type { Kysely } from 'kysely';
import { shownNameSql } from '../../db/dialect';
import type { Database } from '../../db/schema';

/** What the pre-publish warning shows of a livery a texture is close to. */
export interface MatchedLiveryRow {
  id: number;
  title: string;
  authorId: number | null;
  authorName: string | null;
  thumbKey: string | null;
  allowDerivatives: boolean | number;
}

export function createTextureMatchesRepository(kysely: Kysely<Database>) {
  return {
    /** These liveries, if still on the site, with their author's shown name and primary screenshot. */
    async liveries(ids: number[]): Promise<MatchedLiveryRow[]> {
      if (ids.length === 0) return [];
      return kysely
        .selectFrom('livery as l')
        .leftJoin('user as u', 'u.id', 'l.uploader_id')
        .leftJoin('screenshot as s', (join) => join.onRef('s.livery_id', '=', 'l.id').on('s.position', '=', 0))
        .where('l.id', 'in', ids)
        .select([
          'l.id',
          'l.title',
          'l.uploader_id as authorId',
          shownNameSql('u').as('authorName'),
          's.thumb_key as thumbKey',
          'l.allow_derivatives as allowDerivatives',
        ])
        .execute();
    },
  };
}

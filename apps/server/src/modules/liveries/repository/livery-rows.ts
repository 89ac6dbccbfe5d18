import type { Material } from '@paddock/contract';
import type { ExpressionBuilder, Kysely, SelectQueryBuilder } from 'kysely';
import type { DatabaseKind } from '../../../db/database';
import { fromJson, jsonArrayFor, shownNameSql } from '../../../db/dialect';
import type { Database } from '../../../db/schema';

/** A livery row joined with what every list shows: author, model, class and the primary screenshot. */
export interface LiveryRow {
  id: number;
  title: string;
  description: string;
  uploaderId: number | null;
  authorUsername: string | null;
  carModelId: number;
  carModelName: string;
  carClassId: number;
  carClassName: string;
  uploadDate: Date | string;
  updatedAt: Date | string;
  currentVersion: number;
  downloadCount: number;
  favoriteCount: number;
  /** Issue 19: votes and their stars (the average is worked out by the mapper). */
  ratingCount: number;
  ratingSum: number;
  fileKey: string;
  fileSize: number;
  thumbKey: string | null;
}

/** A query on `livery as l` alone, before any join. */
export type LiveryQuery = SelectQueryBuilder<Database & { l: Database['livery'] }, 'l', object>;

/**
 * Liveries that carry the tag, as an exists-subquery on `livery_tag`: no join, so no livery
 * repeats and the public browse and the admin list filter alike.
 */
export const carriesTag = (tagId: number) => (eb: ExpressionBuilder<Database & { l: Database['livery'] }, 'l'>) =>
  eb.exists(
    eb
      .selectFrom('livery_tag as lt')
      .select('lt.livery_id')
      .whereRef('lt.livery_id', '=', 'l.id')
      .where('lt.tag_id', '=', tagId),
  );

/**
 * Liveries having any of `materials` in a region their region map really holds (issue 18 §2): a
 * region counts when its share is above 0, or, for liveries uploaded before shares were stored
 * (no share rows at all), whenever it is configured. The upload stores every region's share at
 * once (livery-preview.repository.ts), so "no share row saying 0" says both in one probe of an
 * index; an OR of "share > 0" and "no share rows" made PostgreSQL hash every share row instead.
 * Indexes: migration 0012.
 */
export const hasMaterial =
  (materials: readonly Material[]) => (eb: ExpressionBuilder<Database & { l: Database['livery'] }, 'l'>) =>
    eb.exists(
      eb
        .selectFrom('region_configuration as rc')
        .select('rc.livery_id')
        .whereRef('rc.livery_id', '=', 'l.id')
        .where('rc.material', 'in', materials)
        .where((w) =>
          w.not(
            w.exists(
              w
                .selectFrom('livery_region_share as rs')
                .select('rs.livery_id')
                .whereRef('rs.livery_id', '=', 'rc.livery_id')
                .whereRef('rs.region_name', '=', 'rc.region_name')
                .where('rs.share_per_mille', '=', 0),
            ),
          ),
        ),
    );

export interface LiveryTag {
  id: number;
  name: string;
}

/** A list row with the livery's tags, by name. */
export interface LiveryListRow extends LiveryRow {
  tags: LiveryTag[];
}

/** The joins behind a `LiveryRow` (public lists and the admin list share them). */
export function liveryRowJoins(db: Kysely<Database>) {
  return db
    .selectFrom('livery as l')
    .innerJoin('car_model as m', 'm.id', 'l.car_model_id')
    .innerJoin('car_class as c', 'c.id', 'm.car_class_id')
    .leftJoin('user as u', 'u.id', 'l.uploader_id')
    .leftJoin('screenshot as s', (join) => join.onRef('s.livery_id', '=', 'l.id').on('s.position', '=', 0));
}

export type LiveryRowQuery = ReturnType<typeof liveryRowJoins>;

/** Selects the `LiveryRow` columns from `liveryRowJoins`, filtered or not. */
function withLiveryRowColumns(q: LiveryRowQuery) {
  return q.select([
    'l.id',
    'l.title',
    'l.description',
    'l.uploader_id as uploaderId',
    shownNameSql('u').as('authorUsername'),
    'l.car_model_id as carModelId',
    'm.name as carModelName',
    'c.id as carClassId',
    'c.name as carClassName',
    'l.upload_date as uploadDate',
    'l.updated_at as updatedAt',
    'l.current_version as currentVersion',
    'l.download_count as downloadCount',
    'l.favorite_count as favoriteCount',
    'l.rating_count as ratingCount',
    'l.rating_sum as ratingSum',
    'l.file_key as fileKey',
    'l.file_size as fileSize',
    's.thumb_key as thumbKey',
  ]);
}

/**
 * The `LiveryRow` columns and each livery's tags (by name) as one JSON column: a list page and its
 * tags in one query. Rows come back through `withParsedTags`.
 */
export function withLiveryListColumns(q: LiveryRowQuery, kind: DatabaseKind) {
  const jsonArrayFrom = jsonArrayFor(kind);
  return withLiveryRowColumns(q).select((eb) =>
    jsonArrayFrom(
      eb
        .selectFrom('livery_tag as lt')
        .innerJoin('tag as t', 't.id', 'lt.tag_id')
        .select(['t.id', 't.name'])
        .whereRef('lt.livery_id', '=', 'l.id')
        .orderBy('t.name'),
    ).as('tags'),
  );
}

/** Rows of `withLiveryListColumns` with their tags column read back (SQLite hands over JSON text). */
export function withParsedTags<R extends { tags: LiveryTag[] | string }>(rows: R[]): LiveryListRow[] {
  return rows.map((r) => ({ ...r, tags: fromJson(r.tags) })) as unknown as LiveryListRow[];
}

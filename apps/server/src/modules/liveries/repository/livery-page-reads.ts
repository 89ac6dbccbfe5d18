import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../../../db/database';
import { fromJson, jsonArrayFor, shownNameSql } from '../../../db/dialect';
import { prepareQuery, prepareQueryByLimit } from '../../../db/prepared';
import type { Database } from '../../../db/schema';
import { toRegionShares } from '../livery-preview.repository';
import type { LiveryListRow, LiveryRow, withLiveryListColumns } from './livery-rows';
import { withParsedTags } from './livery-rows';

/**
 * What a livery page reads: its row with screenshots and regions, and its related list. Compiled
 * once, as they run on every livery page view. `listRows` and `rowsInOrder` are the list reads of
 * the liveries repository, shared so a related row looks like any other list row.
 */
export function createLiveryPageReads(
  db: Kysely<Database>,
  kind: DatabaseKind,
  listRows: () => ReturnType<typeof withLiveryListColumns>,
  rowsInOrder: (ids: readonly number[]) => Promise<LiveryListRow[]>,
) {
  const jsonArrayFrom = jsonArrayFor(kind);

  /**
   * Everything a livery page shows, with whether the viewer favourited it, its flat view and its
   * region shares, in one statement (issue 20: three statements cost a third of the page's time).
   */
  const detailRowById = prepareQuery(db, (id: number, viewerId: number) =>
    listRows()
      .leftJoin('livery_preview as p', 'p.livery_id', 'l.id')
      // Issue 36: the original it is based on, while it exists, and its author.
      .leftJoin('livery as o', 'o.id', 'l.based_on_livery_id')
      .leftJoin('user as ou', 'ou.id', 'o.uploader_id')
      .select((eb) => [
        'm.install_folder as installFolder',
        'l.based_on_livery_id as basedOnLiveryId',
        'l.based_on_name as basedOnName',
        'l.based_on_url as basedOnUrl',
        'l.based_on_note as basedOnNote',
        'l.allow_derivatives as allowDerivatives',
        'o.title as originalTitle',
        'o.uploader_id as originalAuthorId',
        shownNameSql('ou').as('originalAuthorName'),
        // The liveries naming it: one probe of `livery_based_on` (0031).
        eb
          .selectFrom('livery as d')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('d.based_on_livery_id', '=', 'l.id')
          .as('derivativeCount'),
        'p.texture_key as previewTextureKey',
        'p.overlay_key as previewOverlayKey',
        jsonArrayFrom(
          eb
            .selectFrom('livery_region_share as rs')
            .select(['rs.region_name as regionName', 'rs.share_per_mille as perMille'])
            .whereRef('rs.livery_id', '=', 'l.id'),
        ).as('shares'),
        eb
          .case()
          .when(
            eb.exists(
              eb
                .selectFrom('favorite as f')
                .select('f.livery_id')
                .whereRef('f.livery_id', '=', 'l.id')
                .where('f.user_id', '=', viewerId),
            ),
          )
          .then(1)
          .else(0)
          .end()
          .as('favorited'),
        jsonArrayFrom(
          eb
            .selectFrom('screenshot as shot')
            .select(['shot.id', 'shot.full_key as fullKey', 'shot.thumb_key as thumbKey', 'shot.width', 'shot.height'])
            .whereRef('shot.livery_id', '=', 'l.id')
            .orderBy('shot.position'),
        ).as('screenshots'),
        jsonArrayFrom(
          eb
            .selectFrom('region_configuration as rc')
            .select([
              'rc.region_name as regionName',
              'rc.material',
              'rc.base_style as baseStyle',
              'rc.flake_color as flakeColor',
              'rc.flake_strength as flakeStrength',
            ])
            .whereRef('rc.livery_id', '=', 'l.id'),
        ).as('regions'),
      ])
      .where('l.id', '=', id),
  );
  /**
   * A livery's related list as most liveries have it: the newest of its own model, never itself,
   * rows and all in one statement (the model comes from a subquery on the livery).
   */
  const relatedOfSameModel = prepareQueryByLimit(db, (limit, id: number) =>
    listRows()
      .where(
        'l.id',
        'in',
        db
          .selectFrom('livery as r')
          .select('r.id')
          .where('r.car_model_id', '=', db.selectFrom('livery as s').select('s.car_model_id').where('s.id', '=', id))
          .where('r.id', '!=', id)
          .orderBy('r.upload_date', 'desc')
          .orderBy('r.id', 'desc')
          .limit(limit),
      )
      .orderBy('l.upload_date', 'desc')
      .orderBy('l.id', 'desc'),
  );
  /** The model and class a livery's related list is drawn from, when its own model has too few. */
  const relatedSource = prepareQuery(db, (id: number) =>
    db
      .selectFrom('livery as l')
      .select(['l.car_model_id as carModelId', 'l.car_class_id as carClassId'])
      .where('l.id', '=', id),
  );
  /** A walk of the class's newest (`livery_class_upload_date`, 0020), past its own model's liveries. */
  const newestOfClassBesidesModel = prepareQueryByLimit(
    db,
    (limit, classId: number, modelId: number, exceptId: number) =>
      db
        .selectFrom('livery as l')
        .select('l.id')
        .where('l.car_class_id', '=', classId)
        .where('l.car_model_id', '!=', modelId)
        .where('l.id', '!=', exceptId)
        .orderBy('l.upload_date', 'desc')
        .orderBy('l.id', 'desc')
        .limit(limit),
  );
  const screenshotsOf = prepareQuery(db, (liveryId: number) =>
    db
      .selectFrom('screenshot')
      .select(['id', 'full_key as fullKey', 'thumb_key as thumbKey', 'width', 'height'])
      .where('livery_id', '=', liveryId)
      .orderBy('position'),
  );
  const regionConfigurationsOf = prepareQuery(db, (liveryId: number) =>
    db
      .selectFrom('region_configuration')
      .select([
        'region_name as regionName',
        'material',
        'base_style as baseStyle',
        'flake_color as flakeColor',
        'flake_strength as flakeStrength',
      ])
      .where('livery_id', '=', liveryId),
  );

  return {
    /**
     * The livery page: its row, tags, screenshots, regions, flat view and region shares, and
     * whether `viewerId` (0: nobody) favourited it.
     */
    async findForDetail(id: number, viewerId: number) {
      const [row] = await detailRowById(id, viewerId);
      return (
        row && {
          ...(row as LiveryRow),
          favorited: Number(row.favorited) === 1,
          installFolder: String(row.installFolder),
          tags: fromJson(row.tags),
          screenshots: fromJson(row.screenshots),
          regions: fromJson(row.regions),
          preview:
            row.previewTextureKey && row.previewOverlayKey
              ? { textureKey: row.previewTextureKey, overlayKey: row.previewOverlayKey }
              : null,
          regionShares: toRegionShares(fromJson(row.shares)),
          basedOnLiveryId: row.basedOnLiveryId,
          basedOnName: row.basedOnName,
          basedOnUrl: row.basedOnUrl,
          basedOnNote: row.basedOnNote,
          originalTitle: row.originalTitle ?? null,
          originalAuthorId: row.originalAuthorId ?? null,
          originalAuthorName: row.originalAuthorName ?? null,
          allowDerivatives: Boolean(Number(row.allowDerivatives)),
          derivativeCount: Number(row.derivativeCount ?? 0),
        }
      );
    },

    /**
     * Same model first, then the rest of the class, newest first; never the livery itself;
     * undefined when there is no such livery. One statement when the model alone fills the list;
     * otherwise a walk of the class by date for the rest.
     */
    async related(id: number, limit: number): Promise<LiveryListRow[] | undefined> {
      const sameModel = withParsedTags(await relatedOfSameModel(limit, id));
      if (sameModel.length >= limit) return sameModel;
      const source = (await relatedSource(id))[0];
      if (!source) return undefined;
      const rest = await newestOfClassBesidesModel(limit - sameModel.length, source.carClassId, source.carModelId, id);
      return [...sameModel, ...(await rowsInOrder(rest.map((r) => r.id)))];
    },

    screenshotsOf,
    regionConfigurationsOf,
  };
}

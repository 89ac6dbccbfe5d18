import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '../database';

/**
 * The browse facet "has material X" (issue 18 §2) reads `region_configuration` by material, and
 * a region counts only while the livery's region map holds it (`livery_region_share`, 0011).
 * - `region_configuration_material (material, livery_id, region_name)`: the liveries having a
 *   material, read from the index alone, for counts and for pages of a rare material (PostgreSQL
 *   turns the EXISTS into a semi-join on it). A page of a common material walks the sort order and
 *   probes each livery through the (livery_id, region_name) unique index of 0001.
 * - `livery_region_share_empty`: the regions whose share is 0, the only share rows the facet asks
 *   about (a small partial index, probed per region or read whole for a count).
 * - Browse totals and page marks are cached while `livery_change.version` holds (0005), so writes
 *   to either table now move it too, or a livery's new materials would be counted a minute late.
 */
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  await db.schema
    .createIndex('region_configuration_material')
    .on('region_configuration')
    .columns(['material', 'livery_id', 'region_name'])
    .execute();
  await db.schema
    .createIndex('livery_region_share_empty')
    .on('livery_region_share')
    .columns(['livery_id', 'region_name'])
    .where(sql.ref('share_per_mille'), '=', 0)
    .execute();
  for (const table of ['region_configuration', 'livery_region_share']) {
    for (const [i, event] of ['INSERT', 'DELETE', 'UPDATE'].entries()) {
      const name = sql.id(`${table}_change_${i}`);
      if (kind === 'postgres') {
        await sql`CREATE TRIGGER ${name} AFTER ${sql.raw(event)} ON ${sql.id(table)}
          FOR EACH STATEMENT EXECUTE FUNCTION livery_change_bump()`.execute(db);
      } else {
        await sql`CREATE TRIGGER ${name} AFTER ${sql.raw(event)} ON ${sql.id(table)}
          BEGIN UPDATE livery_change SET version = version + 1 WHERE id = 1; END`.execute(db);
      }
    }
  }
}

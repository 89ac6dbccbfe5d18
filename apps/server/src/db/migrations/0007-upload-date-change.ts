import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '../database';

/**
 * Deep pages start from page marks kept while `livery_change.version` holds (0005), and the
 * upload-date sort's marks are upload dates. The demo seed back-dates each livery it uploads, so an
 * edit of `upload_date` must move the version too, or marks computed between the upload and the
 * edit would send deep pages to the wrong rows until they expire.
 */
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  if (kind === 'postgres') {
    await sql`CREATE TRIGGER livery_change_upload_date AFTER UPDATE OF upload_date ON livery
      FOR EACH STATEMENT EXECUTE FUNCTION livery_change_bump()`.execute(db);
  } else {
    await sql`CREATE TRIGGER livery_change_upload_date AFTER UPDATE OF upload_date ON livery
      BEGIN UPDATE livery_change SET version = version + 1 WHERE id = 1; END`.execute(db);
  }
}

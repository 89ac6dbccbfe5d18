import { getMigrations } from 'better-auth/db/migration';
import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Auth } from '../auth/auth';
import type { Db } from './database';
import * as core from './migrations/0001-core';
import * as seedCatalogue from './migrations/0002-seed-catalogue';
import * as account from './migrations/0003-account';
import * as browseIndexes from './migrations/0004-browse-indexes';
import * as searchAndCounts from './migrations/0005-search-and-counts';
import * as storageKeyIndexes from './migrations/0006-storage-key-indexes';
import * as uploadDateChange from './migrations/0007-upload-date-change';
import * as screenshotSizes from './migrations/0008-screenshot-sizes';
import * as usernameSkeleton from './migrations/0009-username-skeleton';
import * as carModelInstallFolder from './migrations/0010-car-model-install-folder';
import * as liveryPreviews from './migrations/0011-livery-previews';
import * as materialFacet from './migrations/0012-material-facet';
import * as liveryVersions from './migrations/0013-livery-versions';
import * as followsNotifications from './migrations/0014-follows-notifications';
import * as commentsRatings from './migrations/0015-comments-ratings';
import * as collections from './migrations/0016-collections';
import * as modelSortIndexes from './migrations/0017-model-sort-indexes';
import * as liveryFacetCounts from './migrations/0018-livery-facet-counts';
import * as memberNameTrigrams from './migrations/0019-member-name-trigrams';
import * as liverySortKeys from './migrations/0020-livery-sort-keys';
import * as commentNotificationRefs from './migrations/0021-comment-notification-refs';
import * as userIdsNeverReused from './migrations/0022-user-ids-never-reused';
import * as instanceSettings from './migrations/0023-instance-settings';
import * as mailOutbox from './migrations/0024-mail-outbox';
import * as searchDocuments from './migrations/0025-search-documents';
import * as collectionReports from './migrations/0026-collection-reports';
import * as apiTokens from './migrations/0027-api-tokens';
import * as webhooks from './migrations/0028-webhooks';
import * as searchPrefixes from './migrations/0029-search-prefixes';
import * as liveryFingerprints from './migrations/0030-livery-fingerprints';
import * as liveryCredit from './migrations/0031-livery-credit';
import * as fingerprintsRecomputed from './migrations/0032-fingerprints-recomputed';
import * as fingerprintQueue from './migrations/0034-fingerprint-queue';
import type { MigrationFn } from './migrations/helpers';

const ours: Record<string, { up: MigrationFn }> = {
  '0001-core': core,
  '0002-seed-catalogue': seedCatalogue,
  '0003-account': account,
  '0004-browse-indexes': browseIndexes,
  '0005-search-and-counts': searchAndCounts,
  '0006-storage-key-indexes': storageKeyIndexes,
  '0007-upload-date-change': uploadDateChange,
  '0008-screenshot-sizes': screenshotSizes,
  '0009-username-skeleton': usernameSkeleton,
  '0010-car-model-install-folder': carModelInstallFolder,
  '0011-livery-previews': liveryPreviews,
  '0012-material-facet': materialFacet,
  '0013-livery-versions': liveryVersions,
  '0014-follows-notifications': followsNotifications,
  '0015-comments-ratings': commentsRatings,
  '0016-collections': collections,
  '0017-model-sort-indexes': modelSortIndexes,
  '0018-livery-facet-counts': liveryFacetCounts,
  '0019-member-name-trigrams': memberNameTrigrams,
  '0020-livery-sort-keys': liverySortKeys,
  '0021-comment-notification-refs': commentNotificationRefs,
  '0022-user-ids-never-reused': userIdsNeverReused,
  '0023-instance-settings': instanceSettings,
  '0024-mail-outbox': mailOutbox,
  '0025-search-documents': searchDocuments,
  '0026-collection-reports': collectionReports,
  '0027-api-tokens': apiTokens,
  '0028-webhooks': webhooks,
  '0029-search-prefixes': searchPrefixes,
  '0030-livery-fingerprints': liveryFingerprints,
  '0031-livery-credit': liveryCredit,
  '0032-fingerprints-recomputed': fingerprintsRecomputed,
  '0034-fingerprint-queue': fingerprintQueue,
};

/**
 * Brings the schema up to date: better-auth's tables first (ours reference `user`), then our own
 * migrations. Both steps only apply what is missing, so running it on every start is safe.
 */
export async function migrate(db: Db, auth: Auth): Promise<void> {
  const { runMigrations } = await getMigrations(auth.options);
  await runMigrations();

  const provider: MigrationProvider = {
    async getMigrations() {
      const out: Record<string, Migration> = {};
      for (const [name, m] of Object.entries(ours)) {
        out[name] = { up: (k: Kysely<unknown>) => m.up(k, db.kind) };
      }
      return out;
    },
  };
  // Name the schema: otherwise Kysely accepts a migration table found in any schema of the database.
  const migrator = new Migrator({ db: db.kysely, provider, ...(db.schema ? { migrationTableSchema: db.schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

import path from 'node:path';
import type { Config } from '../config';

/** A refusal the operator can act on: the CLI prints its message alone (no stack trace) and exits 1. */
export class BackupError extends Error {
  override name = 'BackupError';
}

/** Where a SQLite site keeps what a backup holds, relative to DATA_DIR. */
export const DATA_DIR_PARTS = {
  database: 'paddock.db',
  uploads: 'uploads',
  /** Only there when AUTH_SECRET is unset; without it a restored site would reject every session. */
  authSecret: 'auth-secret',
} as const;

/** The local storage's folder of writes in progress: never part of a backup. */
export const PARTIAL_UPLOADS = '.partial';

/**
 * PostgreSQL and S3 have their own, better tools; this command does not pretend to replace them.
 * Returns the steps to follow instead, or undefined when the site is SQLite with local uploads.
 */
export function externalBackupSteps(config: Config): string | undefined {
  const steps: string[] = [];
  if (config.database.kind === 'postgres') {
    steps.push(
      'The database is PostgreSQL: back it up with pg_dump (custom format), from any machine that reaches it:',
      '  pg_dump --format=custom --file=paddock-$(date -u +%Y-%m-%dT%H-%M-%SZ).dump "$DATABASE_URL"',
      'and restore it, Paddock stopped, into an empty database with:',
      '  pg_restore --no-owner --exit-on-error --dbname="$DATABASE_URL" paddock-<time>.dump',
    );
  }
  if (config.storage.kind === 's3') {
    const endpoint = config.storage.endpoint ? ` --endpoint-url ${config.storage.endpoint}` : '';
    steps.push(
      `Uploads are in the bucket "${config.storage.bucket}": copy it with your provider's tools, after the database, e.g.`,
      `  aws s3 sync s3://${config.storage.bucket} ./paddock-uploads-<time>${endpoint}`,
      'and back with the same command, source and target swapped. Take the database first: an object',
      'newer than the dump is only unreferenced (swept later); one the dump names but the copy lacks is a lost file.',
    );
  }
  if (steps.length === 0) return undefined;
  return [
    'npm run backup/restore copies a SQLite database and the local uploads folder only; nothing was written.',
    ...steps,
  ].join('\n');
}

/** Refuses a site this command cannot copy, with the steps that can. */
export function assertLocalSite(config: Config): { database: string; uploads: string } {
  const steps = externalBackupSteps(config);
  if (steps || config.database.kind !== 'sqlite' || config.storage.kind !== 'local') throw new BackupError(steps);
  return { database: config.database.file, uploads: config.storage.root };
}

/** A backup folder's name: the UTC time it was taken, sortable and safe on every filesystem. */
export function backupName(at: Date): string {
  return `paddock-backup-${at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')}`;
}

export const MANIFEST_FILE = 'manifest.json';

export function manifestPath(backupDir: string): string {
  return path.join(backupDir, MANIFEST_FILE);
}

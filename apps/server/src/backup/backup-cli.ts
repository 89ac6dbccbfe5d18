// `npm run backup [-- --to <folder>]` and `npm run restore -- <backup folder> [--force]`: see the
// README's "Backups". Settings are read as the server reads them, so DATA_DIR means the same.

import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { BackupError } from './backup-plan';
import { restoreBackup } from './restore-backup';
import { takeBackup } from './take-backup';

const USAGE = 'Usage: npm run backup [-- --to <folder>]  |  npm run restore -- <backup folder> [--force]';

/**
 * The CLI signs nothing: a stand-in secret keeps loadConfig from writing a new auth-secret into
 * DATA_DIR, which would make an empty folder non-empty before a restore.
 */
const STAND_IN_SECRET = 'backup-cli-signs-nothing-0123456789abcdef';

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: { to: { type: 'string', default: 'backups' }, force: { type: 'boolean', default: false } },
  });
  const config = loadConfig({ ...process.env, AUTH_SECRET: process.env.AUTH_SECRET || STAND_IN_SECRET });
  if (command === 'backup' && positionals.length === 0) {
    const { dir, manifest } = await takeBackup(config, path.resolve(values.to));
    const { liveries, users, objects } = manifest.counts;
    console.log(
      `Backup written to ${dir}: ${liveries} liveries, ${users} accounts, ${objects} stored files, ` +
        `${(manifest.totalBytes / 1024 / 1024).toFixed(1)} MB, schema ${manifest.schemaVersion}.`,
    );
    return;
  }
  const from = positionals[0];
  if (command === 'restore' && from && positionals.length === 1) {
    const manifest = await restoreBackup(config, path.resolve(from), { force: values.force });
    console.log(
      `Restored the backup of ${manifest.createdAt} (schema ${manifest.schemaVersion}) into ${config.dataDir}. ` +
        'Start the server on it; with AUTH_SECRET set, use the same value as when the backup was taken.',
    );
    return;
  }
  throw new BackupError(USAGE);
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  // The operator's to fix: say what, without a stack trace.
  const badArguments = String((error as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS');
  const known = error instanceof BackupError || error instanceof ConfigError || badArguments;
  if (!known) throw error;
  process.stderr.write(`${(error as Error).message}\n`);
  process.exitCode = 1;
}

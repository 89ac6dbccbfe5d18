import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { createDialect } from '../../db/dialect';
import type { BackgroundJob } from '../../plugins/lifecycle';
import type { Storage } from '../../storage/storage';
import type { TempFiles } from '../../storage/temp-files';
import { createBackfillStateRepository } from './backfill-state.repository';
import { fingerprintLookup } from './fingerprint-index';
import { fingerprintStoredZip } from './fingerprint-zip';
import { createFingerprintsRepository } from './fingerprints.repository';
import { openFingerprintCases } from './possible-copy-opener';

export interface FingerprintJobDeps {
  db: Db;
  storage: Storage;
  tempFiles: TempFiles;
  log: FastifyBaseLogger;
}

/** Versions read per query; the run goes on until none is left or its time is up. */
const BATCH = 20;
/** A zip copy older than this is no run's any more. */
const LEFTOVER_MS = 60 * 60 * 1000;
/** A run stops taking new versions after this long, so a shutdown never waits on a long backlog. */
const RUN_BUDGET_MS = 20_000;

/**
 * Fingerprints every livery version that has none (issue 36 points 1 and 6): a new upload or
 * version within seconds, and the liveries uploaded before fingerprints existed, oldest first.
 * The upload's request never waits on it, and a failure never undoes an upload: it is logged,
 * recorded on the version's row and retried on later runs (MAX_ATTEMPTS). Paused and resumed by
 * an admin; several instances may run it at once, each result an upsert of the same values.
 */
export function createFingerprintBackfill({ db, storage, tempFiles, log }: FingerprintJobDeps) {
  const fingerprints = createFingerprintsRepository(db.kysely);
  const state = createBackfillStateRepository(db.kysely);
  const dialect = createDialect(db.kind);

  /** Issue 36 point 3: a near copy of another member's livery opens a case; a failure here is only logged. */
  async function openCases(version: { id: number; liveryId: number }, hash: string) {
    try {
      await openFingerprintCases(db, dialect, version, hash);
    } catch (error) {
      log.warn({ err: error, liveryVersionId: version.id }, 'could not open possible-copy cases');
    }
  }

  /** Fingerprints pending versions until none is left or `budgetMs` has passed; returns how many were tried. */
  async function run(budgetMs = RUN_BUDGET_MS): Promise<number> {
    const started = Date.now();
    // A copy a crash left behind mid-run (each run removes its own).
    await tempFiles.sweepTempFiles(LEFTOVER_MS);
    // The in-memory index filled at start and kept current here, paused or not: the upload page's
    // lookup should not wait for a million rows (13 s) after a restart.
    await fingerprintLookup(db).catchUp();
    let tried = 0;
    const seen = new Set<number>();
    while (Date.now() - started < budgetMs) {
      if (await state.paused()) break;
      // A version that failed just now is pending again until MAX_ATTEMPTS; one try per run.
      const batch = (await fingerprints.pending(BATCH + seen.size)).filter((v) => !seen.has(v.id)).slice(0, BATCH);
      if (batch.length === 0) break;
      for (const version of batch) {
        seen.add(version.id);
        tried += 1;
        let hash: string | null = null;
        try {
          const result = await fingerprintStoredZip(storage, tempFiles, version.fileKey);
          await fingerprints.save(version, result.texture, result.regionHash);
          hash = result.texture.hash;
        } catch (error) {
          log.warn({ err: error, liveryVersionId: version.id }, 'could not fingerprint a livery version');
          await fingerprints.recordFailure(version, error instanceof Error ? error.message : String(error));
        }
        if (hash !== null) await openCases(version, hash);
      }
    }
    return tried;
  }

  const job: BackgroundJob = {
    name: 'fingerprints',
    run: async () => {
      await run();
    },
    failure: 'could not fingerprint livery textures',
    everyMs: 5000,
    startInBackground: true,
  };
  return { run, job };
}

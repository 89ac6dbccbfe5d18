import { POSSIBLE_COPY_LIMITS } from '@paddock/contract';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database';
import { type Dialect, toIso } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { recordNotificationEvent } from '../notifications/notification-events.service';
import { fingerprintLookup } from './fingerprint-index';
import { type CandidateRow, createPossibleCopiesRepository } from './possible-copies.repository';
import { NEAR_COPY_DISTANCE } from './thresholds';

const uploadedBefore = (a: CandidateRow, b: CandidateRow) => {
  const at = Date.parse(toIso(a.uploadDate));
  const bt = Date.parse(toIso(b.uploadDate));
  // Two uploads in the same instant: the older row came first.
  return at < bt || (at === bt && a.id < b.id);
};

/**
 * The liveries within the threshold of `hash`, each at its nearest version's distance, nearest
 * first, leaving out `livery` and every livery of its uploader (a new upload passes no id).
 */
export async function nearestLiveries(db: Db, hash: string, livery: { id?: number; uploaderId: number | null }) {
  const near = await fingerprintLookup(db).nearestFingerprints(hash, NEAR_COPY_DISTANCE, livery.uploaderId);
  const byLivery = new Map<number, number>();
  // Nearest first: a livery's closest version wins.
  for (const n of near) if (n.liveryId !== livery.id && !byLivery.has(n.liveryId)) byLivery.set(n.liveryId, n.distance);
  return byLivery;
}

/**
 * What counts as a copy for `livery` (issue 36 point 3): its nearest matches among OTHER members'
 * liveries uploaded before it, less the original it declares as based on when that one allows
 * derivatives, less every pair already cased (with `openCasesCount`, less only the pairs an admin
 * judged), closest first. The job opens cases from it; a new version's warning shows it.
 */
export async function nearCopiesOf(
  db: Db,
  dialect: Dialect,
  livery: CandidateRow,
  hash: string,
  { openCasesCount = false } = {},
): Promise<{ original: CandidateRow; distance: number }[]> {
  const repo = createPossibleCopiesRepository(db.kysely, dialect);
  const near = await nearestLiveries(db, hash, livery);
  const pairs = await repo.pairStatuses(livery.id, [...near.keys()]);
  const cased = (c: CandidateRow) => pairs.has(c.id) && !(openCasesCount && pairs.get(c.id) === 'Open');
  const declared = (c: CandidateRow) => livery.basedOnLiveryId === c.id && Boolean(c.allowDerivatives);
  return (await repo.candidates([...near.keys()]))
    .filter((c) => uploadedBefore(c, livery) && !declared(c) && !cased(c))
    .map((original) => ({ original, distance: near.get(original.id) as number }))
    .sort((a, b) => a.distance - b.distance || a.original.id - b.original.id);
}

/**
 * Opens the possible-copy cases of a version just fingerprinted: its near copies (above), at most
 * POSSIBLE_COPY_LIMITS.casesPerVersion. Each original's author is notified in the cases'
 * transaction. Returns the cases opened.
 */
export async function openFingerprintCases(
  db: Db,
  dialect: Dialect,
  version: { liveryId: number },
  hash: string,
): Promise<number> {
  const repo = createPossibleCopiesRepository(db.kysely, dialect);
  const [livery] = await repo.candidates([version.liveryId]);
  // A livery whose uploader is gone has nobody to answer for it.
  if (!livery || livery.uploaderId === null) return 0;
  const originals = (await nearCopiesOf(db, dialect, livery, hash)).slice(0, POSSIBLE_COPY_LIMITS.casesPerVersion);
  if (originals.length === 0) return 0;
  return db.kysely.transaction().execute(async (trx) => {
    const writes = createPossibleCopiesRepository(trx, dialect);
    let opened = 0;
    for (const { original, distance } of originals) {
      const inserted = await writes.insert({
        liveryId: livery.id,
        originalLiveryId: original.id,
        liveryTitle: livery.title,
        originalTitle: original.title,
        distance,
        source: 'fingerprint',
        reportId: null,
      });
      if (!inserted) continue;
      opened += 1;
      if (original.uploaderId !== null) {
        await recordNotificationEvent(trx, {
          kind: 'possible-copy',
          liveryId: livery.id,
          uploaderId: livery.uploaderId,
          originalAuthorId: original.uploaderId,
          originalTitle: original.title,
        });
      }
    }
    return opened;
  });
}

/** The original a "stolen content" report's case names: the nearest other member's livery, found before its transaction. */
export async function findReportedOriginal(db: Db, dialect: Dialect, liveryId: number) {
  const repo = createPossibleCopiesRepository(db.kysely, dialect);
  const [livery] = await repo.candidates([liveryId]);
  const hash = await repo.latestHash(liveryId);
  if (!livery || hash === null) return null;
  const [first] = await nearestLiveries(db, hash, livery);
  if (!first) return null;
  const [original] = await repo.candidates([first[0]]);
  return original ? { id: original.id, title: original.title, distance: first[1] } : null;
}

export type ReportedOriginal = Awaited<ReturnType<typeof findReportedOriginal>>;

/**
 * Issue 36 point 5: a member's "stolen content" report puts the livery in the possible-copy queue,
 * in the report's transaction. An open case of the same pair takes the report instead of a second case;
 * a pair already judged opens a case with no original, so the report is still seen.
 */
export async function openReportCase(
  trx: Kysely<Database>,
  dialect: Dialect,
  report: { id: number; liveryId: number; liveryTitle: string },
  original: ReportedOriginal,
): Promise<void> {
  const repo = createPossibleCopiesRepository(trx, dialect);
  const existing = original ? await repo.openCaseOf(report.liveryId, original.id) : undefined;
  if (existing?.status === 'Open' && existing.reportId === null) {
    await repo.attachReport(existing.id, report.id);
    return;
  }
  const named = existing ? null : original;
  await repo.insert({
    liveryId: report.liveryId,
    originalLiveryId: named?.id ?? null,
    liveryTitle: report.liveryTitle,
    originalTitle: named?.title ?? null,
    distance: named?.distance ?? null,
    source: 'report',
    reportId: report.id,
  });
}

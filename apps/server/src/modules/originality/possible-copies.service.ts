import { buffer } from 'node:stream/consumers';
import {
  type CaseLivery,
  POSSIBLE_COPY_MESSAGES as m,
  type PossibleCopiesQuery,
  type PossibleCopyCase,
  type PossibleCopyPage,
  type PossibleCopyResolve,
  type PossibleCopyStatus,
} from '@paddock/contract';
import type { Kysely } from 'kysely';
import type { Viewer } from '../../auth/guards';
import { toIso } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AppDeps } from '../../lib/deps';
import { liveryRemovedAsCopyEmail } from '../../mail/moderation-emails';
import { createAuditLog } from '../audit/audit.service';
import { creditAsBasedOn } from '../liveries/credit/livery-credit.service';
import { createLiveryWritesService } from '../liveries/livery-writes.service';
import { resolveReports } from '../reports/admin-reports.service';
import { differenceImage } from './difference-image';
import { type CaseRow, type CaseSideRow, createPossibleCopiesRepository } from './possible-copies.repository';

/** A side whose livery is gone: the title the case kept, nothing else. */
const gone = (title: string): CaseLivery => ({
  id: null,
  title,
  author: null,
  thumbnailUrl: null,
  flatViewUrl: null,
  colour: null,
  uploadedAt: null,
});

const VERBS = { Copy: 'removed as a copy', Permitted: 'permitted', FalseMatch: 'marked as a false match' } as const;

/** The possible-copy queue for admins (issue 36 point 5): list, one case, its difference image, resolve. */
export function createPossibleCopiesService({ db, dialect, storage, mailer, config, log }: AppDeps) {
  const read = createPossibleCopiesRepository(db.kysely, dialect);
  const liveries = createLiveryWritesService(db, storage, log);

  async function side(
    id: number | null,
    title: string | null,
    rows: Map<number, CaseSideRow>,
  ): Promise<CaseLivery | null> {
    const row = id === null ? undefined : rows.get(id);
    if (!row) return title === null ? null : gone(title);
    const out: CaseLivery = {
      id: row.id,
      title: row.title,
      author:
        row.uploaderId === null
          ? null
          : { id: row.uploaderId, username: row.authorUsername ?? `user-${row.uploaderId}` },
      thumbnailUrl: row.thumbKey ? await storage.publicUrl(row.thumbKey) : null,
      flatViewUrl: row.textureKey ? await storage.publicUrl(row.textureKey) : null,
      colour: row.colour,
      uploadedAt: toIso(row.uploadDate),
    };
    return out;
  }

  async function toCases(rows: CaseRow[]): Promise<PossibleCopyCase[]> {
    const ids = rows.flatMap((r) => [r.liveryId, r.originalLiveryId]).filter((id): id is number => id !== null);
    const sides = await read.sides([...new Set(ids)]);
    return Promise.all(
      rows.map(
        async (r): Promise<PossibleCopyCase> => ({
          id: r.id,
          status: r.status as PossibleCopyStatus,
          source: r.source === 'report' ? 'report' : 'fingerprint',
          distance: r.distance,
          createdAt: toIso(r.createdAt),
          copy: (await side(r.liveryId, r.liveryTitle, sides)) as CaseLivery,
          original: await side(r.originalLiveryId, r.originalTitle, sides),
          report:
            r.reportId === null
              ? null
              : { id: r.reportId, comment: r.reportComment, reporterUsername: r.reporterUsername },
          resolvedBy:
            r.resolvedById === null
              ? null
              : { id: r.resolvedById, username: r.resolverUsername ?? `user-${r.resolvedById}` },
          resolvedAt: r.resolvedAt === null ? null : toIso(r.resolvedAt),
          resolutionMessage: r.resolutionMessage,
        }),
      ),
    );
  }

  async function find(id: number): Promise<PossibleCopyCase> {
    const row = await read.findById(id);
    if (!row) throw AppError.notFound(m.notFound);
    return (await toCases([row]))[0] as PossibleCopyCase;
  }

  /** Closes the case, answers its report and records it, all in `trx`; 409 when it was resolved meanwhile. */
  async function close(trx: Kysely<Database>, viewer: Viewer, row: CaseRow, input: PossibleCopyResolve) {
    const writes = createPossibleCopiesRepository(trx, dialect);
    if (!(await writes.resolve(row.id, input.resolution, viewer.id, input.message)))
      throw AppError.conflict(m.alreadyResolved, 'CASE_RESOLVED');
    if (row.reportId !== null && (await writes.reportIsOpen(row.reportId)))
      await resolveReports(trx, dialect, viewer, [row.reportId]);
    if (input.resolution === 'Permitted' && row.liveryId !== null && row.originalLiveryId !== null)
      await creditAsBasedOn(trx, row.liveryId, { id: row.originalLiveryId, title: row.originalTitle ?? '' });
    await createAuditLog(trx).record({
      actorId: viewer.id,
      action: `possibleCopy.${input.resolution}`,
      targetType: 'possibleCopy',
      targetId: row.id,
      summary: `${viewer.username} ${VERBS[input.resolution]} "${row.liveryTitle}"${
        row.originalTitle ? ` (against "${row.originalTitle}")` : ''
      }${input.message ? `: ${input.message}` : ''}`,
    });
  }

  return {
    async list(query: PossibleCopiesQuery): Promise<PossibleCopyPage> {
      const [{ rows, total }, counts] = await Promise.all([read.list(query), read.countByStatus()]);
      const n = (s: PossibleCopyStatus) => counts.get(s) ?? 0;
      return {
        items: await toCases(rows),
        totalCount: total,
        totalPages: Math.ceil(total / query.pageSize),
        counts: { Open: n('Open'), Copy: n('Copy'), Permitted: n('Permitted'), FalseMatch: n('FalseMatch') },
      };
    },

    get: find,

    /** The copy's flat view greyed with what differs from the original's highlighted (PNG). */
    async difference(id: number): Promise<Buffer> {
      const found = await find(id);
      const keys = await read.sides([found.copy.id, found.original?.id].filter((v): v is number => v != null));
      const copyKey = found.copy.id === null ? null : keys.get(found.copy.id)?.textureKey;
      const originalKey = found.original?.id == null ? null : keys.get(found.original.id)?.textureKey;
      if (!copyKey || !originalKey) throw AppError.notFound(m.noFlatViews);
      const [copy, original] = await Promise.all(
        [copyKey, originalKey].map(async (k) => buffer(await storage.openRead(k))),
      );
      return differenceImage(copy as Buffer, original as Buffer);
    },

    async resolve(viewer: Viewer, id: number, input: PossibleCopyResolve): Promise<PossibleCopyCase> {
      const row = await read.findById(id);
      if (!row) throw AppError.notFound(m.notFound);
      if (row.status !== 'Open') throw AppError.conflict(m.alreadyResolved, 'CASE_RESOLVED');
      if (input.resolution === 'FalseMatch') {
        await db.kysely.transaction().execute((trx) => close(trx, viewer, row, input));
        return find(id);
      }
      const [copy] = row.liveryId === null ? [] : await read.candidates([row.liveryId]);
      if (!copy) throw AppError.conflict(m.copyGone, 'COPY_GONE');
      if (input.resolution === 'Permitted') {
        if (row.originalLiveryId === null) throw AppError.conflict(m.noOriginal, 'NO_ORIGINAL');
        await db.kysely.transaction().execute((trx) => close(trx, viewer, row, input));
        return find(id);
      }
      // Copy: the admin removal itself (audited as a deletion there), with the case closed in its transaction.
      const to = copy.uploaderId === null ? null : await read.uploaderEmail(copy.uploaderId);
      const uploader = (await read.sides([copy.id])).get(copy.id)?.authorUsername ?? null;
      await liveries.removeMany(viewer, [copy.id], { alsoInTransaction: (trx) => close(trx, viewer, row, input) });
      if (to)
        await mailer.queue({
          to,
          ...liveryRemovedAsCopyEmail(uploader, copy.title, input.message ?? '', `${config.publicUrl}/contact`),
        });
      return find(id);
    },
  };
}

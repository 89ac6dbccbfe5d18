import { type LiveryCredit, CREDIT_MESSAGES as m } from '@paddock/contract';
import type { Kysely } from 'kysely';
import type { Viewer } from '../../../auth/guards';
import { isForeignKeyViolation } from '../../../db/dialect';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { createLiveryCreditRepository, NO_CREDIT, type StoredCredit } from './livery-credit.repository';

/** The credit fields as the contract parsed them (upload parts or the edit's JSON). */
export interface CreditInput {
  basedOnLiveryId?: number | null;
  basedOnName?: string | null;
  basedOnUrl?: string | null;
  basedOnNote?: string | null;
}

/** On an edit: the livery edited and the Paddock livery it names now. */
interface Editing {
  liveryId: number;
  currentOriginal: number | null;
}

/**
 * Checks a credit as sent (issue 36 §4) and gives what is stored. The original must exist and not
 * be the livery itself; its author (when another member) must allow derivatives, except for the
 * original a livery already names, so an edit of its title is not refused because the author
 * changed their mind since. The original's title is kept as the name, so the credit still reads
 * once it is gone. The one-source rules across fields were checked by the contract's schema.
 */
export async function resolveCredit(
  db: Kysely<Database>,
  viewer: Viewer,
  input: CreditInput,
  editing?: Editing,
): Promise<StoredCredit> {
  const note = input.basedOnNote ?? null;
  if (input.basedOnLiveryId != null) {
    const id = input.basedOnLiveryId;
    if (editing?.liveryId === id) throw AppError.badRequest(m.notItself, 'CREDIT_SELF');
    const original = await createLiveryCreditRepository(db).findOriginal(id);
    if (!original) throw AppError.badRequest(m.originalNotFound, 'CREDIT_ORIGINAL_NOT_FOUND');
    const allowed = Boolean(Number(original.allowDerivatives));
    if (!allowed && original.uploaderId !== viewer.id && editing?.currentOriginal !== id) {
      throw AppError.badRequest(m.noDerivatives(original.title), 'DERIVATIVES_NOT_ALLOWED');
    }
    return { basedOnLiveryId: id, basedOnName: original.title, basedOnUrl: null, basedOnNote: note };
  }
  if (input.basedOnUrl && input.basedOnName) {
    return { basedOnLiveryId: null, basedOnName: input.basedOnName, basedOnUrl: input.basedOnUrl, basedOnNote: note };
  }
  return NO_CREDIT;
}

/**
 * Writes a livery's credit inside the caller's transaction. An original deleted between the
 * check and this write fails its foreign key: the same 400 as one that never existed.
 */
export async function writeCredit(
  trx: Kysely<Database>,
  liveryId: number,
  credit: StoredCredit | undefined,
  allowDerivatives: boolean | number | undefined,
): Promise<void> {
  try {
    await createLiveryCreditRepository(trx).write(liveryId, credit, allowDerivatives);
  } catch (error) {
    if (isForeignKeyViolation(error)) throw AppError.badRequest(m.originalNotFound, 'CREDIT_ORIGINAL_NOT_FOUND');
    throw error;
  }
}

/**
 * An admin's "Permitted" on a possible copy (issue 36 point 5): the copy is credited as based on
 * the original, inside the caller's transaction, keeping the uploader's permission note.
 */
export async function creditAsBasedOn(
  trx: Kysely<Database>,
  liveryId: number,
  original: { id: number; title: string },
): Promise<void> {
  await createLiveryCreditRepository(trx).creditOriginal(liveryId, original);
}

/** The credit columns of a livery page's row, with its original's title and author when it still exists. */
export interface CreditRow {
  basedOnLiveryId: number | null;
  basedOnName: string | null;
  basedOnUrl: string | null;
  basedOnNote: string | null;
  originalTitle: string | null;
  originalAuthorId: number | null;
  originalAuthorName: string | null;
}

/** What the livery page reads of its credit: the original as it is now, or the name kept once it went. */
export function creditOf(row: CreditRow): LiveryCredit | null {
  if (row.basedOnLiveryId !== null && row.originalTitle !== null) {
    return {
      livery: {
        id: row.basedOnLiveryId,
        title: row.originalTitle,
        authorId: row.originalAuthorId,
        authorName: row.originalAuthorName,
      },
      name: row.originalTitle,
      url: null,
      note: row.basedOnNote,
    };
  }
  if (!row.basedOnName) return null;
  return { livery: null, name: row.basedOnName, url: row.basedOnUrl, note: row.basedOnNote };
}

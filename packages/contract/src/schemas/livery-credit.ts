import { z } from 'zod';
import { LIMITS } from '../constants';
import { emptyIfBlank, isCleanMultiLineText, isCleanSingleLineText, TEXT_MESSAGES } from '../text';
import { bodyId, PageNumberParam, pageSizeParam, urlParams } from './common';

/**
 * Issue 36 §4: credit. A livery may name what it is based on, a Paddock livery or an outside work
 * (a name and its link), with the uploader's note on the permission they have; its author says
 * whether others may base liveries on it. The column sizes are migration 0031's.
 */
export const CREDIT_LIMITS = { nameMax: 200, urlMax: 500, noteMax: 500 } as const;

/** The multipart part names of the upload (and the JSON keys of the edit): camel-case, as issue 36 names them. */
export const CREDIT_PARTS = {
  basedOnLiveryId: 'basedOnLiveryId',
  basedOnName: 'basedOnName',
  basedOnUrl: 'basedOnUrl',
  basedOnNote: 'basedOnNote',
  allowDerivatives: 'allowDerivatives',
} as const;

export const CREDIT_MESSAGES = {
  liveryIdInvalid: 'The livery it is based on must be given by its id.',
  nameTooLong: `The name of the original work can be at most ${CREDIT_LIMITS.nameMax} characters.`,
  nameInvalid: TEXT_MESSAGES.singleLine('The name of the original work'),
  nameRequired: 'Give the name of the work your livery is based on.',
  urlRequired: 'Give the link to the work your livery is based on.',
  urlTooLong: `The link can be at most ${CREDIT_LIMITS.urlMax} characters.`,
  urlInvalid: 'The link must be a web address starting with http:// or https://.',
  noteTooLong: `The permission note can be at most ${CREDIT_LIMITS.noteMax} characters.`,
  noteInvalid: TEXT_MESSAGES.multiLine('The permission note'),
  noteWithoutSource: 'A permission note needs the work it is about: choose what your livery is based on.',
  bothSources: 'Base your livery on a Paddock livery or on an outside work, not both.',
  allowInvalid: 'allowDerivatives must be true or false.',
  originalNotFound: 'The livery yours is based on does not exist.',
  notItself: 'A livery cannot be based on itself.',
  noDerivatives: (title: string) => `The author of "${title}" does not allow liveries based on it.`,
  /** The form: "a livery on Paddock" chosen, but none picked yet. */
  originalRequired: 'Choose the livery yours is based on, or choose “Nothing”.',
} as const;

/** What the livery page and the forms say (one wording, here). */
export const CREDIT_TEXT = {
  sectionTitle: 'Credit',
  sectionLead: 'Name the livery or artwork yours is based on, and say whether others may build on yours.',
  basedOnLabel: 'Based on',
  paddockChoice: 'A livery on Paddock',
  outsideChoice: 'An outside work',
  noneChoice: 'Nothing (my own work)',
  pasteOrSearch: 'Paste its link or search by title',
  nameLabel: 'Name of the original work',
  urlLabel: 'Link to the original work',
  noteLabel: 'Permission note',
  noteHint: 'Optional: how you have the author’s permission (a message, a licence).',
  allowLabel: 'Allow others to base liveries on this one',
  allowHint: 'When off, uploads based on this livery are refused and the page says so.',
  searching: 'Searching…',
  noMatch: (term: string) => `No livery matches “${term}”.`,
  searchFailed: 'Could not search the liveries. Try again.',
  linkLoading: 'Reading that livery…',
  linkNotFound: 'No livery has that link.',
  results: 'Matching liveries',
  chosen: (title: string, author: string | null) => (author ? `“${title}” by ${author}` : `“${title}”`),
  change: 'Change',
  derivativesAllowed: 'Derivatives allowed',
  derivativesForbidden: 'No derivatives without permission',
  basedOnBy: 'Based on',
  derivativeCount: (n: number) => `${n} ${n === 1 ? 'livery' : 'liveries'} based on this one`,
  derivativesHeading: 'Based on this livery',
  derivativesLoading: 'Loading the liveries based on this one…',
  derivativesFailed: 'Could not load the liveries based on this one.',
} as const;

const m = CREDIT_MESSAGES;

/** Optional text: trimmed, '' read as nothing (null), bounded and clean. */
function optionalText(max: number, tooLong: string, isClean: (v: string) => boolean, invalid: string) {
  return z
    .string()
    .transform((v) => v.replace(/\r\n?/g, '\n'))
    .pipe(z.string().trim().overwrite(emptyIfBlank).max(max, { error: tooLong }).refine(isClean, { error: invalid }))
    .transform((v) => (v === '' ? null : v))
    .nullish();
}

/**
 * An http(s) address with a host; anything else (javascript:, mailto:, a bare word) is refused.
 * A pattern, not `URL`: the contract runs where no URL class is typed (zod and plain TypeScript).
 */
const WEB_ADDRESS = /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i;
export function isWebAddress(value: string): boolean {
  return WEB_ADDRESS.test(value);
}

/**
 * The credit fields of the upload and of the edit. Each may be left out: on the upload that is no
 * credit and derivatives allowed; on the edit it keeps what is stored (see `creditChanged`).
 */
export const LiveryCreditFields = {
  basedOnLiveryId: bodyId(m.liveryIdInvalid)
    .nullish()
    .meta({ description: 'The Paddock livery this one is based on.' }),
  basedOnName: optionalText(CREDIT_LIMITS.nameMax, m.nameTooLong, isCleanSingleLineText, m.nameInvalid).meta({
    description: "An outside work's name (with basedOnUrl); ignored with basedOnLiveryId, whose title is kept.",
  }),
  basedOnUrl: optionalText(CREDIT_LIMITS.urlMax, m.urlTooLong, isCleanSingleLineText, m.urlInvalid)
    .refine((v) => v == null || isWebAddress(v), { error: m.urlInvalid })
    .meta({ description: "An outside work's http(s) link (with basedOnName)." }),
  basedOnNote: optionalText(CREDIT_LIMITS.noteMax, m.noteTooLong, isCleanMultiLineText, m.noteInvalid).meta({
    description: 'The uploader’s word on the permission they have.',
  }),
  allowDerivatives: z
    .boolean({ error: m.allowInvalid })
    .optional()
    .meta({ description: 'Whether others may base liveries on this one (default true).' }),
};

interface CreditValues {
  basedOnLiveryId?: number | null;
  basedOnName?: string | null;
  basedOnUrl?: string | null;
  basedOnNote?: string | null;
}

/** The one-source rules across fields: a Paddock livery or an outside work (name and link), a note only with one. */
export function creditIssues(v: CreditValues): { path: keyof CreditValues; message: string }[] {
  if (v.basedOnLiveryId != null) {
    return v.basedOnUrl ? [{ path: 'basedOnUrl', message: m.bothSources }] : [];
  }
  if (v.basedOnUrl && !v.basedOnName) return [{ path: 'basedOnName', message: m.nameRequired }];
  if (v.basedOnName && !v.basedOnUrl) return [{ path: 'basedOnUrl', message: m.urlRequired }];
  if (v.basedOnNote && !v.basedOnUrl) return [{ path: 'basedOnNote', message: m.noteWithoutSource }];
  return [];
}

/** Adds `creditIssues` to a schema's refinements (upload and edit). */
export function refineCredit(value: CreditValues, ctx: z.RefinementCtx): void {
  for (const issue of creditIssues(value)) {
    ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.path], input: value[issue.path] });
  }
}

/** On the edit: true when the body says anything of the credit (it then replaces it whole). */
export function creditChanged(value: CreditValues): boolean {
  return (['basedOnLiveryId', 'basedOnName', 'basedOnUrl', 'basedOnNote'] as const).some((k) => value[k] !== undefined);
}

/** The credit as a livery's page reads it. */
export const LiveryCreditSchema = z.object({
  /** The Paddock original while it exists; null for an outside work or once the original is gone. */
  livery: z
    .object({
      id: z.number().int(),
      title: z.string(),
      authorId: z.number().int().nullable(),
      authorName: z.string().nullable(),
    })
    .nullable(),
  /** The original's name: its title now, the title it had once it is gone, or the outside work's name. */
  name: z.string(),
  /** An outside work's link; null for a Paddock livery. */
  url: z.string().nullable(),
  note: z.string().nullable(),
});
export type LiveryCredit = z.infer<typeof LiveryCreditSchema>;

export const DERIVATIVES_PAGE_SIZE = 12;

/** GET /api/liveries/{id}/derivatives: the liveries based on one, newest first, a page at a time. */
export const DerivativesQuerySchema = urlParams(
  z.object({
    pageNumber: PageNumberParam,
    pageSize: pageSizeParam(LIMITS.browsePageSizeMax, DERIVATIVES_PAGE_SIZE),
  }),
);
export type DerivativesQuery = z.infer<typeof DerivativesQuerySchema>;

import {
  CREDIT_MESSAGES,
  CREDIT_PARTS,
  creditIssues,
  LiveryCreditFields,
  type LiveryDetail,
  type LiveryUploadDetailsInput,
} from '@paddock/contract';

/** What the credit section of the upload and edit forms holds (issue 36 §4). */
export type CreditSource = 'none' | 'paddock' | 'outside';

export interface OriginalChoice {
  id: number;
  title: string;
  authorName: string | null;
}

export interface CreditValues {
  source: CreditSource;
  /** The Paddock livery chosen, when `source` is 'paddock'. */
  original: OriginalChoice | null;
  /** An outside work's name and link. */
  name: string;
  url: string;
  note: string;
  allowDerivatives: boolean;
}

export type CreditField = 'original' | 'name' | 'url' | 'note';
export type CreditErrors = Partial<Record<CreditField, string>>;

/** A new livery: no credit, derivatives allowed (the server's default too). */
export function emptyCredit(): CreditValues {
  return { source: 'none', original: null, name: '', url: '', note: '', allowDerivatives: true };
}

/** A saved livery's credit, for the edit form. */
export function creditFromLivery(livery: LiveryDetail): CreditValues {
  const base = { ...emptyCredit(), allowDerivatives: livery.allowDerivatives, note: livery.basedOn?.note ?? '' };
  const credit = livery.basedOn;
  if (!credit) return base;
  if (credit.livery) {
    const { id, title, authorName } = credit.livery;
    return { ...base, source: 'paddock', original: { id, title, authorName } };
  }
  // An original that has gone keeps only its name; without a link it can only be kept as it is.
  return { ...base, source: 'outside', name: credit.name, url: credit.url ?? '' };
}

type CreditFields = Pick<
  LiveryUploadDetailsInput,
  'basedOnLiveryId' | 'basedOnName' | 'basedOnUrl' | 'basedOnNote' | 'allowDerivatives'
>;

/** The API's credit fields: null where the chosen source has none, so the edit clears what was stored. */
export function toCreditFields(values: CreditValues): CreditFields {
  const note = values.source === 'none' ? null : values.note.trim() || null;
  return {
    basedOnLiveryId: values.source === 'paddock' ? (values.original?.id ?? null) : null,
    basedOnName: values.source === 'outside' ? values.name.trim() || null : null,
    basedOnUrl: values.source === 'outside' ? values.url.trim() || null : null,
    basedOnNote: note,
    allowDerivatives: values.allowDerivatives,
  };
}

/** The credit's multipart parts of the upload: only those with a value, the switch always. */
export function appendCreditParts(form: FormData, fields: CreditFields): void {
  for (const key of Object.keys(CREDIT_PARTS) as (keyof typeof CREDIT_PARTS)[]) {
    const value = fields[key];
    if (value === null || value === undefined || value === '') continue;
    form.append(CREDIT_PARTS[key], String(value));
  }
}

function firstMessage(
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } },
  v: unknown,
) {
  const result = schema.safeParse(v);
  return result.success ? undefined : result.error?.issues[0]?.message;
}

/** The section's messages, with the server's own rules (the contract's schemas and `creditIssues`). */
export function creditErrors(values: CreditValues): CreditErrors {
  if (values.source === 'none') return {};
  const fields = toCreditFields(values);
  const errors: CreditErrors = {};
  if (values.source === 'paddock' && !values.original) errors.original = CREDIT_MESSAGES.originalRequired;
  const name = firstMessage(LiveryCreditFields.basedOnName, fields.basedOnName);
  const url = firstMessage(LiveryCreditFields.basedOnUrl, fields.basedOnUrl);
  const note = firstMessage(LiveryCreditFields.basedOnNote, fields.basedOnNote);
  if (name) errors.name = name;
  if (url) errors.url = url;
  if (note) errors.note = note;
  for (const issue of creditIssues(fields)) {
    const field: CreditField =
      issue.path === 'basedOnName'
        ? 'name'
        : issue.path === 'basedOnUrl'
          ? 'url'
          : issue.path === 'basedOnNote'
            ? 'note'
            : 'original';
    errors[field] ??= issue.message;
  }
  return errors;
}

/** A livery page's address on this site (`/livery/{id}/…`, absolute or not): its id, else null. */
export function liveryIdFromLink(text: string, origin: string): number | null {
  const trimmed = text.trim();
  if (!/\/livery\/\d/.test(trimmed)) return null;
  try {
    const url = new URL(trimmed, origin);
    if (url.origin !== origin) return null;
    const match = /^\/livery\/(\d{1,10})(?:\/|$)/.exec(url.pathname);
    return match?.[1] ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

import type { ApiTokenScope } from '@paddock/contract';

/** What each scope lets a tool do, as the form and the list say it. */
export const SCOPE_TEXT: Record<ApiTokenScope, { label: string; help: string }> = {
  read: { label: 'Read', help: 'Browse and download liveries, read collections, your own liveries and storage use.' },
  upload: { label: 'Upload', help: 'Publish, edit and delete your liveries, and add new versions.' },
  collections: { label: 'Collections', help: 'Create, edit and delete your collections and league packs.' },
};

export const TOKEN_TEXT = {
  shownOnce: 'Copy this token now: it is shown only once. Paddock keeps only a fingerprint of it.',
  copied: 'Token copied to the clipboard.',
  copyFailed: 'Could not copy: select the token and copy it yourself.',
  revoked: (name: string) => `Token "${name}" revoked. Tools using it stop working at once.`,
  created: (name: string) => `Token "${name}" created.`,
  none: 'You have no API tokens yet.',
  neverUsed: 'Never used',
  noExpiry: 'Never expires',
} as const;

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** "29 Nov 2026": the list's dates, in the reader's own words for months. */
export const shortDate = (iso: string) => dateFormat.format(new Date(iso));

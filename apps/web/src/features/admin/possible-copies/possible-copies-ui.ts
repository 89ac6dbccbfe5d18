import { POSSIBLE_COPY_LABELS, POSSIBLE_COPY_STATUSES, type PossibleCopyStatus } from '@paddock/contract';

/** The words of Admin → Possible copies (issue 36 point 5). */
export const POSSIBLE_COPIES_UI = {
  title: 'Possible copies',
  lead: 'Liveries whose texture is very close to another member’s earlier livery, found by the fingerprints or reported as stolen content. Compare the flat views and the difference, then remove the copy, permit it as based on the original, or mark a false match (the pair is never opened again).',
  loadFailed: (detail: string) => `Could not load the possible copies: ${detail}`,
  empty: 'No possible copies here.',
  status: 'Status',
  all: 'All cases',
  copy: 'Suspected copy',
  original: 'Original',
  noOriginal: 'No original found on Paddock',
  gone: 'Removed from Paddock',
  by: 'by',
  formerMember: 'a former member',
  noFlatView: 'No flat view',
  flatViewOf: (title: string) => `Flat view of ${title}`,
  difference: 'Difference',
  differenceAlt: (copy: string) => `${copy} greyed, with what differs from the original highlighted`,
  differenceHint: 'Grey: the same as the original. Red: what differs.',
  distance: (bits: number) => `${bits} of 64 bits apart`,
  noDistance: 'Distance unknown',
  colour: 'Colour signature',
  fromReport: 'Reported as stolen content',
  fromFingerprint: 'Found by fingerprint',
  reportBy: (who: string) => `Report by ${who}`,
  openReport: 'Open the report',
  resolvedBy: (who: string, when: string) => `Resolved by ${who}, ${when}`,
  actionsOf: (title: string) => `Resolve the case of ${title}`,
  removeCopy: 'Remove as copy',
  permit: 'Permitted',
  falseMatch: 'False match',
  removeTitle: 'Remove this livery as a copy?',
  removeBody: (copy: string, original: string) =>
    `“${copy}” will be deleted for everyone as a copy of “${original}”. Its uploader is e-mailed your message.`,
  message: 'Message to the uploader',
  messageHint: 'Say which livery it copies and how to get permission.',
  permitTitle: 'Permit this livery?',
  permitBody: (copy: string, original: string) =>
    `“${copy}” stays on Paddock and is credited as based on “${original}”.`,
  falseMatchTitle: 'Mark as a false match?',
  falseMatchBody: (copy: string) =>
    `“${copy}” stays as it is and this pair of liveries will never be opened again.`,
  cancel: 'Cancel',
  working: 'Working...',
  failed: (detail: string) => `Could not resolve the case: ${detail}`,
  dashboardCard: 'Open possible copies',
  dashboardLink: 'Review the queue',
  reportCase: 'Compare with the original',
} as const;

export const STATUS_OPTIONS: readonly { value: PossibleCopyStatus | 'All'; label: string }[] = [
  { value: 'All', label: POSSIBLE_COPIES_UI.all },
  ...POSSIBLE_COPY_STATUSES.map((value) => ({ value, label: POSSIBLE_COPY_LABELS[value] })),
];

import { z } from 'zod';
import { emptyIfBlank, isCleanMultiLineText, TEXT_MESSAGES } from '../text';
import { PageNumber, PageSize } from './admin';
import { IdSchema, urlParams } from './common';

/**
 * Issue 36 points 3 and 5: a suspected copy and the livery it seems copied from, opened by the
 * fingerprint job or from a member's "stolen content" report, and an admin's answer to it.
 */
export const POSSIBLE_COPY_STATUSES = ['Open', 'Copy', 'Permitted', 'FalseMatch'] as const;
export type PossibleCopyStatus = (typeof POSSIBLE_COPY_STATUSES)[number];
export const POSSIBLE_COPY_RESOLUTIONS = ['Copy', 'Permitted', 'FalseMatch'] as const;
export type PossibleCopyResolution = (typeof POSSIBLE_COPY_RESOLUTIONS)[number];
export const POSSIBLE_COPY_SOURCES = ['fingerprint', 'report'] as const;

/** Cases a fingerprint opens per new version at most (closest first): a flood of near matches is one painter's problem, not forty. */
export const POSSIBLE_COPY_LIMITS = { casesPerVersion: 3, messageMax: 1000 } as const;

export const POSSIBLE_COPY_LABELS: Record<PossibleCopyStatus, string> = {
  Open: 'Open',
  Copy: 'Removed as a copy',
  Permitted: 'Permitted (credited)',
  FalseMatch: 'False match',
};

export const POSSIBLE_COPY_MESSAGES = {
  heading: 'Possible copies',
  notFound: 'Possible-copy case not found.',
  alreadyResolved: 'This case is already resolved.',
  statusInvalid: `status must be one of ${POSSIBLE_COPY_STATUSES.join(', ')}.`,
  resolutionInvalid: `Choose how to resolve the case: ${POSSIBLE_COPY_RESOLUTIONS.join(', ')}.`,
  messageRequired: 'Write the message the uploader will receive with the removal.',
  messageTooLong: `The message can be at most ${POSSIBLE_COPY_LIMITS.messageMax} characters.`,
  messageInvalid: TEXT_MESSAGES.multiLine('The message'),
  copyGone: 'The suspected copy is already gone from Paddock.',
  noOriginal: 'This case names no original on Paddock, so the copy cannot be credited to it.',
  noFlatViews: 'Both liveries need a flat view for a difference image.',
  resolved: {
    Copy: 'The copy was removed and its uploader told why.',
    Permitted: 'The livery is now credited as based on the original.',
    FalseMatch: 'Marked as a false match: this pair will not be opened again.',
  } satisfies Record<PossibleCopyResolution, string>,
} as const;

export const PossibleCopyStatusSchema = z.enum(POSSIBLE_COPY_STATUSES, { error: POSSIBLE_COPY_MESSAGES.statusInvalid });

export const PossibleCopiesQuerySchema = urlParams(
  z.object({
    status: PossibleCopyStatusSchema.optional(),
    /** The case of one "stolen content" report (Admin → Reports links there). */
    reportId: IdSchema.optional(),
    pageNumber: PageNumber,
    pageSize: PageSize,
  }),
);
export type PossibleCopiesQuery = z.infer<typeof PossibleCopiesQuerySchema>;

/** One side of a case: null ids once the livery is gone (its title is kept on the case). */
export const CaseLiverySchema = z.object({
  id: z.number().int().nullable(),
  title: z.string(),
  author: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  thumbnailUrl: z.string().nullable(),
  /** The flat view of its texture (the livery page's), null when it has none. */
  flatViewUrl: z.string().nullable(),
  /** The colour signature of its newest fingerprint: mean R, G, B and their spreads, 12 hex digits. */
  colour: z.string().nullable(),
  uploadedAt: z.string().nullable(),
});
export type CaseLivery = z.infer<typeof CaseLiverySchema>;

export const PossibleCopyCaseSchema = z.object({
  id: z.number().int(),
  status: PossibleCopyStatusSchema,
  source: z.enum(POSSIBLE_COPY_SOURCES),
  /** Hamming distance of the two textures' fingerprints (0–64), null when unknown (a report with no match). */
  distance: z.number().int().nullable(),
  createdAt: z.string(),
  copy: CaseLiverySchema,
  original: CaseLiverySchema.nullable(),
  /** The "stolen content" report the case came from. */
  report: z
    .object({ id: z.number().int(), comment: z.string().nullable(), reporterUsername: z.string().nullable() })
    .nullable(),
  resolvedBy: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  resolvedAt: z.string().nullable(),
  resolutionMessage: z.string().nullable(),
});
export type PossibleCopyCase = z.infer<typeof PossibleCopyCaseSchema>;

export const PossibleCopyCountsSchema = z.object({
  Open: z.number().int(),
  Copy: z.number().int(),
  Permitted: z.number().int(),
  FalseMatch: z.number().int(),
});
export type PossibleCopyCounts = z.infer<typeof PossibleCopyCountsSchema>;

export const PossibleCopyPageSchema = z.object({
  items: z.array(PossibleCopyCaseSchema),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
  counts: PossibleCopyCountsSchema,
});
export type PossibleCopyPage = z.infer<typeof PossibleCopyPageSchema>;

export const PossibleCopyResolveSchema = z
  .strictObject({
    resolution: z.enum(POSSIBLE_COPY_RESOLUTIONS, { error: POSSIBLE_COPY_MESSAGES.resolutionInvalid }),
    /** To the uploader with a removal (Copy); kept on the case. */
    message: z
      .string({ error: POSSIBLE_COPY_MESSAGES.messageRequired })
      .trim()
      .overwrite(emptyIfBlank)
      .max(POSSIBLE_COPY_LIMITS.messageMax, { error: POSSIBLE_COPY_MESSAGES.messageTooLong })
      .refine(isCleanMultiLineText, { error: POSSIBLE_COPY_MESSAGES.messageInvalid })
      .nullish()
      .transform((v) => (v ? v : null)),
  })
  .refine((b) => b.resolution !== 'Copy' || b.message !== null, {
    error: POSSIBLE_COPY_MESSAGES.messageRequired,
    path: ['message'],
  });
export type PossibleCopyResolve = z.infer<typeof PossibleCopyResolveSchema>;

import { z } from 'zod';
import { emptyIfBlank, isCleanMultiLineText, TEXT_MESSAGES } from '../text';
import { urlParams } from './common';

/** Issue 19: a livery's versions. Limits and messages, shared by the server, the web form and tests. */
export const VERSION_LIMITS = {
  changelogMax: 2000,
} as const;

export const LIVERY_VERSION_MESSAGES = {
  changelogRequired: 'Describe what changed in this version (the changelog is required).',
  changelogTooLong: `The changelog can be at most ${VERSION_LIMITS.changelogMax} characters.`,
  changelogInvalid: TEXT_MESSAGES.multiLine('The changelog'),
  notUploader: 'Only the uploader of this livery can publish a new version of it.',
  versionNotFound: 'That version of this livery does not exist.',
  versionInvalid: 'version must be a whole number of 1 or more, written in plain digits (such as ?version=2).',
  /** What the demo seed and the migration give a livery's first version. */
  initialRelease: 'Initial release',
} as const;

/**
 * The multipart parts of POST /liveries/{id}/versions: the upload's LiveryFile, Screenshots (0–5:
 * none keeps the gallery) and optional TexturePreview + RegionOverlay + RegionShares, plus this.
 */
export const VERSION_PARTS = {
  changelog: 'Changelog',
} as const;

const v = LIVERY_VERSION_MESSAGES;

/** The changelog of a new version: required, 1..2000 characters after trimming, line breaks kept. */
export const ChangelogSchema = z
  .string({ error: v.changelogRequired })
  // Multipart bodies send line breaks as CRLF; store plain LF (as the description does).
  .transform((value) => value.replace(/\r\n?/g, '\n'))
  .pipe(
    z
      .string()
      .trim()
      .overwrite(emptyIfBlank)
      .min(1, { error: v.changelogRequired })
      .max(VERSION_LIMITS.changelogMax, { error: v.changelogTooLong })
      .refine(isCleanMultiLineText, { error: v.changelogInvalid }),
  );

export const LiveryVersionSchema = z.object({
  /** 1 for the first upload, then 2, 3, … */
  number: z.number().int().positive(),
  createdAt: z.string(),
  /** Null for a first version uploaded before versions existed. */
  changelog: z.string().nullable(),
  fileSize: z.number().int(),
  downloadCount: z.number().int(),
  /** True for the newest version, the one a plain download gives. */
  isCurrent: z.boolean(),
});
export type LiveryVersion = z.infer<typeof LiveryVersionSchema>;

/** GET /liveries/{id}/versions: newest first. */
export const LiveryVersionListSchema = z.object({
  liveryId: z.number().int(),
  totalDownloadCount: z.number().int(),
  versions: z.array(LiveryVersionSchema),
});
export type LiveryVersionList = z.infer<typeof LiveryVersionListSchema>;

/**
 * POST /liveries/{id}/download?version=N: that version; without it the newest. N is written one
 * way only, plain digits without a leading zero: coercing with Number() also read " 1", "01",
 * "1.0", "1e0" and "0x1" as 1, so one version had many addresses (and cache keys).
 */
export const DownloadQuerySchema = urlParams(
  z.object({
    version: z
      .string({ error: v.versionInvalid })
      .regex(/^[1-9][0-9]{0,9}$/, { error: v.versionInvalid })
      .transform(Number)
      .pipe(z.number().max(2_147_483_647, { error: v.versionInvalid }))
      .optional(),
  }),
);
export type DownloadQuery = z.infer<typeof DownloadQuerySchema>;

export const PublishedVersionSchema = z.object({ liveryId: z.number().int(), number: z.number().int() });
export type PublishedVersion = z.infer<typeof PublishedVersionSchema>;

/** An older version's zip is saved as `<Title>_<id>_v<n>.zip`; the newest keeps the livery's usual name. */
export function liveryVersionFileName(plainName: string, versionNumber: number, isCurrent: boolean): string {
  return isCurrent ? plainName : plainName.replace(/\.zip$/, `_v${versionNumber}.zip`);
}

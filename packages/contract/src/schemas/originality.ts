import { z } from 'zod';
import { bodyId } from './common';

/**
 * Issue 36: the fingerprint backfill as the admin dashboard shows it. Every livery version gets
 * a perceptual fingerprint of its texture in the background; an admin can pause and resume it.
 */
export const FingerprintBackfillSchema = z.object({
  paused: z.boolean(),
  /** Livery versions on the site. */
  versions: z.number().int().nonnegative(),
  fingerprinted: z.number().int().nonnegative(),
  /** Versions the job could not fingerprint (retried a few times, then left). */
  failed: z.number().int().nonnegative(),
});
export type FingerprintBackfill = z.infer<typeof FingerprintBackfillSchema>;

export const FINGERPRINT_MESSAGES = {
  pausedRequired: 'Say whether the fingerprint backfill should be paused (true or false).',
  heading: 'Texture fingerprints',
  pause: 'Pause',
  resume: 'Resume',
} as const;

export const FingerprintBackfillUpdateSchema = z.strictObject({
  paused: z.boolean({ error: FINGERPRINT_MESSAGES.pausedRequired }),
});
export type FingerprintBackfillUpdate = z.infer<typeof FingerprintBackfillUpdateSchema>;

/**
 * Issue 36 point 3: the upload page asks which liveries its chosen texture is close to, before
 * publishing, with the hash it computed in the browser (texture-fingerprint.ts, the server's own).
 */
export const TEXTURE_MATCH_LIMITS = {
  /** Matches answered, nearest first. */
  max: 5,
  /** Lookups a member may make (a texture picked again is another lookup). */
  perMinute: 20,
  perDay: 300,
  /** The permission note of a declared "based on" (livery.based_on_note, migration 0031). */
  noteMax: 500,
} as const;

export const TEXTURE_MATCH_CODES = { rateLimited: 'TEXTURE_MATCH_RATE_LIMITED' } as const;

export const TEXTURE_MATCH_MESSAGES = {
  hashInvalid: 'The texture hash must be 16 hexadecimal digits.',
  liveryIdInvalid: 'liveryId must be the id of the livery the new version is of.',
  rateLimitedMinute: `Too many texture checks: at most ${TEXTURE_MATCH_LIMITS.perMinute} a minute. Please wait a moment.`,
  rateLimitedDay: `You have reached today's limit of ${TEXTURE_MATCH_LIMITS.perDay} texture checks.`,
  /** The warning's heading, for the closest match. */
  closeTo: (title: string, author: string) => `This looks very close to "${title}" by ${author}`,
  byAuthor: (title: string, author: string) => `"${title}" by ${author}`,
  /** After publishing anyway (the copy case itself is opened by the server). */
  review: (title: string) => `Your livery is live. It looks very close to "${title}", so an admin will review it.`,
  reviewVersion: (n: number, title: string) =>
    `Version ${n} is live. It looks very close to "${title}", so an admin will review it.`,
  formerMember: 'a former member',
  checking: 'Checking your texture against the liveries on Paddock…',
  lead: 'Paddock compares every texture with the liveries other members have published. If this is their work, please do not publish it as yours.',
  viewOriginal: 'View that livery',
  basedOn: "It's based on this livery — I have permission",
  basedOnNoteLabel: 'How you have permission (the author sees this note)',
  basedOnNoteRequired: "Say how you have the author's permission.",
  declare: 'Declare it as based on this livery',
  declared: (title: string) => `Declared as based on "${title}". Your note is sent with the upload.`,
  undeclare: 'Undo',
  noDerivatives: 'Its author does not allow liveries based on it.',
  cancel: 'Cancel upload',
  publishAnyway:
    'You can still publish it as your own work: it will go live, and an admin will review it against the original.',
  otherMatches: (n: number) => `${n} more close ${n === 1 ? 'livery' : 'liveries'}:`,
} as const;

export const TextureMatchesRequestSchema = z.strictObject({
  textureHash: z.string({ error: TEXTURE_MATCH_MESSAGES.hashInvalid }).regex(/^[0-9a-fA-F]{16}$/, {
    error: TEXTURE_MATCH_MESSAGES.hashInvalid,
  }),
  liveryId: bodyId(TEXTURE_MATCH_MESSAGES.liveryIdInvalid).optional().meta({
    description: 'For a new version: the livery it is of, one of the caller’s own.',
  }),
});
export type TextureMatchesRequest = z.infer<typeof TextureMatchesRequestSchema>;

export const TextureMatchSchema = z.object({
  liveryId: z.number().int().positive(),
  title: z.string(),
  authorId: z.number().int().positive().nullable(),
  /** Null when the author's account is gone. */
  authorName: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  /** Differing bits of the 64-bit texture hashes (0 = the same texture as far as the hash sees). */
  distance: z.number().int().min(0).max(64),
  /** The author's word on liveries based on theirs (issue 36 point 4). */
  allowDerivatives: z.boolean(),
});
export type TextureMatch = z.infer<typeof TextureMatchSchema>;

export const TextureMatchesSchema = z.object({ matches: z.array(TextureMatchSchema) });
export type TextureMatches = z.infer<typeof TextureMatchesSchema>;

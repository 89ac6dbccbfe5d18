import { z } from 'zod';
import { COLLECTION_LIMITS } from '../collection-limits';
import { emptyIfBlank, isCleanMultiLineText, isCleanSingleLineText, TEXT_MESSAGES } from '../text';
import { BodyIdSchema, IdSchema, urlParams } from './common';
import { LiveryListItemSchema } from './liveries';

export const COLLECTION_VISIBILITIES = ['public', 'private'] as const;
export type CollectionVisibility = (typeof COLLECTION_VISIBILITIES)[number];

/** Every message of the feature: beside fields in the web, in 4xx answers from the server. */
export const COLLECTION_MESSAGES = {
  nameRequired: 'Please give the collection a name.',
  nameTooLong: `The name can be at most ${COLLECTION_LIMITS.nameMax} characters.`,
  nameInvalid: TEXT_MESSAGES.singleLine('The name'),
  descriptionTooLong: `The description can be at most ${COLLECTION_LIMITS.descriptionMax} characters.`,
  descriptionInvalid: TEXT_MESSAGES.multiLine('The description'),
  visibilityInvalid: 'Visibility must be public or private.',
  carNumberInvalid: 'The car number must be 1 to 3 digits, from 1 to 999 (leading zeros such as 07 are kept).',
  driverOrTeamTooLong: `The driver or team name can be at most ${COLLECTION_LIMITS.driverOrTeamMax} characters.`,
  driverOrTeamInvalid: TEXT_MESSAGES.singleLine('The driver or team name'),
  nothingToUpdate: 'Nothing to update: send at least one field.',
  orderTooLong: `A collection holds at most ${COLLECTION_LIMITS.entriesMax} liveries.`,
  notFound: 'Collection not found.',
  liveryNotFound: 'Livery not found.',
  entryNotFound: 'This livery is not in the collection.',
  alreadyInCollection: 'This livery is already in the collection.',
  tooManyCollections: `You can have at most ${COLLECTION_LIMITS.perMember} collections.`,
  collectionFull: `A collection holds at most ${COLLECTION_LIMITS.entriesMax} liveries.`,
  orderMismatch: 'The new order must list every livery of the collection exactly once.',
  entriesRepeated: 'Each livery can appear only once in the grid.',
  notALeaguePack: 'This collection is not a league pack.',
  packEmpty: 'This pack has no liveries yet.',
  packTooLarge: `This pack is larger than ${COLLECTION_LIMITS.packMaxBytes / 1024 / 1024 / 1024} GiB: split it into smaller packs.`,
  packFileMissing: 'A livery of this pack could not be read; please try again later.',
  packRateLimited: (minutes: number) =>
    `You have downloaded ${COLLECTION_LIMITS.packDownloadsPerHour} packs this hour. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
} as const;

/** LMU car numbers: 1 to 3 digits, 1–999; kept as text so "07" stays "07". */
export const CarNumberSchema = z
  .string({ error: COLLECTION_MESSAGES.carNumberInvalid })
  .trim()
  .regex(/^\d{1,3}$/, { error: COLLECTION_MESSAGES.carNumberInvalid })
  .refine((v) => Number(v) >= 1, { error: COLLECTION_MESSAGES.carNumberInvalid });

const nameSchema = z
  .string({ error: COLLECTION_MESSAGES.nameRequired })
  .trim()
  .overwrite(emptyIfBlank)
  .min(1, { error: COLLECTION_MESSAGES.nameRequired })
  .max(COLLECTION_LIMITS.nameMax, { error: COLLECTION_MESSAGES.nameTooLong })
  .refine(isCleanSingleLineText, { error: COLLECTION_MESSAGES.nameInvalid });

const descriptionSchema = z
  .string()
  .trim()
  .overwrite(emptyIfBlank)
  .max(COLLECTION_LIMITS.descriptionMax, { error: COLLECTION_MESSAGES.descriptionTooLong })
  .refine(isCleanMultiLineText, { error: COLLECTION_MESSAGES.descriptionInvalid })
  .nullish()
  .transform((v) => (v ? v : null));

const visibilitySchema = z.enum(COLLECTION_VISIBILITIES, { error: COLLECTION_MESSAGES.visibilityInvalid });

const driverOrTeamSchema = z
  .string()
  .trim()
  .overwrite(emptyIfBlank)
  .max(COLLECTION_LIMITS.driverOrTeamMax, { error: COLLECTION_MESSAGES.driverOrTeamTooLong })
  .refine(isCleanSingleLineText, { error: COLLECTION_MESSAGES.driverOrTeamInvalid })
  .nullable()
  .transform((v) => (v ? v : null));

export const CollectionCreateSchema = z.strictObject({
  name: nameSchema,
  description: descriptionSchema,
  visibility: visibilitySchema.default('private'),
  isLeaguePack: z.boolean().default(false),
});
export type CollectionCreate = z.infer<typeof CollectionCreateSchema>;
/** What a form sends before defaults apply. */
export type CollectionCreateInput = z.input<typeof CollectionCreateSchema>;

export const CollectionUpdateSchema = z
  .strictObject({
    name: nameSchema.optional(),
    description: descriptionSchema.optional(),
    visibility: visibilitySchema.optional(),
    isLeaguePack: z.boolean().optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: COLLECTION_MESSAGES.nothingToUpdate });
export type CollectionUpdate = z.infer<typeof CollectionUpdateSchema>;

export const CollectionEntryAddSchema = z.strictObject({ liveryId: BodyIdSchema });
export type CollectionEntryAdd = z.infer<typeof CollectionEntryAddSchema>;

export const CollectionEntryUpdateSchema = z
  .strictObject({
    carNumber: CarNumberSchema.nullable().optional(),
    driverOrTeam: driverOrTeamSchema.optional(),
  })
  .refine((v) => v.carNumber !== undefined || v.driverOrTeam !== undefined, {
    error: COLLECTION_MESSAGES.nothingToUpdate,
  });
export type CollectionEntryUpdate = z.infer<typeof CollectionEntryUpdateSchema>;

/**
 * `PUT /collections/{id}/entries`: the league-pack grid saved at once. Every row carries both
 * fields (the grid shows both); validated as a whole, so one bad row saves none.
 */
export const CollectionEntriesUpdateSchema = z.strictObject({
  entries: z
    .array(
      z.strictObject({
        liveryId: BodyIdSchema,
        carNumber: CarNumberSchema.nullable(),
        driverOrTeam: driverOrTeamSchema,
      }),
    )
    .min(1, { error: COLLECTION_MESSAGES.nothingToUpdate })
    .max(COLLECTION_LIMITS.entriesMax, { error: COLLECTION_MESSAGES.orderTooLong })
    .refine((rows) => new Set(rows.map((r) => r.liveryId)).size === rows.length, {
      error: COLLECTION_MESSAGES.entriesRepeated,
    }),
});
export type CollectionEntriesUpdate = z.infer<typeof CollectionEntriesUpdateSchema>;

export const CollectionOrderSchema = z.strictObject({
  liveryIds: z.array(BodyIdSchema).max(COLLECTION_LIMITS.entriesMax, { error: COLLECTION_MESSAGES.orderTooLong }),
});
export type CollectionOrder = z.infer<typeof CollectionOrderSchema>;

export const CollectionEntryParamsSchema = urlParams(z.object({ id: IdSchema, liveryId: IdSchema }));

/** `GET /collections/mine?liveryId=`: with a livery, each collection says whether it holds it. */
export const MyCollectionsQuerySchema = urlParams(z.object({ liveryId: IdSchema.optional() }));

export const CollectionSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  visibility: z.enum(COLLECTION_VISIBILITIES),
  isLeaguePack: z.boolean(),
  entryCount: z.number().int(),
  ownerId: z.number().int(),
  ownerUsername: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The first entry's thumbnail, for cards. */
  coverUrl: z.string().nullable(),
});
export type CollectionSummary = z.infer<typeof CollectionSummarySchema>;

export const MyCollectionSchema = CollectionSummarySchema.extend({
  /** Only with `?liveryId=`: whether this collection already holds that livery. */
  containsLivery: z.boolean().optional(),
});
export type MyCollection = z.infer<typeof MyCollectionSchema>;
export const MyCollectionsSchema = z.array(MyCollectionSchema);

export const CollectionEntrySchema = z.object({
  position: z.number().int(),
  carNumber: z.string().nullable(),
  driverOrTeam: z.string().nullable(),
  addedAt: z.string(),
  livery: LiveryListItemSchema,
});
export type CollectionEntry = z.infer<typeof CollectionEntrySchema>;

export const CollectionDetailSchema = CollectionSummarySchema.extend({
  isOwner: z.boolean(),
  entries: z.array(CollectionEntrySchema),
});
export type CollectionDetail = z.infer<typeof CollectionDetailSchema>;

export const PublicCollectionsSchema = z.array(CollectionSummarySchema);

/** `pack.json` at the root of a league pack zip. */
export const PackManifestSchema = z.object({
  name: z.string(),
  description: z.string().nullable(),
  createdBy: z.string().nullable(),
  entries: z.array(
    z.object({
      carNumber: z.string().nullable(),
      driverOrTeam: z.string().nullable(),
      liveryId: z.number().int(),
      title: z.string(),
      carModel: z.string(),
      folder: z.string(),
      files: z.array(z.string()),
    }),
  ),
});
export type PackManifest = z.infer<typeof PackManifestSchema>;

import { z } from 'zod';
import { LIMITS } from '../constants';
import { RegionConfigurationListSchema, RegionConfigurationsInputSchema } from '../region-rules';
import { emptyIfBlank, isCleanMultiLineText, isCleanSingleLineText, TEXT_MESSAGES } from '../text';
import { BodyIdSchema } from './common';
import { LiveryCreditFields, refineCredit } from './livery-credit';

/** Messages of spec member-site §5 (upload) and §5 (edit), shown verbatim by the web app. */
export const LIVERY_INPUT_MESSAGES = {
  titleRequired: 'Livery title is required.',
  classRequired: 'Please select a car class.',
  modelRequired: 'Please select a car model.',
  liveryTgaRequired: 'Livery TGA file is required.',
  regionMapRequired: 'Region map TGA file is required.',
  screenshotRequired: 'At least one screenshot is required.',
  liveryZipRequired: 'The livery zip (LiveryFile) is required.',
  titleTooLong: `The title can be at most ${LIMITS.titleMax} characters.`,
  titleInvalid: TEXT_MESSAGES.singleLine('The title'),
  descriptionInvalid: TEXT_MESSAGES.multiLine('The description'),
  classNameInvalid: TEXT_MESSAGES.singleLine('The car class'),
  modelNameInvalid: TEXT_MESSAGES.singleLine('The car model'),
  descriptionTooLong: `The description can be at most ${LIMITS.descriptionMax} characters.`,
  editRequiredFields: 'Required fields missing! Please check Title, Car Class, and Car Model.',
  notUploader: 'You are not authorized to edit this livery. Access is restricted to the original uploader.',
  unknownClass: 'That car class does not exist.',
  modelNotInClass: 'That car model does not belong to the chosen car class.',
  unknownTag: 'One of the tags does not exist.',
  tooManyTags: 'Choose at most 10 tags.',
} as const;

const m = LIVERY_INPUT_MESSAGES;

export const LiveryDetailsInputSchema = z.object({
  title: z
    .string({ error: m.titleRequired })
    .trim()
    .overwrite(emptyIfBlank)
    .min(1, { error: m.titleRequired })
    .max(LIMITS.titleMax, { error: m.titleTooLong })
    .refine(isCleanSingleLineText, { error: m.titleInvalid }),
  carClassName: z
    .string({ error: m.classRequired })
    .trim()
    .overwrite(emptyIfBlank)
    .min(1, { error: m.classRequired })
    .max(100)
    .refine(isCleanSingleLineText, { error: m.classNameInvalid }),
  carModelName: z
    .string({ error: m.modelRequired })
    .trim()
    .overwrite(emptyIfBlank)
    .min(1, { error: m.modelRequired })
    .max(100)
    .refine(isCleanSingleLineText, { error: m.modelNameInvalid }),
  description: z
    .string()
    // Multipart bodies (and browsers' FormData) send line breaks as CRLF; store plain LF.
    .transform((v) => v.replace(/\r\n?/g, '\n'))
    .pipe(
      z
        .string()
        .trim()
        .overwrite(emptyIfBlank)
        .max(LIMITS.descriptionMax, { error: m.descriptionTooLong })
        .refine(isCleanMultiLineText, { error: m.descriptionInvalid }),
    )
    .default(''),
  tagIds: z.array(BodyIdSchema).max(10, { error: m.tooManyTags }).default([]),
  regionConfigurations: RegionConfigurationsInputSchema,
});
export type LiveryDetailsInput = z.infer<typeof LiveryDetailsInputSchema>;

/**
 * The text parts of an upload (POST /liveries), read into this shape: the same fields, but only
 * the regions present in the region map need (and may have) a material, which the server checks
 * once it has counted the map's colours.
 */
export const LiveryUploadDetailsSchema = LiveryDetailsInputSchema.extend({
  regionConfigurations: RegionConfigurationListSchema,
  ...LiveryCreditFields,
});
export type LiveryUploadDetails = z.infer<typeof LiveryUploadDetailsSchema>;
/** What a client sends in the upload's text parts (before defaults and trimming). */
export type LiveryUploadDetailsInput = z.input<typeof LiveryUploadDetailsSchema>;

/** The upload's text parts with the credit's rules across fields (issue 36), as the server reads them. */
export const LiveryUploadFieldsSchema = LiveryUploadDetailsSchema.superRefine(refineCredit);

/**
 * PUT /liveries/{id}: the same fields as the upload, as JSON; files are not replaced. Which regions
 * need a material follows the livery's stored region shares (all five for liveries without).
 * Issue 36: the credit fields replace the stored credit when any is sent (all null: no credit);
 * leaving them all out keeps it, as does leaving out allowDerivatives.
 */
export const LiveryUpdateSchema = LiveryUploadDetailsSchema.strict().superRefine(refineCredit);
export type LiveryUpdate = z.infer<typeof LiveryUpdateSchema>;

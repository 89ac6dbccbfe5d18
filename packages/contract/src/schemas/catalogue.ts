import { z } from 'zod';
import { LIMITS } from '../constants';
import { MESSAGES } from '../messages';
import { BodyIdSchema, requiredName } from './common';
import { InstallFolderSchema } from './install-folder';

const m = MESSAGES.catalogue;

export const CarClassSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  modelCount: z.number().int(),
});
export type CarClass = z.infer<typeof CarClassSchema>;

export const CarModelSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  carClassId: z.number().int(),
  carClassName: z.string(),
  /** Where the game reads this car's custom livery, relative to the game folder. */
  installFolder: z.string(),
  liveryCount: z.number().int(),
});
export type CarModel = z.infer<typeof CarModelSchema>;

export const TagSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  liveryCount: z.number().int(),
});
export type Tag = z.infer<typeof TagSchema>;

export const CarClassInputSchema = z.strictObject({
  name: requiredName(m.classNameRequired, LIMITS.catalogueNameMax),
});
export type CarClassInput = z.infer<typeof CarClassInputSchema>;

export const CarModelInputSchema = z.strictObject({
  name: requiredName(m.modelNameRequired, LIMITS.catalogueNameMax),
  carClassId: z.number({ error: m.modelClassRequired }).pipe(BodyIdSchema),
  /** Left out: a new model gets DEFAULT_INSTALL_FOLDER, an edited one keeps its folder. */
  installFolder: InstallFolderSchema.optional(),
});
export type CarModelInput = z.infer<typeof CarModelInputSchema>;

export const TagInputSchema = z.strictObject({
  name: requiredName(m.tagNameRequired, LIMITS.catalogueNameMax),
});
export type TagInput = z.infer<typeof TagInputSchema>;

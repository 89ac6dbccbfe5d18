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
  /** Issue 38 §6: nicknames players search it by ("Vette"), in the order the admin gave them. */
  aliases: z.array(z.string()),
});
export type CarModel = z.infer<typeof CarModelSchema>;

export const TagSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  liveryCount: z.number().int(),
});
export type Tag = z.infer<typeof TagSchema>;

/** Letters and digits in any script, spaces and hyphens; at least one letter or digit (a word to find). */
const ALIAS_CHARACTERS = /^[\p{L}\p{N} -]+$/u;
const ALIAS_WORD = /[\p{L}\p{N}]/u;
/** An alias as echoed in a message: a long one cut short. */
const shownAlias = (alias: string) =>
  alias.length > LIMITS.carModelAliasMax ? `${alias.slice(0, LIMITS.carModelAliasMax)}…` : alias;

/**
 * One nickname of a car model (issue 38 §6): trimmed, inner runs of spaces made one, composed
 * (NFC, so "é" typed as e + accent is the letter é); 1–40 characters of letters, digits, spaces
 * and hyphens. Tabs, line breaks and invisible characters are refused, not turned into spaces.
 */
export const CarModelAliasSchema = z
  .string({ error: m.aliasesNotList })
  .transform((alias) => alias.normalize('NFC').trim().replace(/ +/g, ' '))
  .superRefine((alias, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message, input: alias });
    if (alias === '') return fail(m.aliasEmpty);
    if (alias.length > LIMITS.carModelAliasMax) return fail(m.aliasTooLong(shownAlias(alias), LIMITS.carModelAliasMax));
    if (!ALIAS_CHARACTERS.test(alias) || !ALIAS_WORD.test(alias)) return fail(m.aliasCharacters(shownAlias(alias)));
  });

/**
 * A model's nicknames, at most 10. Repeats compared case-insensitively are collapsed, the first
 * spelling kept (`Vette, vette` is `Vette`): a list typed as comma-separated words is not refused
 * for a word typed twice. carModelAliasesOf drops one that is the model's own name.
 */
export const CarModelAliasesSchema = z
  .array(CarModelAliasSchema, { error: m.aliasesNotList })
  .max(LIMITS.carModelAliasesMax, { error: m.aliasesTooMany(LIMITS.carModelAliasesMax) })
  .transform((aliases) => {
    const seen = new Set<string>();
    return aliases.filter((alias) => {
      const key = aliasKey(alias);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  });

/** How two nicknames (or a nickname and a model's name) are compared: case and spacing ignored. */
export function aliasKey(text: string): string {
  return text.normalize('NFC').trim().replace(/ +/g, ' ').toLowerCase();
}

/** The nicknames a model keeps: those of a checked list (CarModelAliasesSchema) that are not its own name. */
export function carModelAliasesOf(name: string, aliases: readonly string[]): string[] {
  return aliases.filter((alias) => aliasKey(alias) !== aliasKey(name));
}

export const CarClassInputSchema = z.strictObject({
  name: requiredName(m.classNameRequired, LIMITS.catalogueNameMax),
});
export type CarClassInput = z.infer<typeof CarClassInputSchema>;

export const CarModelInputSchema = z.strictObject({
  name: requiredName(m.modelNameRequired, LIMITS.catalogueNameMax),
  carClassId: z.number({ error: m.modelClassRequired }).pipe(BodyIdSchema),
  /** Left out: a new model gets DEFAULT_INSTALL_FOLDER, an edited one keeps its folder. */
  installFolder: InstallFolderSchema.optional(),
  /** Left out: a new model gets none, an edited one keeps its own; given, they replace them all. */
  aliases: CarModelAliasesSchema.optional(),
});
export type CarModelInput = z.infer<typeof CarModelInputSchema>;

export const TagInputSchema = z.strictObject({
  name: requiredName(m.tagNameRequired, LIMITS.catalogueNameMax),
});
export type TagInput = z.infer<typeof TagInputSchema>;

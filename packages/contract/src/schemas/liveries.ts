import { z } from 'zod';
import {
  CHROME_STYLES,
  FLAKE_STRENGTHS,
  LIMITS,
  MATERIALS,
  METALLIC_BASE_STYLES,
  REGIONS,
  SORT_KEYS,
  STICKER_STYLES,
  WRAP_STYLES,
} from '../constants';
import { SEARCH_WORDS_ERROR, searchQueryWords } from '../search-text';
import { IdSchema, PageNumberParam, pagedSchema, pageSizeParam, urlParams } from './common';
import { LiveryCreditSchema } from './livery-credit';
import { FlatViewSchema, RegionSharesSchema } from './region-shares';

/** Query strings carry booleans as text; only 'true'/'false' (and 1/0) are accepted. */
const QueryBoolean = z
  .enum(['true', 'false', '1', '0'], { error: 'Must be true or false.' })
  .transform((v) => v === 'true' || v === '1');

export const MATERIAL_FILTER_ERROR = `material must be one of ${MATERIALS.join(', ')}.`;

/**
 * "Has material X" (issue 18 §2): one material or several, as repeated keys
 * (material=Chrome&material=Carbon) or a comma list (material=Chrome,Carbon); a livery matches
 * when it has any of them. Repeats collapse, and an empty value means no filter.
 */
const MaterialsQuery = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => [
    ...new Set(
      [value]
        .flat()
        .flatMap((text) => text.split(','))
        .map((text) => text.trim())
        .filter((text) => text !== ''),
    ),
  ])
  // Counted before each is checked, so a long list of junk gives one error, not one per item.
  .pipe(z.array(z.string()).max(MATERIALS.length, { error: MATERIAL_FILTER_ERROR }))
  .pipe(z.array(z.enum(MATERIALS, { error: MATERIAL_FILTER_ERROR })))
  .meta({ description: `One or more of ${MATERIALS.join(', ')}, repeated or comma-separated.` });

export const BrowseQuerySchema = urlParams(
  z
    .object({
      pageNumber: PageNumberParam,
      pageSize: pageSizeParam(LIMITS.browsePageSizeMax, LIMITS.browsePageSize),
      sortBy: z
        .enum(SORT_KEYS, { error: `sortBy must be one of ${SORT_KEYS.join(', ')}.` })
        .optional()
        .meta({ description: 'Default: relevance (best match first) with a search, uploadDate without.' }),
      descending: QueryBoolean.default(true),
      search: z
        .string()
        .trim()
        .max(100, { error: 'The search term is too long.' })
        .refine((text) => searchQueryWords(text).words.length <= LIMITS.searchWordsMax, { error: SEARCH_WORDS_ERROR })
        .optional()
        .meta({
          description:
            `Up to ${LIMITS.searchWordsMax} words; every word must match the title, the car model or class (or a ` +
            'nickname an admin gave the model), a tag, the author or the description. The last word matches as a ' +
            'prefix; accents and case are ignored; words of 4+ letters forgive one typo, 8+ two (none with a digit).',
        }),
      carClassId: IdSchema.optional(),
      carModelId: IdSchema.optional(),
      tagId: IdSchema.optional(),
      material: MaterialsQuery.optional(),
    })
    .transform(({ search, sortBy, ...rest }) => {
      // Punctuation alone is no search; relevance needs one (issue 38 §4).
      const searched = search && searchQueryWords(search).words.length > 0 ? search : undefined;
      const sort = sortBy ?? (searched ? 'relevance' : 'uploadDate');
      return { ...rest, search: searched, sortBy: sort === 'relevance' && !searched ? 'uploadDate' : sort };
    }),
);
export type BrowseQuery = z.infer<typeof BrowseQuerySchema>;

export const CountQuerySchema = urlParams(
  z.object({
    count: z.coerce.number().int().min(1).max(LIMITS.latestCountMax).default(LIMITS.latestCountDefault),
  }),
);
export const RelatedQuerySchema = urlParams(
  z.object({
    limit: z.coerce.number().int().min(1).max(12).default(LIMITS.relatedLimit),
  }),
);

export const TagRefSchema = z.object({ id: z.number().int(), name: z.string() });

export const LiveryListItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  primaryScreenshotUrl: z.string().nullable(),
  authorId: z.number().int().nullable(),
  authorUsername: z.string().nullable(),
  carClassName: z.string(),
  carModelName: z.string(),
  uploadDate: z.string(),
  /** Moves with an edit or a new version (issue 19): cards compare it for "Update available". */
  updatedAt: z.string().optional(),
  /** The newest version's number (issue 19): 1 until the uploader publishes another. */
  currentVersion: z.number().int().optional(),
  downloadCount: z.number().int(),
  favoriteCount: z.number().int(),
  /** Issue 19: the plain average of the stars (one decimal), null without votes, and the votes. */
  ratingAverage: z.number().nullable(),
  ratingCount: z.number().int(),
  tags: z.array(TagRefSchema),
});
export type LiveryListItem = z.infer<typeof LiveryListItemSchema>;

export const SearchMatchSchema = z.object({
  /** Folded words a title word may equal to be highlighted: the typed words and their corrections. */
  words: z.array(z.string()),
  /** Folded beginnings a title word may start with: the last typed word, matched as you type. */
  prefixes: z.array(z.string()),
  /** When nothing matched: the closest query that does ("Did you mean …?"). */
  suggestion: z.string().optional(),
});

export const LiveryPageSchema = pagedSchema(LiveryListItemSchema).extend({
  /**
   * Issue 20: true when a search matched more than LIMITS.searchCountCap liveries; totalCount is
   * then the cap (a lower bound) and totalPages reach that far. Absent or false: totalCount is exact.
   */
  totalCapped: z.boolean().optional(),
  /** Issue 38, with a search: what matched (for highlighting) and, when nothing did, a suggestion. */
  search: SearchMatchSchema.optional(),
});
export type LiveryPage = z.infer<typeof LiveryPageSchema>;

/** A region's materials as read by clients (camel-case fields of spec member-site §3). */
export const RegionConfigurationSchema = z.object({
  regionName: z.enum(REGIONS),
  material: z.enum(MATERIALS),
  metallicFlake_Style: z.enum(METALLIC_BASE_STYLES).nullable(),
  metallicFlake_FlakeColorRGB: z.string().nullable(),
  metallicFlake_FlakeStrength: z.enum(FLAKE_STRENGTHS).nullable(),
  metallicPaint_Style: z.enum(METALLIC_BASE_STYLES).nullable(),
  metallicPaint_FlakeColorRGB: z.string().nullable(),
  metallicPaint_FlakeStrength: z.enum(FLAKE_STRENGTHS).nullable(),
  wrap_Style: z.enum(WRAP_STYLES).nullable(),
  sticker_Style: z.enum(STICKER_STYLES).nullable(),
  chrome_Style: z.enum(CHROME_STYLES).nullable(),
});
export type RegionConfiguration = z.infer<typeof RegionConfigurationSchema>;

export const ScreenshotSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  thumbnailUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

export const LiveryDetailSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  uploader: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  tags: z.array(TagRefSchema),
  carClassId: z.number().int(),
  carClassName: z.string(),
  carModelId: z.number().int(),
  carModelName: z.string(),
  /** The car model's install folder, so the page can install the livery into the game. */
  installFolder: z.string(),
  uploadDate: z.string(),
  updatedAt: z.string(),
  downloadCount: z.number().int(),
  favoriteCount: z.number().int(),
  isFavoritedByCurrentUser: z.boolean(),
  /** Issue 19: the average of the stars (one decimal, null without votes) and the votes; the caller's own is GET /api/liveries/{id}/rating. */
  ratingAverage: z.number().nullable(),
  ratingCount: z.number().int(),
  liveryFileUrl: z.string(),
  fileSize: z.number().int(),
  screenshots: z.array(ScreenshotSchema),
  regionConfigurations: z.array(RegionConfigurationSchema),
  /** Issue 18: absent or null for liveries uploaded before flat previews (screenshots only). */
  flatView: FlatViewSchema.nullish(),
  /** The region map's colour shares as the server counted them; absent or null for older liveries. */
  regionShares: RegionSharesSchema.nullish(),
  /** Issue 36: what this livery is based on (a Paddock livery or an outside work), or null. */
  basedOn: LiveryCreditSchema.nullable(),
  /** Issue 36: whether its author lets others base liveries on it. */
  allowDerivatives: z.boolean(),
  /** Issue 36: how many liveries name this one as their original (GET /api/liveries/{id}/derivatives). */
  derivativeCount: z.number().int(),
});
export type LiveryDetail = z.infer<typeof LiveryDetailSchema>;

export const FavoriteResultSchema = z.object({ isFavorited: z.boolean(), favoriteCount: z.number().int() });
export const DownloadResultSchema = z.object({ fileUrl: z.string() });
export const CreatedLiverySchema = z.object({ id: z.number().int(), title: z.string() });

export const PublicProfileSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  dateRegistered: z.string(),
  uploadedLiveries: z.array(LiveryListItemSchema),
});
export type PublicProfile = z.infer<typeof PublicProfileSchema>;

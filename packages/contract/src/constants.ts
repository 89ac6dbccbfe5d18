/** Business constants shared by the server and the web app (spec member-site §9, admin §9). */

export const ROLES = ['user', 'moderator', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const REGIONS = ['Black', 'Red', 'Green', 'Blue', 'White'] as const;
export type RegionName = (typeof REGIONS)[number];

export const REGION_COLORS: Record<RegionName, string> = {
  Black: '#333333',
  Red: '#D32F2F',
  Green: '#388E3C',
  Blue: '#1976D2',
  White: '#E0E0E0',
};

/**
 * Orders regions as the spec shows them: Black, Red, Green, Blue, White, unknown names last.
 * Lives here, not in region-rules.ts, so pages that only sort regions do not pull in zod.
 */
export function compareRegions(a: string, b: string): number {
  const rank = (name: string) => {
    const i = REGIONS.indexOf(name as RegionName);
    return i === -1 ? REGIONS.length : i;
  };
  return rank(a) - rank(b);
}

export const MATERIALS = ['MetallicFlakes', 'MetallicPaint', 'Wrap', 'Stickers', 'Chrome', 'Carbon'] as const;
export type Material = (typeof MATERIALS)[number];
/** What a person reads for each material (the browse facet, the flat view's region hover). */
export const MATERIAL_LABELS: Record<Material, string> = {
  MetallicFlakes: 'Metallic flakes',
  MetallicPaint: 'Metallic paint',
  Wrap: 'Wrap',
  Stickers: 'Stickers',
  Chrome: 'Chrome',
  Carbon: 'Carbon fibre',
};

/** The label of a stored material name; one this version does not know reads as stored. */
export function materialLabel(material: string): string {
  return (MATERIAL_LABELS as Record<string, string>)[material] ?? material;
}

export const MATERIALS_BY_REGION: Record<RegionName, readonly Material[]> = {
  Black: ['MetallicFlakes', 'MetallicPaint', 'Wrap'],
  Red: ['Carbon'],
  Green: ['Wrap', 'Stickers', 'Chrome'],
  Blue: ['Wrap', 'Stickers', 'Chrome'],
  White: ['Stickers'],
};

export const METALLIC_BASE_STYLES = ['Matte', 'Shiny'] as const;
export const FLAKE_STRENGTHS = ['Soft', 'Medium', 'Strong'] as const;
export const WRAP_STYLES = ['Matte', 'Medium', 'MediumStrong', 'Shiny'] as const;
export const STICKER_STYLES = ['Matte', 'StrongMatte', 'Medium', 'Shiny'] as const;
export const CHROME_STYLES = ['Satin', 'Reflective'] as const;

export const REPORT_REASONS = ['StolenContent', 'OffensiveContent', 'BrokenFile', 'SpamOrMisleading', 'Other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
/** What a report is about (issue 19): a livery, or a comment on one; since issue 34 §17 a public collection. */
export const REPORT_TARGETS = ['livery', 'comment', 'collection'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];
/** A comment report keeps this much of the comment's text, so it still reads after the comment is gone. */
export const REPORT_COMMENT_EXCERPT_MAX = 200;
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  StolenContent: 'Stolen Content',
  OffensiveContent: 'Offensive Content',
  BrokenFile: 'Broken File',
  SpamOrMisleading: 'Spam Misleading',
  Other: 'Other',
};

/**
 * A comment is reported for what a comment can be (issue 34 §18), not a livery's broken file or
 * stolen paint: the server refuses a livery reason on a comment report (400).
 */
export const COMMENT_REPORT_REASONS = ['Spam', 'Harassment', 'OffTopic', 'Other'] as const;
export type CommentReportReason = (typeof COMMENT_REPORT_REASONS)[number];
export const COMMENT_REPORT_REASON_LABELS: Record<CommentReportReason, string> = {
  Spam: 'Spam',
  Harassment: 'Harassment',
  OffTopic: 'Off-topic',
  Other: 'Other',
};
/**
 * A public collection or league pack is reported for what a collection holds of its own (issue 34
 * §17): its name and description, or what it claims to be; a livery in it is reported on its own
 * page. The values are the livery reasons' (the admin filter and the urgent rule read them alike),
 * the labels say what they mean for a collection.
 */
export const COLLECTION_REPORT_REASONS = ['OffensiveContent', 'Harassment', 'SpamOrMisleading', 'Other'] as const;
export type CollectionReportReason = (typeof COLLECTION_REPORT_REASONS)[number];
export const COLLECTION_REPORT_REASON_LABELS: Record<CollectionReportReason, string> = {
  OffensiveContent: 'Offensive name or description',
  Harassment: 'Targets or harasses someone',
  SpamOrMisleading: 'Spam, advertising or misleading',
  Other: 'Other',
};
/** Every reason a stored report can carry, livery and comment ones (the admin filter). */
export const ANY_REPORT_REASONS = [...REPORT_REASONS, 'Spam', 'Harassment', 'OffTopic'] as const;
export type AnyReportReason = (typeof ANY_REPORT_REASONS)[number];

export const REPORT_STATUSES = ['Pending', 'UnderInvestigation', 'Dismissed', 'Resolved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** The admin back office's rules and timings (spec admin-and-pages §9), shared by the server and the web app. */
export const ADMIN_RULES = {
  /** Page buttons either side of the current page. */
  pageWindowRadius: 2,
  /** Search debounce of the users, liveries, reports and car models lists. */
  searchDebounceMs: 300,
  minDownloadsDebounceMs: 500,
  reportCommentPreviewLength: 50,
  /** A report is urgent when it is about one of these and older than `urgentReportAfterMs`. */
  urgentReportReasons: ['OffensiveContent', 'StolenContent'] as const satisfies readonly ReportReason[],
  urgentReportAfterMs: 24 * 60 * 60 * 1000,
  /** The report counters (sidebar badge, Reports header) are re-read once this old... */
  reportStatsStaleMs: 5 * 60 * 1000,
  /** ...and this long after a moderation action. */
  reportStatsRefreshDelayMs: 500,
  dashboardDays: 30,
  dashboardTopClasses: 5,
} as const;

export const CONTACT_SUBJECTS = ['general', 'technical', 'account', 'content', 'feature', 'feedback', 'other'] as const;

export const CAR_CLASS_COLORS = {
  hypercar: '#e21d38',
  lmp2: '#005eb8',
  gte: '#ff8200',
  gt3: '#44b048',
  default: '#6c757d',
} as const;
export type CarClassBadge = keyof typeof CAR_CLASS_COLORS;

/** Maps a class name to its badge: hypercar, lmh and lmdh are hypercars (spec member-site §9). */
export function carClassBadge(className: string | null | undefined): CarClassBadge {
  const name = (className ?? '').toLowerCase();
  if (name.includes('hypercar') || name.includes('lmh') || name.includes('lmdh')) return 'hypercar';
  if (name.includes('lmp2')) return 'lmp2';
  if (name.includes('gte')) return 'gte';
  if (name.includes('gt3')) return 'gt3';
  return 'default';
}

export const LIMITS = {
  titleMax: 100,
  descriptionMax: 5000,
  catalogueNameMax: 100,
  /** Issue 38 §6: a car model's nicknames for search ("Vette"): how long one may be, and how many a model has. */
  carModelAliasMax: 40,
  carModelAliasesMax: 10,
  reportCommentMax: 1000,
  contactMessageMax: 2000,
  usernameMax: 50,
  emailMax: 100,
  passwordMin: 6,
  passwordMax: 128,
  screenshotsMax: 5,
  screenshotBytesMax: 10 * 1024 * 1024,
  liveryZipBytesMax: 120 * 1024 * 1024,
  tgaEntryBytesMax: 80 * 1024 * 1024,
  /** Liveries a member (not an admin) may publish per rolling hour window. */
  uploadsPerHour: 10,
  /** Default per-member storage quota (zips and screenshots), overridable by UPLOAD_QUOTA_MB. */
  uploadQuotaMbDefault: 2048,
  browsePageSize: 12,
  browsePageSizeMax: 48,
  /** A search's total is counted up to this many matches; past it the page says "1000+". */
  searchCountCap: 1000,
  /** Issue 38: a search's words are capped (each word is one condition of the query). */
  searchWordsMax: 8,
  adminPageSize: 20,
  latestCountDefault: 6,
  latestCountMax: 24,
  homeLatestCount: 8,
  relatedLimit: 4,
  headerSearchResults: 5,
  metaDescriptionMax: 155,
} as const;

export const TIMINGS = {
  headerSearchDebounceMs: 300,
  browseSearchDebounceMs: 200,
  searchBlurDelayMs: 200,
  loginRedirectMs: 500,
  uploadRedirectMs: 2500,
  editToastMs: 10_000,
  resetLinkCheckMs: 5000,
  toastMs: 4000,
  carouselAutoplayMs: 4000,
  carouselTransitionMs: 600,
} as const;

/** How the browser prepares an upload before sending it (spec member-site §7 "Upload preparation", §9). */
export const UPLOAD_PREPARATION = {
  screenshotMaxWidth: 1920,
  screenshotMaxHeight: 1080,
  /** Canvas WebP quality, 0–1. */
  webpQuality: 0.85,
  /** DEFLATE level of the livery zip. */
  zipLevel: 9,
} as const;

/** The two entries of a livery zip: the names Le Mans Ultimate reads from `UserData\Liveries` (DESIGN §5). */
export const LIVERY_ZIP_ENTRIES = {
  livery: 'customskin.tga',
  regionMap: 'customskin_region.tga',
} as const;

/** Browse sort keys (spec member-site §9); free of zod so the browse page can use them. */
/** `rating`: the Bayesian score of issue 19 (schemas/comments.ts, ratingScoreOf), best first when descending. */
export const SORT_KEYS = [
  'uploadDate',
  'downloadCount',
  'favoriteCount',
  'rating',
  'title',
  'author',
  /** Issue 38: best match first; only with a search, where it is the default. */
  'relevance',
] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/** Id of the JSON block in which the server gives a public page its first view's API answers. */
export const INITIAL_RESPONSES_ID = 'paddock-initial-responses';

export const MOBILE_BREAKPOINT_PX = 768;
export const HEADER_SCROLL_THRESHOLD_PX = 10;

/** The local-storage key of the cookie consent flag and the event broadcast when it changes. */
export const COOKIE_CONSENT_KEY = 'cookieConsent';
export const COOKIE_CONSENT_EVENT = 'cookie-consent-updated';

/**
 * Sign-in failures per account, counted across every address and both sign-in endpoints: the
 * first `freeFailures` within the window cost nothing, each further one makes the account wait
 * `firstDelaySeconds`, doubling up to `maxDelaySeconds`. The count lapses `windowSeconds` after the
 * last failure; a successful sign-in or a password reset clears it.
 */
export const SIGN_IN_THROTTLE = {
  freeFailures: 5,
  windowSeconds: 15 * 60,
  firstDelaySeconds: 30,
  maxDelaySeconds: 15 * 60,
} as const;

/**
 * Usernames: letters, digits and . _ - (any script), at most 50. This rules out spaces, control,
 * invisible and bidi characters, which could impersonate another member; and the Hangul fillers
 * (U+115F, U+1160, U+3164, U+FFA0), which Unicode counts as letters but which draw nothing.
 */
export const USERNAME_PATTERN = /^(?:(?!\p{Default_Ignorable_Code_Point})[\p{L}\p{N}._-]){1,50}$/u;

/**
 * A download's file-name stem from a title or name: accents dropped, spaces as underscores, only
 * ASCII letters, digits and `_.-` (safe in a Content-Disposition and on every file system), at most 80.
 */
export function safeFileStem(name: string, fallback: string): string {
  const safe = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .replace(/\s+/g, '_')
    .replace(/[^A-Za-z0-9_.-]/g, '')
    .replace(/_+/g, '_')
    .slice(0, 80);
  return safe || fallback;
}

/** The name a downloaded livery zip is saved under: `<Title_with_underscores>_<id>.zip`. */
export function liveryDownloadFileName(title: string, id: number): string {
  return `${safeFileStem(title, 'livery')}_${id}.zip`;
}

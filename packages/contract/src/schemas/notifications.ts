import { z } from 'zod';
import { IdSchema, urlParams } from './common';

/** Follows, notifications and the daily digest (issue 19): limits, messages, schemas. */

export const NOTIFICATION_RULES = {
  /** Notifications per page of the Notifications page. */
  pageSize: 20,
  /** Latest notifications the header bell's dropdown shows. */
  bellCount: 5,
  /** How often the bell asks for the unread count while the page is open. */
  bellPollMs: 60_000,
  /** Characters of a comment kept in its notification. */
  excerptMax: 140,
  /** Notifications listed in one digest e-mail; the rest are counted. */
  digestItemsMax: 20,
  /** Read notifications older than this are deleted by the background drain. */
  readRetentionDays: 90,
  /** Unsubscribe calls per link (token) and window: plenty for people, nothing for a replaying script. */
  unsubscribePerWindow: 20,
  unsubscribeWindowSeconds: 10 * 60,
  /** How long a digest's unsubscribe link works; Settings turns the digest off at any time. */
  unsubscribeLinkDays: 365,
} as const;

export const FOLLOW_MESSAGES = {
  cannotFollowYourself: 'You cannot follow yourself.',
  creatorNotFound: 'Member not found.',
  liveryNotFound: 'Livery not found.',
} as const;

export const NOTIFICATION_MESSAGES = {
  notFound: 'Notification not found.',
  invalidPage: 'The page must be a positive whole number.',
  tokenRequired: 'The unsubscribe link is incomplete: open the link from the e-mail again.',
  tokenInvalid: 'This unsubscribe link is not valid. Open the newest digest e-mail or change it in Settings.',
  tokenExpired: `This unsubscribe link has expired (links work for ${NOTIFICATION_RULES.unsubscribeLinkDays} days). Sign in and turn off the daily digest in Settings, or use the link in a newer digest.`,
  tokenOutdated:
    'This unsubscribe link comes from an older kind of digest e-mail and no longer works. Sign in and turn off the daily digest in Settings, or use the link in a newer digest.',
  unsubscribed: 'You will no longer receive the daily e-mail digest. You can turn it back on in Settings.',
  digestOn: 'Daily e-mail digest turned on.',
  digestOff: 'Daily e-mail digest turned off.',
} as const;

/**
 * What happened, as recorded by the module that caused it, inside its own transaction
 * (`recordNotificationEvent`). The fan-out to recipients happens later in the background, so each
 * event carries what its notifications need (ids, the parent comment's author, an excerpt).
 */
export const NotificationEventSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('livery-published'), liveryId: z.number().int(), uploaderId: z.number().int() }),
  z.object({ kind: z.literal('livery-version'), liveryId: z.number().int(), versionNumber: z.number().int() }),
  z.object({
    kind: z.literal('comment'),
    liveryId: z.number().int(),
    commentId: z.number().int(),
    parentCommentId: z.number().int().nullable(),
    /** The author of the comment replied to (null for a top-level comment). */
    parentAuthorId: z.number().int().nullable(),
    authorId: z.number().int(),
    /** The comment's text; cut to NOTIFICATION_RULES.excerptMax when stored. */
    excerpt: z.string(),
  }),
  z.object({
    kind: z.literal('report-resolved'),
    reportId: z.number().int(),
    reporterId: z.number().int(),
    liveryId: z.number().int().nullable(),
  }),
  /** Issue 36: a member's new livery looks very close to another member's ("possible copy"). */
  z.object({
    kind: z.literal('possible-copy'),
    /** The suspected copy (the notification links to it) and its uploader. */
    liveryId: z.number().int(),
    uploaderId: z.number().int().nullable(),
    /** The original's author is told; its title is quoted. */
    originalAuthorId: z.number().int(),
    originalTitle: z.string(),
  }),
]);
export type NotificationEvent = z.infer<typeof NotificationEventSchema>;
export type NotificationEventKind = NotificationEvent['kind'];

/** What a member is told: a comment on their livery and a reply to their comment differ. */
export const NOTIFICATION_KINDS = [
  'livery-published',
  'livery-version',
  'comment',
  'reply',
  'report-resolved',
  'possible-copy',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NotificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  actor: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  /** Null once the livery is gone; its title is kept. */
  liveryId: z.number().int().nullable(),
  liveryTitle: z.string(),
  /** The version number, comment id or report id the notification is about. */
  refId: z.number().int().nullable(),
  excerpt: z.string().nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

const pageNumber = z.coerce
  .number({ error: NOTIFICATION_MESSAGES.invalidPage })
  .int({ error: NOTIFICATION_MESSAGES.invalidPage })
  .positive({ error: NOTIFICATION_MESSAGES.invalidPage })
  .max(100_000, { error: NOTIFICATION_MESSAGES.invalidPage });

export const NotificationsQuerySchema = urlParams(z.strictObject({ page: pageNumber.default(1) }));
export type NotificationsQuery = z.infer<typeof NotificationsQuerySchema>;

export const UnreadCountSchema = z.object({ unreadCount: z.number().int() });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;

export const NotificationPageSchema = z.object({
  items: z.array(NotificationSchema),
  page: z.number().int(),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
  unreadCount: z.number().int(),
});
export type NotificationPage = z.infer<typeof NotificationPageSchema>;

export const NotificationIdParamsSchema = urlParams(z.object({ id: IdSchema }));

export const FollowStateSchema = z.object({ following: z.boolean(), followerCount: z.number().int() });
export type FollowState = z.infer<typeof FollowStateSchema>;

export const DigestSettingsSchema = z.strictObject({ dailyDigest: z.boolean() });
export type DigestSettings = z.infer<typeof DigestSettingsSchema>;

/** The token of an unsubscribe link; only URL-safe characters, bounded. */
export const UnsubscribeInputSchema = z.strictObject({
  token: z
    .string({ error: NOTIFICATION_MESSAGES.tokenRequired })
    .min(1, { error: NOTIFICATION_MESSAGES.tokenRequired })
    .max(200, { error: NOTIFICATION_MESSAGES.tokenInvalid })
    .regex(/^[A-Za-z0-9_.-]+$/, { error: NOTIFICATION_MESSAGES.tokenInvalid }),
});
export type UnsubscribeInput = z.infer<typeof UnsubscribeInputSchema>;

export const UnsubscribeResultSchema = z.object({ unsubscribed: z.literal(true), message: z.string() });

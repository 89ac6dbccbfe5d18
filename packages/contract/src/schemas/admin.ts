import { z } from 'zod';
import { ANY_REPORT_REASONS, LIMITS, REPORT_STATUSES, REPORT_TARGETS, ROLES } from '../constants';
import { emptyIfBlank, isCleanSingleLineText, TEXT_MESSAGES } from '../text';
import { EmailSchema, UsernameSchema } from './account';
import { BodyIdSchema, IdSchema, PageNumberParam, pagedSchema, pageSizeParam, urlParams } from './common';
import { LiveryListItemSchema } from './liveries';

/** Admin back office (spec admin-and-pages §2–§9): every request and response shape. */

export const ADMIN_MESSAGES = {
  reportsNotFound: (ids: readonly number[]) => `Reports not found: ${ids.join(', ')}.`,
  reportNotFound: 'Report not found.',
  reportAlreadyOpen: 'This member already has an open report on this livery.',
  reportNotOnComment: 'This report is about a livery, not a comment.',
  reportedCommentGone: 'The reported comment was already deleted.',
  targetInvalid: `target must be one of ${REPORT_TARGETS.join(', ')}.`,
  userNotFound: 'User not found.',
  usersNotFound: (ids: readonly number[]) => `Users not found: ${ids.join(', ')}.`,
  usernameRequired: 'Username is required!',
  usernameTaken: 'That username is already taken.',
  emailTaken: 'That email address is already registered.',
  selfBan: 'You cannot ban your own account.',
  selfDelete: 'You cannot delete your own account here.',
  selfDemote: 'You cannot remove your own administrator role.',
  selfPending: 'You cannot mark your own account as pending verification: you could no longer sign in.',
  lastAdmin: 'This is the last administrator. Make another member an administrator first.',
  liveriesNotFound: (ids: readonly number[]) => `Liveries not found: ${ids.join(', ')}.`,
  carModelNotFound: 'Car model not found.',
  tagNotFound: 'Tag not found.',
  bulkNeedsCarModel: 'Choose a car model for changeModel.',
  bulkNeedsTag: 'Choose a tag for addTag.',
  dateRange: 'dateFrom must be on or before dateTo.',
} as const;
const m = ADMIN_MESSAGES;

/** Shared by every admin list (also `admin-collections.ts`, the audit log and possible copies). */
export const PageNumber = PageNumberParam;
export const PageSize = pageSizeParam(100, LIMITS.adminPageSize);
const QueryBoolean = z
  .enum(['true', 'false', '1', '0'], { error: 'Must be true or false.' })
  .transform((v) => v === 'true' || v === '1');
export const Search = z.string().trim().max(100, { error: 'The search term is too long.' }).optional();
/** A calendar day (UTC) as `YYYY-MM-DD`; ranges include both ends. */
const IsoDay = z.iso.date({ error: 'Dates must be written as YYYY-MM-DD.' });
const IdList = z
  .array(BodyIdSchema)
  .min(1, { error: 'Choose at least one item.' })
  .max(100, { error: 'At most 100 items at once.' });

/** A query with a date range; like every query schema, wrapped in urlParams(). */
function checkRange<T extends { dateFrom?: string | undefined; dateTo?: string | undefined }>(schema: z.ZodType<T>) {
  return urlParams(schema).refine((q) => !q.dateFrom || !q.dateTo || q.dateFrom <= q.dateTo, {
    error: m.dateRange,
    path: ['dateTo'],
  });
}

// ---------- Reports ----------

export const ReportStatusSchema = z.enum(REPORT_STATUSES, {
  error: `status must be one of ${REPORT_STATUSES.join(', ')}.`,
});
/** A stored report's reason: a livery one, or a comment one (issue 34 §18). */
export const ReportReasonSchema = z.enum(ANY_REPORT_REASONS, {
  error: `reason must be one of ${ANY_REPORT_REASONS.join(', ')}.`,
});

export const AdminReportsQuerySchema = checkRange(
  z.object({
    status: ReportStatusSchema.optional(),
    reason: ReportReasonSchema.optional(),
    /** Issue 34 §17: reports of one kind of target, or of one collection (Admin → Collections links there). */
    target: z.enum(REPORT_TARGETS, { error: m.targetInvalid }).optional(),
    collectionId: IdSchema.optional(),
    dateFrom: IsoDay.optional(),
    dateTo: IsoDay.optional(),
    search: Search,
    pageNumber: PageNumber,
    pageSize: PageSize,
  }),
);
export type AdminReportsQuery = z.infer<typeof AdminReportsQuerySchema>;

const UserRefSchema = z.object({ id: z.number().int(), username: z.string() });

export const AdminReportSchema = z.object({
  id: z.number().int(),
  status: ReportStatusSchema,
  reason: ReportReasonSchema,
  dateReported: z.string(),
  comment: z.string().nullable(),
  liveryId: z.number().int().nullable(),
  /** The reported livery; once it is deleted only the title (kept on the report) remains. */
  livery: z
    .object({
      title: z.string(),
      authorUsername: z.string().nullable(),
      carModelName: z.string().nullable(),
      downloadCount: z.number().int().nullable(),
    })
    .nullable(),
  reporter: UserRefSchema.nullable(),
  handledBy: UserRefSchema.nullable(),
  handledAt: z.string().nullable(),
  /** Issue 19: what was reported. A comment report also names its livery (liveryId, livery). */
  target: z.enum(REPORT_TARGETS),
  /**
   * The reported comment (null on livery reports): its id while it exists (null once deleted), the
   * excerpt kept on the report, its author and state now ('deleted' once gone).
   */
  reportedComment: z
    .object({
      id: z.number().int().nullable(),
      excerpt: z.string(),
      authorUsername: z.string().nullable(),
      state: z.enum(['visible', 'hidden', 'deleted']),
    })
    .nullable(),
  /**
   * The reported collection (issue 34 §17; null on other reports): its id while it exists (null
   * once deleted), the name kept on the report, its owner and state now.
   */
  reportedCollection: z
    .object({
      id: z.number().int().nullable(),
      name: z.string(),
      ownerUsername: z.string().nullable(),
      isLeaguePack: z.boolean(),
      state: z.enum(['public', 'private', 'deleted']),
    })
    .nullable(),
});
export type AdminReport = z.infer<typeof AdminReportSchema>;
export const AdminReportPageSchema = pagedSchema(AdminReportSchema);
export type AdminReportPage = z.infer<typeof AdminReportPageSchema>;

export const ReportStatsSchema = z.object({
  pendingCount: z.number().int(),
  investigatingCount: z.number().int(),
  resolvedCount: z.number().int(),
  dismissedCount: z.number().int(),
  totalReports: z.number().int(),
});
export type ReportStats = z.infer<typeof ReportStatsSchema>;

export const ReportStatusUpdateSchema = z.strictObject({ status: ReportStatusSchema });
export type ReportStatusUpdate = z.infer<typeof ReportStatusUpdateSchema>;

export const ReportBulkUpdateSchema = z.strictObject({ ids: IdList, status: ReportStatusSchema });
export type ReportBulkUpdate = z.infer<typeof ReportBulkUpdateSchema>;

export const BulkResultSchema = z.object({ updated: z.number().int() });
export type BulkResult = z.infer<typeof BulkResultSchema>;

// ---------- Dashboard ----------

export const ACTIVITY_TYPES = ['user', 'livery', 'report'] as const;
export const DailyCountSchema = z.object({ date: z.string(), count: z.number().int() });
export const DashboardStatsSchema = z.object({
  totalUsers: z.number().int(),
  totalLiveries: z.number().int(),
  totalDownloads: z.number().int(),
  pendingReports: z.number().int(),
  /** Issue 19: comments on the site (not deleted), and those of the last 7 days. */
  totalComments: z.number().int(),
  commentsLast7Days: z.number().int(),
  recentActivities: z.array(
    z.object({ id: z.string(), type: z.enum(ACTIVITY_TYPES), text: z.string(), timestamp: z.string() }),
  ),
  newUsersLast30Days: z.array(DailyCountSchema),
  newLiveriesLast30Days: z.array(DailyCountSchema),
  topCarClasses: z.array(z.object({ name: z.string(), count: z.number().int() })),
});
export type DashboardStats = z.infer<typeof DashboardStatsSchema>;

// ---------- Users ----------

export const USER_STATUSES = ['active', 'banned', 'pending'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const USER_SORT_KEYS = ['id', 'username', 'role', 'status', 'dateRegistered', 'totalLiveries'] as const;
export const USER_BULK_ACTIONS = ['ban', 'unban', 'delete'] as const;

const AdminUsersQueryFields = z.object({
  search: Search,
  status: z.enum(USER_STATUSES, { error: `status must be one of ${USER_STATUSES.join(', ')}.` }).optional(),
  role: z.enum(ROLES, { error: `role must be one of ${ROLES.join(', ')}.` }).optional(),
  sortBy: z
    .enum(USER_SORT_KEYS, { error: `sortBy must be one of ${USER_SORT_KEYS.join(', ')}.` })
    .default('dateRegistered'),
  descending: QueryBoolean.default(true),
  pageNumber: PageNumber,
  pageSize: PageSize,
});
export const AdminUsersQuerySchema = urlParams(AdminUsersQueryFields);
export type AdminUsersQuery = z.infer<typeof AdminUsersQuerySchema>;
/** The CSV export takes the list's filters and sort, without paging. */
export const AdminUsersExportQuerySchema = urlParams(AdminUsersQueryFields.omit({ pageNumber: true, pageSize: true }));
export type AdminUsersExportQuery = z.infer<typeof AdminUsersExportQuerySchema>;

export const AdminUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  status: z.enum(USER_STATUSES),
  dateRegistered: z.string(),
  uploadedLiveriesCount: z.number().int(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;
export const AdminUserPageSchema = pagedSchema(AdminUserSchema);
export type AdminUserPage = z.infer<typeof AdminUserPageSchema>;

export const AdminUserDetailSchema = AdminUserSchema.extend({
  /** The better-auth user id (the spec's auth-provider UUID). */
  authId: z.string(),
  hasGivenGdprConsent: z.boolean(),
  gdprConsentDate: z.string().nullable(),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetailSchema>;

export const AdminCreateUserSchema = z.strictObject({
  email: EmailSchema,
  username: UsernameSchema,
  password: z
    .string()
    .min(LIMITS.passwordMin, { error: `Password must be at least ${LIMITS.passwordMin} characters long.` })
    .max(LIMITS.passwordMax, { error: `Password can be at most ${LIMITS.passwordMax} characters.` }),
  role: z.enum(ROLES).default('user'),
});
export type AdminCreateUser = z.infer<typeof AdminCreateUserSchema>;

export const AdminUpdateUserSchema = z.strictObject({
  username: z.string({ error: m.usernameRequired }).trim().min(1, { error: m.usernameRequired }).pipe(UsernameSchema),
  role: z.enum(ROLES, { error: `role must be one of ${ROLES.join(', ')}.` }),
  status: z.enum(USER_STATUSES, { error: `status must be one of ${USER_STATUSES.join(', ')}.` }),
});
export type AdminUpdateUser = z.infer<typeof AdminUpdateUserSchema>;

export const AdminUserBulkSchema = z.strictObject({
  ids: IdList,
  action: z.enum(USER_BULK_ACTIONS, { error: `action must be one of ${USER_BULK_ACTIONS.join(', ')}.` }),
});
export type AdminUserBulk = z.infer<typeof AdminUserBulkSchema>;

// ---------- Liveries ----------

export const ADMIN_LIVERY_SORT_KEYS = ['uploadDate', 'downloads', 'title', 'author'] as const;
export const ADMIN_LIVERY_BULK_ACTIONS = ['delete', 'changeModel', 'addTag'] as const;

export const AdminLiveriesQuerySchema = checkRange(
  z.object({
    pageNumber: PageNumber,
    pageSize: PageSize,
    sortBy: z
      .enum(ADMIN_LIVERY_SORT_KEYS, { error: `sortBy must be one of ${ADMIN_LIVERY_SORT_KEYS.join(', ')}.` })
      .default('uploadDate'),
    descending: QueryBoolean.default(true),
    search: Search,
    carClassId: IdSchema.optional(),
    carModelId: IdSchema.optional(),
    tagId: IdSchema.optional(),
    dateFrom: IsoDay.optional(),
    dateTo: IsoDay.optional(),
    minDownloads: z.coerce
      .number({ error: 'minDownloads must be a number.' })
      .int({ error: 'minDownloads must be a whole number.' })
      .min(0, { error: 'minDownloads must be 0 or more.' })
      .max(2_147_483_647)
      .optional(),
  }),
);
export type AdminLiveriesQuery = z.infer<typeof AdminLiveriesQuerySchema>;
export const AdminLiveryPageSchema = pagedSchema(LiveryListItemSchema);

export const AdminLiveryUpdateSchema = z
  .strictObject({
    title: z
      .string()
      .trim()
      .overwrite(emptyIfBlank)
      .min(1, { error: 'Title is required.' })
      .max(LIMITS.titleMax, { error: `Title can be at most ${LIMITS.titleMax} characters.` })
      .refine(isCleanSingleLineText, { error: TEXT_MESSAGES.singleLine('The title') })
      .optional(),
    carModelId: BodyIdSchema.optional(),
  })
  .refine((v) => v.title !== undefined || v.carModelId !== undefined, { error: 'Nothing to change.' });
export type AdminLiveryUpdate = z.infer<typeof AdminLiveryUpdateSchema>;

export const AdminLiveryBulkSchema = z
  .strictObject({
    ids: IdList,
    action: z.enum(ADMIN_LIVERY_BULK_ACTIONS, {
      error: `action must be one of ${ADMIN_LIVERY_BULK_ACTIONS.join(', ')}.`,
    }),
    carModelId: BodyIdSchema.optional(),
    tagId: BodyIdSchema.optional(),
  })
  .refine((v) => v.action !== 'changeModel' || v.carModelId !== undefined, {
    error: m.bulkNeedsCarModel,
    path: ['carModelId'],
  })
  .refine((v) => v.action !== 'addTag' || v.tagId !== undefined, { error: m.bulkNeedsTag, path: ['tagId'] });
export type AdminLiveryBulk = z.infer<typeof AdminLiveryBulkSchema>;

// ---------- Contact inbox ----------

export const CONTACT_MESSAGE_STATUSES = ['new', 'read', 'archived'] as const;
export const ContactMessageStatusSchema = z.enum(CONTACT_MESSAGE_STATUSES, {
  error: `status must be one of ${CONTACT_MESSAGE_STATUSES.join(', ')}.`,
});
export const AdminContactQuerySchema = urlParams(
  z.object({
    status: ContactMessageStatusSchema.optional(),
    pageNumber: PageNumber,
    pageSize: PageSize,
  }),
);
export type AdminContactQuery = z.infer<typeof AdminContactQuerySchema>;
export const AdminContactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  userId: z.number().int().nullable(),
  includeUserInfo: z.boolean(),
  status: ContactMessageStatusSchema,
  createdAt: z.string(),
});
export type AdminContactMessage = z.infer<typeof AdminContactMessageSchema>;
export const AdminContactPageSchema = pagedSchema(AdminContactMessageSchema);
export const ContactStatusUpdateSchema = z.strictObject({ status: ContactMessageStatusSchema });

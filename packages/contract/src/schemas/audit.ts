import { z } from 'zod';
import { LIMITS } from '../constants';
import { PageNumberParam, pagedSchema, pageSizeParam, urlParams } from './common';

/**
 * The admin Audit log page (issue 34 §22): who did what, and when. Every admin action (and a
 * member's own account deletion or anonymisation) is recorded as `area.verb`; the filter offers
 * these areas, and takes an exact action too (`report.Resolved`).
 */
export const AUDIT_AREAS = [
  'account',
  'carclass',
  'carmodel',
  'collection',
  'comment',
  'contact',
  'livery',
  'originality',
  'report',
  'tag',
  'user',
] as const;
export const AUDIT_AREA_LABELS: Record<(typeof AUDIT_AREAS)[number], string> = {
  account: 'Accounts',
  carclass: 'Car classes',
  carmodel: 'Car models',
  collection: 'Collections',
  comment: 'Comments',
  contact: 'Contact messages',
  livery: 'Liveries',
  originality: 'Originality',
  report: 'Reports',
  tag: 'Tags',
  user: 'Users',
};

export const AUDIT_MESSAGES = {
  actionInvalid: 'action must be an area (such as report) or an action (such as report.Resolved).',
  dateRange: 'dateFrom must be on or before dateTo.',
} as const;

const IsoDay = z.iso.date({ error: 'Dates must be written as YYYY-MM-DD.' });

export const AuditQuerySchema = urlParams(
  z.object({
    /** Part of the actor's username, any case. */
    actor: z.string().trim().max(100, { error: 'The actor is too long.' }).optional(),
    /** An area (every action of it) or one exact action; letters only, so it is never a pattern. */
    action: z
      .string()
      .regex(/^[a-zA-Z]{1,40}(\.[a-zA-Z]{1,40})?$/, { error: AUDIT_MESSAGES.actionInvalid })
      .optional(),
    dateFrom: IsoDay.optional(),
    dateTo: IsoDay.optional(),
    pageNumber: PageNumberParam,
    pageSize: pageSizeParam(100, LIMITS.adminPageSize),
  }),
).refine((q) => !q.dateFrom || !q.dateTo || q.dateFrom <= q.dateTo, {
  error: AUDIT_MESSAGES.dateRange,
  path: ['dateTo'],
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  /** Null once the actor's account is gone (or for an event without one). */
  actor: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  summary: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditPageSchema = pagedSchema(AuditEntrySchema);
export type AuditPage = z.infer<typeof AuditPageSchema>;

import { AUDIT_AREA_LABELS, AUDIT_AREAS, type AuditPage, type AuditQuery, LIMITS } from '@paddock/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toSearchParams } from '@/lib/to-search-params';
import { ADMIN_QUERY_ROOT } from '../components/admin-timings';

/** What the Audit log filters by; '' means any. Dates are YYYY-MM-DD days, both ends included. */
export interface AuditFilters {
  actor: string;
  action: string;
  dateFrom: string;
  dateTo: string;
}

export const EMPTY_AUDIT_FILTERS: AuditFilters = { actor: '', action: '', dateFrom: '', dateTo: '' };

/** GET /api/admin/audit (issue 34 §22): newest first, 20 a page, blanks left out. */
export function useAuditLog(filters: AuditFilters, page: number) {
  const query = toSearchParams<AuditQuery>({
    actor: filters.actor.trim(),
    action: filters.action,
    dateFrom: filters.dateFrom,
    dateTo: filters.dateTo,
    pageNumber: page,
    pageSize: LIMITS.adminPageSize,
  }).toString();
  return useQuery({
    queryKey: [ADMIN_QUERY_ROOT, 'audit', query],
    queryFn: ({ signal }) => api.get<AuditPage>(`/api/admin/audit?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export const AUDIT_AREA_OPTIONS: readonly { value: string; label: string }[] = [
  { value: '', label: 'All Actions' },
  ...AUDIT_AREAS.map((value) => ({ value, label: AUDIT_AREA_LABELS[value] })),
];

export const AUDIT_PAGE_MESSAGES = {
  loadFailed: (detail: string) => `Could not load the audit log: ${detail}`,
  empty: 'No entries match these filters.',
  actorPlaceholder: 'Username...',
  deletedActor: 'Deleted user',
  noActor: 'System',
} as const;

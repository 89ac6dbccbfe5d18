import { ADMIN_MESSAGES } from '@paddock/contract';
import { useId } from 'react';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { AdminFilterBar, FilterSelect, SearchFilter } from '../components/admin-filter-bar';
import { AdminListPage } from '../components/admin-list-page';
import { ADMIN_TIMINGS } from '../components/admin-timings';
import { DateRangeFilter } from '../components/date-range-filter';
import { useAdminList } from '../components/use-admin-list';
import { useUrlFilters } from '../components/use-url-filters';
import { useNarrowScreen } from '../layout/use-narrow-screen';
import { AUDIT_AREA_OPTIONS, AUDIT_PAGE_MESSAGES, EMPTY_AUDIT_FILTERS, useAuditLog } from './audit-api';
import { AuditCards, AuditTable } from './audit-rows';

/** The Audit log (issue 34 §22): every admin action, who did it and when, newest first, filterable. */
export function AuditPage() {
  const id = useId();
  const url = useUrlFilters(EMPTY_AUDIT_FILTERS);
  const typed = url.filters;
  const actor = useDebouncedValue(typed.actor, ADMIN_TIMINGS.searchDebounceMs);
  const filters = { ...typed, actor };
  // A reversed range is refused by the server; say so here instead of asking.
  const badRange = Boolean(filters.dateFrom && filters.dateTo && filters.dateFrom > filters.dateTo);
  const applied = badRange ? { ...filters, dateFrom: '', dateTo: '' } : filters;
  const adminList = useAdminList(applied, useAuditLog, url);
  const Rows = useNarrowScreen() ? AuditCards : AuditTable;
  const blank = Object.values(typed).every((value) => value === '');

  return (
    <AdminListPage
      title="Audit Log"
      lead="What administrators did, who did it and when: report decisions, bans, deletions and catalogue changes."
      adminList={adminList}
      noun="entries"
    >
      <AdminFilterBar onClear={() => url.update(EMPTY_AUDIT_FILTERS)} clearDisabled={blank} clearLabel="Clear All">
        <SearchFilter
          id={`${id}-actor`}
          label="Who"
          value={typed.actor}
          onChange={(value) => url.update({ actor: value })}
          placeholder={AUDIT_PAGE_MESSAGES.actorPlaceholder}
        />
        <FilterSelect
          id={`${id}-action`}
          label="Action"
          value={typed.action}
          onChange={(value) => url.update({ action: value })}
          options={AUDIT_AREA_OPTIONS}
        />
        <DateRangeFilter
          id={id}
          labels={{ from: 'From', to: 'To' }}
          from={typed.dateFrom}
          to={typed.dateTo}
          onChange={(range) => url.update(range)}
        />
      </AdminFilterBar>
      {badRange && (
        <p role="alert" className="text-sm text-race-300">
          {ADMIN_MESSAGES.dateRange}
        </p>
      )}
      <Rows entries={adminList.items} {...adminList.rowState(AUDIT_PAGE_MESSAGES.loadFailed)} />
    </AdminListPage>
  );
}

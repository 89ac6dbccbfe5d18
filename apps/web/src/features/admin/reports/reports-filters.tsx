import type { AnyReportReason, ReportStatus, ReportTarget } from '@paddock/contract';
import { useId } from 'react';
import { AdminFilterBar, FilterSelect, SearchFilter } from '../components/admin-filter-bar';
import { DateRangeFilter } from '../components/date-range-filter';
import {
  ADMIN_REPORT_MESSAGES,
  REASON_FILTER_OPTIONS,
  STATUS_FILTER_OPTIONS,
  TARGET_FILTER_OPTIONS,
} from './report-messages';
import type { ReportFilters } from './reports-api';

interface ReportsFiltersProps {
  /** The filters as typed (the search is debounced by the page). */
  filters: ReportFilters;
  onChange: (filters: ReportFilters) => void;
  onClear: () => void;
}

/** Status, reason, target (issue 34 §17), reported date range and search over title and reporter (spec §2). */
export function ReportsFilters({ filters, onChange, onClear }: ReportsFiltersProps) {
  const id = useId();
  const set = <K extends keyof ReportFilters>(key: K, value: ReportFilters[K]) =>
    onChange({ ...filters, [key]: value });
  const blank = Object.values(filters).every((value) => value === '');
  return (
    <AdminFilterBar onClear={onClear} clearDisabled={blank} clearLabel="Clear All">
      <FilterSelect<ReportStatus | ''>
        id={`${id}-status`}
        label="Status"
        value={filters.status}
        onChange={(value) => set('status', value)}
        options={STATUS_FILTER_OPTIONS}
      />
      <FilterSelect<AnyReportReason | ''>
        id={`${id}-reason`}
        label="Reason"
        value={filters.reason}
        onChange={(value) => set('reason', value)}
        options={REASON_FILTER_OPTIONS}
      />
      <FilterSelect<ReportTarget | ''>
        id={`${id}-target`}
        label="Target"
        value={filters.target}
        onChange={(value) => set('target', value)}
        options={TARGET_FILTER_OPTIONS}
      />
      <DateRangeFilter
        id={id}
        labels={{ from: 'From', to: 'To' }}
        from={filters.dateFrom}
        to={filters.dateTo}
        onChange={(range) => onChange({ ...filters, ...range })}
      />
      <SearchFilter
        id={`${id}-search`}
        value={filters.search}
        onChange={(value) => set('search', value)}
        placeholder={ADMIN_REPORT_MESSAGES.searchPlaceholder}
        className="sm:col-span-2"
      />
    </AdminFilterBar>
  );
}

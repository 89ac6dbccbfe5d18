import type { ReportReason, ReportStatus } from '@paddock/contract';
import { useId } from 'react';
import {
  AdminFilterBar,
  FilterField,
  FilterSelect,
  filterInputClasses,
  SearchFilter,
} from '../components/admin-filter-bar';
import { REASON_FILTER_OPTIONS, REPORT_MESSAGES, STATUS_FILTER_OPTIONS } from './report-messages';
import type { ReportFilters } from './reports-api';

interface ReportsFiltersProps {
  /** The filters as typed (the search is debounced by the page). */
  filters: ReportFilters;
  onChange: (filters: ReportFilters) => void;
  onClear: () => void;
}

/** Status, reason, reported date range and search over livery title and reporter (spec §2). */
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
      <FilterSelect<ReportReason | ''>
        id={`${id}-reason`}
        label="Reason"
        value={filters.reason}
        onChange={(value) => set('reason', value)}
        options={REASON_FILTER_OPTIONS}
      />
      <FilterField id={`${id}-from`} label="From">
        <input
          id={`${id}-from`}
          type="date"
          value={filters.dateFrom}
          max={filters.dateTo || undefined}
          onChange={(event) => set('dateFrom', event.target.value)}
          className={filterInputClasses}
        />
      </FilterField>
      <FilterField id={`${id}-to`} label="To">
        <input
          id={`${id}-to`}
          type="date"
          value={filters.dateTo}
          min={filters.dateFrom || undefined}
          onChange={(event) => set('dateTo', event.target.value)}
          className={filterInputClasses}
        />
      </FilterField>
      <SearchFilter
        id={`${id}-search`}
        value={filters.search}
        onChange={(value) => set('search', value)}
        placeholder={REPORT_MESSAGES.searchPlaceholder}
        className="sm:col-span-2"
      />
    </AdminFilterBar>
  );
}

import { useId } from 'react';
import { useCarClasses, useCarModels, useTags } from '@/lib/queries/catalogue';
import {
  AdminFilterBar,
  FilterField,
  FilterSelect,
  filterInputClasses,
  SearchFilter,
} from '../components/admin-filter-bar';
import { DateRangeFilter } from '../components/date-range-filter';
import { EMPTY_LIVERY_FILTERS, type LiveryFilters, type LiverySortKey } from './admin-liveries-api';
import { LIVERY_SORT_OPTIONS } from './livery-messages';

interface LiveriesFiltersProps {
  /** What the inputs show (search and min downloads before their debounce). */
  filters: LiveryFilters;
  onChange: (patch: Partial<LiveryFilters>) => void;
}

/** Search, class, model (after a class), tag, upload dates, min downloads, sort by, Clear All. */
export function LiveriesFilters({ filters, onChange }: LiveriesFiltersProps) {
  const id = useId();
  const classId = filters.carClassId ? Number(filters.carClassId) : undefined;
  // Failures loading the options are ignored (spec §8): the selects just stay short.
  const classes = useCarClasses();
  const models = useCarModels(classId);
  const tags = useTags();
  const all = (label: string, items: readonly { id: number; name: string }[] | undefined) => [
    { value: '', label },
    ...(items ?? []).map((item) => ({ value: String(item.id), label: item.name })),
  ];
  const active = Object.entries(EMPTY_LIVERY_FILTERS).some(
    ([key, value]) => key !== 'sort' && filters[key as keyof LiveryFilters] !== value,
  );

  return (
    <AdminFilterBar clearLabel="Clear All" onClear={() => onChange(EMPTY_LIVERY_FILTERS)} clearDisabled={!active}>
      <SearchFilter
        id={`${id}-search`}
        value={filters.search}
        onChange={(search) => onChange({ search })}
        placeholder="Title, author, car..."
        className="sm:col-span-2 lg:col-span-1"
      />
      <FilterSelect
        id={`${id}-class`}
        label="Car Class"
        value={filters.carClassId}
        onChange={(carClassId) => onChange({ carClassId, carModelId: '' })}
        options={all('All Classes', classes.data)}
      />
      <FilterSelect
        id={`${id}-model`}
        label="Car Model"
        value={filters.carModelId}
        onChange={(carModelId) => onChange({ carModelId })}
        options={all(classId ? 'All Models' : 'Pick a class first', classId ? models.data : [])}
        disabled={!classId}
      />
      <FilterSelect
        id={`${id}-tag`}
        label="Tag"
        value={filters.tagId}
        onChange={(tagId) => onChange({ tagId })}
        options={all('All Tags', tags.data)}
      />
      <DateRangeFilter
        id={id}
        labels={{ from: 'Uploaded From', to: 'Uploaded To' }}
        from={filters.dateFrom}
        to={filters.dateTo}
        onChange={onChange}
      />
      <FilterField id={`${id}-min`} label="Min Downloads">
        <input
          id={`${id}-min`}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={filters.minDownloads}
          onChange={(e) => onChange({ minDownloads: e.target.value })}
          placeholder="0"
          className={filterInputClasses}
        />
      </FilterField>
      <FilterSelect
        id={`${id}-sort`}
        label="Sort By"
        value={filters.sort.key}
        onChange={(key: LiverySortKey) => onChange({ sort: { key, descending: true } })}
        options={LIVERY_SORT_OPTIONS}
      />
    </AdminFilterBar>
  );
}

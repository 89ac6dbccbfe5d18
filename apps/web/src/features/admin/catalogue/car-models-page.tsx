import type { CarModel } from '@paddock/contract';
import { useCallback, useId, useState } from 'react';
import { ClassBadge } from '@/components/ui/class-badge';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { AdminFilterBar, FilterSelect, SearchFilter } from '../components/admin-filter-bar';
import { ADMIN_TIMINGS } from '../components/admin-timings';
import { useCatalogueList } from './catalogue-api';
import { CAR_CLASS_KIND, CAR_MODEL_KIND } from './catalogue-kinds';
import { CatalogueManager } from './catalogue-manager';
import type { ExtraColumn } from './catalogue-table';

const CLASS_COLUMN: ExtraColumn<CarModel> = {
  column: { id: 'carClassName', header: 'Class', sortKey: 'carClassName' },
  cell: (model) => <ClassBadge name={model.carClassName} />,
};
const INSTALL_FOLDER_COLUMN: ExtraColumn<CarModel> = {
  column: { id: 'installFolder', header: 'Install Folder', sortKey: 'installFolder' },
  cell: (model) => <code className="break-all font-mono text-xs text-ink-300">{model.installFolder}</code>,
};

/** Issue 38 §6: the nicknames search finds the model by. */
const ALIASES_COLUMN: ExtraColumn<CarModel> = {
  column: { id: 'aliases', header: 'Nicknames' },
  cell: (model) =>
    model.aliases.length > 0 ? (
      <ul className="flex flex-wrap gap-1" aria-label={`Nicknames of ${model.name}`}>
        {model.aliases.map((alias) => (
          <li key={alias} className="rounded bg-carbon-800 px-1.5 py-0.5 text-xs text-ink-200">
            {alias}
          </li>
        ))}
      </ul>
    ) : (
      <span className="text-ink-500">—</span>
    ),
};

/**
 * Admin Car Models (spec admin-and-pages §2): class filter and search applied locally; the search
 * also matches a model's nicknames (issue 38 §6), which the table shows and the form edits.
 */
export function CarModelsPage() {
  const id = useId();
  const models = useCatalogueList(CAR_MODEL_KIND);
  const classes = useCatalogueList(CAR_CLASS_KIND);
  const [classId, setClassId] = useState('');
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText, ADMIN_TIMINGS.searchDebounceMs).trim().toLowerCase();

  const filter = useCallback(
    (model: CarModel) =>
      (!classId || String(model.carClassId) === classId) &&
      (!search ||
        [model.name, model.carClassName, ...model.aliases].some((text) => text.toLowerCase().includes(search))),
    [classId, search],
  );
  const classOptions = [
    { value: '', label: 'All Classes' },
    ...(classes.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
  ];

  return (
    <CatalogueManager
      kind={CAR_MODEL_KIND}
      title="Car Models"
      lead="The cars of each class that members can paint and upload liveries for."
      list={models}
      filter={filter}
      extraColumns={[CLASS_COLUMN, ALIASES_COLUMN, INSTALL_FOLDER_COLUMN]}
      classes={classes.data ?? []}
      filters={
        <AdminFilterBar
          onClear={() => {
            setClassId('');
            setSearchText('');
          }}
          clearDisabled={!classId && !searchText}
        >
          <FilterSelect
            id={`${id}-class`}
            label="Car Class"
            value={classId}
            onChange={setClassId}
            options={classOptions}
          />
          <SearchFilter
            id={`${id}-search`}
            value={searchText}
            onChange={setSearchText}
            placeholder="Model or class name..."
          />
        </AdminFilterBar>
      }
    />
  );
}

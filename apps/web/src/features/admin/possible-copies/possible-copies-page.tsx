import type { PossibleCopyCase, PossibleCopyPage, PossibleCopyResolution, PossibleCopyStatus } from '@paddock/contract';
import { useId, useState } from 'react';
import { AdminFilterBar, FilterSelect } from '../components/admin-filter-bar';
import { AdminListPage } from '../components/admin-list-page';
import { useAdminList } from '../components/use-admin-list';
import { useUrlFilters } from '../components/use-url-filters';
import { CardList } from '../layout/card-list';
import { CaseCard } from './case-card';
import { type PossibleCopyFilters, useAdminPossibleCopies } from './possible-copies-api';
import { STATUS_OPTIONS, POSSIBLE_COPIES_UI as UI } from './possible-copies-ui';
import { ResolveCaseDialog } from './resolve-case-dialog';

const DEFAULTS: PossibleCopyFilters = { status: 'Open', reportId: '' };

/**
 * Admin → Possible copies (issue 36 point 5): the open cases first, each with both liveries'
 * flat views side by side and their difference, resolved as a copy, permitted or a false match.
 */
export function PossibleCopiesPage() {
  const id = useId();
  const url = useUrlFilters(DEFAULTS);
  const adminList = useAdminList(url.filters, useAdminPossibleCopies, url);
  const [resolving, setResolving] = useState<{ kase: PossibleCopyCase; resolution: PossibleCopyResolution } | null>(
    null,
  );
  // The list hook answers the whole page; the shared list type knows only its items.
  const counts = (adminList.list.data as PossibleCopyPage | undefined)?.counts;
  const optionLabel = (value: PossibleCopyStatus | 'All', label: string) =>
    counts && value !== 'All' ? `${label} (${counts[value]})` : label;
  return (
    <AdminListPage
      title={UI.title}
      lead={UI.lead}
      adminList={adminList}
      noun="cases"
      dialogs={
        resolving && (
          <ResolveCaseDialog
            kase={resolving.kase}
            resolution={resolving.resolution}
            onClose={() => setResolving(null)}
          />
        )
      }
    >
      <AdminFilterBar
        onClear={() => url.update(DEFAULTS)}
        clearDisabled={url.filters.status === DEFAULTS.status && url.filters.reportId === ''}
      >
        <FilterSelect<PossibleCopyStatus | 'All'>
          id={`${id}-status`}
          label={UI.status}
          value={url.filters.status}
          onChange={(status) => url.update({ status })}
          options={STATUS_OPTIONS.map((o) => ({ value: o.value, label: optionLabel(o.value, o.label) }))}
        />
      </AdminFilterBar>
      <CardList label={UI.title} count={adminList.items.length} {...adminList.rowState(UI.loadFailed)} empty={UI.empty}>
        {adminList.items.map((kase) => (
          <CaseCard key={kase.id} kase={kase} onResolve={(k, resolution) => setResolving({ kase: k, resolution })} />
        ))}
      </CardList>
    </AdminListPage>
  );
}

import { ADMIN_MESSAGES, type AdminReport } from '@paddock/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { RemoveCollectionModal } from '../collections/remove-collection-modal';
import { AdminListPage } from '../components/admin-list-page';
import { ADMIN_TIMINGS } from '../components/admin-timings';
import { BulkBar } from '../components/bulk-bar';
import { useAdminList } from '../components/use-admin-list';
import { useUrlFilters } from '../components/use-url-filters';
import { useNarrowScreen } from '../layout/use-narrow-screen';
import { ReportCards } from './report-cards';
import { ReportDetailsModal } from './report-details-modal';
import { ADMIN_REPORT_MESSAGES, BULK_LABELS, type ReportAction } from './report-messages';
import { ReportStatsHeader } from './report-stats-header';
import { EMPTY_REPORT_FILTERS, useAdminReports } from './reports-api';
import { ReportsFilters } from './reports-filters';
import { ReportsTable } from './reports-table';
import { useReportActions } from './use-report-actions';

const BULK_ACTIONS: readonly ReportAction[] = ['investigate', 'resolve', 'dismiss'];

/** Admin Reports & Moderation (spec §2, §4): counters, filters, the newest reports first, actions. */
export function ReportsPage() {
  const url = useUrlFilters(EMPTY_REPORT_FILTERS);
  const typed = url.filters;
  const search = useDebouncedValue(typed.search, ADMIN_TIMINGS.searchDebounceMs);
  const filters = { ...typed, search };
  // A reversed range is refused by the server; say so here instead of asking.
  const badRange = Boolean(filters.dateFrom && filters.dateTo && filters.dateFrom > filters.dateTo);
  const applied = badRange ? { ...filters, dateFrom: '', dateTo: '' } : filters;

  const adminList = useAdminList(applied, useAdminReports, url);
  const { items: reports, selection } = adminList;
  const actions = useReportActions({ onBulkDone: selection.clear });
  const [detailsId, setDetailsId] = useState<number | null>(null);
  // The dialog follows the list, so it shows a status change as soon as the row does.
  const [detailsFallback, setDetailsFallback] = useState<AdminReport | null>(null);
  // Issue 34 §17: a collection report's Remove opens Admin → Collections' own removal.
  const [removing, setRemoving] = useState<AdminReport | null>(null);
  const removedCollection = removing?.reportedCollection;
  const Rows = useNarrowScreen() ? ReportCards : ReportsTable;
  const details = detailsId === null ? null : (reports.find((r) => r.id === detailsId) ?? detailsFallback);

  return (
    <AdminListPage
      title="Reports & Moderation"
      lead="Investigate, resolve or dismiss the reports members send about liveries, comments and collections."
      adminList={adminList}
      noun="reports"
      dialogs={
        <>
          <ReportDetailsModal
            report={details}
            onClose={() => setDetailsId(null)}
            onAction={actions.act}
            onRemoveCollection={setRemoving}
            busy={actions.busy}
          />
          {actions.dialog}
          {removing && removedCollection?.id != null && (
            <RemoveCollectionModal
              collection={{ ...removedCollection, id: removedCollection.id }}
              onClose={() => setRemoving(null)}
              // Its reports no longer name it (the id is cleared with the row), so a list of that
              // one collection would empty: show the collection reports, the resolved ones among them.
              onRemoved={() => typed.collectionId && url.update({ collectionId: '', target: 'collection' })}
            />
          )}
        </>
      }
    >
      <ReportStatsHeader />
      <ReportsFilters filters={typed} onChange={url.update} onClear={() => url.update(EMPTY_REPORT_FILTERS)} />
      {typed.collectionId && (
        <p className="flex flex-wrap items-center gap-3 text-sm text-ink-300">
          {ADMIN_REPORT_MESSAGES.oneCollection}
          <Button size="sm" variant="ghost" onClick={() => url.update({ collectionId: '' })}>
            {ADMIN_REPORT_MESSAGES.allCollections}
          </Button>
        </p>
      )}
      {badRange && (
        <p role="alert" className="text-sm text-race-300">
          {ADMIN_MESSAGES.dateRange}
        </p>
      )}

      <BulkBar count={selection.selectedIds.length} onClear={selection.clear}>
        {BULK_ACTIONS.map((action) => (
          <Button
            key={action}
            size="sm"
            variant={action === 'dismiss' ? 'primary' : 'secondary'}
            disabled={actions.busy}
            onClick={() => actions.actOnSelected(action, selection.selectedIds)}
          >
            {BULK_LABELS[action]}
          </Button>
        ))}
      </BulkBar>

      <Rows
        reports={reports}
        selection={selection}
        {...adminList.rowState(ADMIN_REPORT_MESSAGES.loadFailed)}
        onAction={actions.act}
        onRemoveCollection={setRemoving}
        onDetails={(report) => {
          setDetailsId(report.id);
          setDetailsFallback(report);
        }}
        busy={actions.busy}
      />
    </AdminListPage>
  );
}

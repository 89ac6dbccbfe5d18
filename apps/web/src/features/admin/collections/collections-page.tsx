import { type AdminCollection, type CollectionSummary, collectionSlug } from '@paddock/contract';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { href } from '@/config/paths';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { AdminFilterBar, SearchFilter } from '../components/admin-filter-bar';
import { AdminListPage } from '../components/admin-list-page';
import { ADMIN_TIMINGS } from '../components/admin-timings';
import { formatDateTime } from '../components/format';
import { Pill } from '../components/row-action';
import { useAdminList } from '../components/use-admin-list';
import { useUrlFilters } from '../components/use-url-filters';
import { CardList } from '../layout/card-list';
import { ADMIN_COLLECTIONS_UI as UI, useAdminCollections } from './collections-api';
import { RemoveCollectionModal } from './remove-collection-modal';

/** Issue 34 §17: the collection's open reports, linking to them on the Reports page; nothing when none. */
function OpenReports({ collection }: { collection: AdminCollection }) {
  const n = collection.openReportCount;
  if (n === 0) return <span className="text-xs text-ink-500">{UI.noOpenReports}</span>;
  return (
    <Link
      to={`${href('adminReports')}?collectionId=${collection.id}`}
      aria-label={UI.openReportsOf(n, collection.name)}
      className="inline-flex items-center rounded-full border border-race-500/50 bg-race-500/10 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-race-300 hover:bg-race-500/20"
    >
      {UI.openReports(n)}
    </Link>
  );
}

/**
 * Public collections in the admin area (issue 34 §17): an admin finds one by name or owner without
 * knowing where it is, sees its open reports, opens it, or removes it with a reason its owner is e-mailed.
 */
export function CollectionsPage() {
  const id = useId();
  const url = useUrlFilters({ search: '' });
  const search = useDebouncedValue(url.filters.search, ADMIN_TIMINGS.searchDebounceMs);
  const adminList = useAdminList(search, useAdminCollections, url);
  const [removing, setRemoving] = useState<CollectionSummary | null>(null);
  return (
    <AdminListPage
      title={UI.title}
      lead={UI.lead}
      adminList={adminList}
      noun="collections"
      dialogs={removing && <RemoveCollectionModal collection={removing} onClose={() => setRemoving(null)} />}
    >
      <AdminFilterBar onClear={() => url.update({ search: '' })} clearDisabled={url.filters.search === ''}>
        <SearchFilter
          id={`${id}-search`}
          value={url.filters.search}
          onChange={(value) => url.update({ search: value })}
          placeholder={UI.searchPlaceholder}
        />
      </AdminFilterBar>
      <CardList label={UI.title} count={adminList.items.length} {...adminList.rowState(UI.loadFailed)} empty={UI.empty}>
        {adminList.items.map((c) => (
          <li
            key={c.id}
            className="flex flex-col gap-3 rounded-xl border border-carbon-700 bg-carbon-850/80 p-4 text-sm sm:flex-row sm:items-center"
          >
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2">
                <Link
                  to={href('collectionDetail', { id: c.id, slug: collectionSlug(c.name) })}
                  className="font-semibold break-words text-ink-50 hover:text-race-300"
                >
                  {c.name}
                </Link>
                {c.isLeaguePack && <Pill>{UI.leaguePack}</Pill>}
                <OpenReports collection={c} />
              </p>
              <p className="mt-1 text-xs text-ink-400">
                {UI.by} {c.ownerUsername ?? 'Unknown'} · {UI.liveries(c.entryCount)} · {formatDateTime(c.updatedAt)}
              </p>
            </div>
            <Button variant="secondary" size="sm" onClick={() => setRemoving(c)} aria-label={UI.removeOf(c.name)}>
              {UI.remove}
            </Button>
          </li>
        ))}
      </CardList>
    </AdminListPage>
  );
}

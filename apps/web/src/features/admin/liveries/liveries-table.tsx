import type { LiveryListItem } from '@paddock/contract';
import { Link } from 'react-router';
import { ClassBadge } from '@/components/ui/class-badge';
import { LiveryImage } from '@/components/ui/livery-image';
import { liveryDetailPath, userProfilePath } from '@/config/livery-path';
import { AdminTable, cellClasses, type ListTableProps } from '../components/admin-table';
import { formatCount, formatDate } from '../components/format';
import { RowAction } from '../components/row-action';
import { rowClasses, SelectionCell, selectionColumn } from '../components/select-all-checkbox';
import type { LiverySortKey } from './admin-liveries-api';
import { ADMIN_LIVERY_MESSAGES } from './livery-messages';

interface LiveriesTableProps extends ListTableProps<LiverySortKey> {
  liveries: readonly LiveryListItem[];
  onView: (livery: LiveryListItem) => void;
  onEdit: (livery: LiveryListItem) => void;
  onDelete: (livery: LiveryListItem) => void;
}

/** One page of liveries: preview, links to the livery and its author, class and model, tags, actions. */
export function LiveriesTable(props: LiveriesTableProps) {
  const { liveries, selection } = props;
  const columns = [
    selectionColumn(selection, 'Select all liveries on this page', liveries.length),
    { id: 'preview', header: <span className="sr-only">Preview</span> },
    { id: 'title', header: 'Title', sortKey: 'title' },
    { id: 'author', header: 'Author', sortKey: 'author' },
    { id: 'car', header: 'Class / Model' },
    { id: 'uploadDate', header: 'Uploaded', sortKey: 'uploadDate' },
    { id: 'downloads', header: 'Downloads', sortKey: 'downloads' },
    { id: 'tags', header: 'Tags' },
    { id: 'actions', header: <span className="sr-only">Actions</span> },
  ];
  return (
    <AdminTable
      label="Liveries"
      columns={columns}
      sort={props.sort}
      onSort={(key) => props.onSort(key as LiverySortKey)}
      loading={props.loading}
      error={props.error}
      onRetry={props.onRetry}
      empty={ADMIN_LIVERY_MESSAGES.empty}
      rowCount={liveries.length}
      // Titles and tags wrap, so the table fits a desktop screen and scrolls only on narrower ones.
      minWidthClass="min-w-[62rem]"
    >
      {liveries.map((livery) => (
        <tr key={livery.id} className={rowClasses(selection.isSelected(livery.id))}>
          <SelectionCell selection={selection} id={livery.id} label={`Select ${livery.title}`} />
          <td className={`${cellClasses} min-w-26`}>
            <LiveryImage
              src={livery.primaryScreenshotUrl}
              alt=""
              loading="lazy"
              className="aspect-video w-20 max-w-none rounded border border-carbon-700 object-cover"
            />
          </td>
          <td className={`${cellClasses} min-w-40`}>
            <Link
              to={liveryDetailPath(livery.id, livery.title)}
              className="line-clamp-2 font-semibold whitespace-normal text-ink-50 hover:text-race-300"
            >
              {livery.title}
            </Link>
          </td>
          <td className={cellClasses}>
            {livery.authorId !== null && livery.authorUsername ? (
              <Link to={userProfilePath(livery.authorId)} className="text-ink-200 hover:text-race-300">
                {livery.authorUsername}
              </Link>
            ) : (
              <span className="text-ink-400">{livery.authorUsername ?? 'Deleted member'}</span>
            )}
          </td>
          <td className={cellClasses}>
            <div className="flex flex-col items-start gap-1">
              <ClassBadge name={livery.carClassName} />
              <span className="text-xs text-ink-300">{livery.carModelName}</span>
            </div>
          </td>
          <td className={`${cellClasses} whitespace-nowrap text-ink-300`}>{formatDate(livery.uploadDate)}</td>
          <td className={`${cellClasses} tabular-nums`}>{formatCount(livery.downloadCount)}</td>
          <td className={`${cellClasses} min-w-28`}>
            <div className="flex flex-wrap gap-1">
              {livery.tags.map((tag) => (
                <span key={tag.id} className="rounded bg-carbon-700 px-1.5 py-0.5 text-xs text-ink-200">
                  {tag.name}
                </span>
              ))}
            </div>
          </td>
          <td className={cellClasses}>
            <div className="flex gap-1.5">
              <RowAction label={`View ${livery.title}`} onClick={() => props.onView(livery)}>
                View
              </RowAction>
              <RowAction label={`Edit ${livery.title}`} onClick={() => props.onEdit(livery)}>
                Edit
              </RowAction>
              <RowAction tone="danger" label={`Delete ${livery.title}`} onClick={() => props.onDelete(livery)}>
                Delete
              </RowAction>
            </div>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

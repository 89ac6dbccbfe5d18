import type { LiveryListItem } from '@paddock/contract';
import { PageShell } from '@/components/layout/page-shell';
import { Button, ButtonLink } from '@/components/ui/button';
import { UploadIcon } from '@/components/ui/icons/common-icons';
import { PencilIcon } from '@/components/ui/icons/livery-icons';
import { LiveryCard } from '@/components/ui/livery-card';
import { LIVERY_GRID_CLASSES, LiveryGridSkeleton } from '@/components/ui/livery-grid';
import { EmptyNotice, ErrorNotice } from '@/components/ui/notice';
import { editLiveryPath } from '@/config/livery-path';
import { paths } from '@/config/paths';
import { useMyLiveries } from '../api/get-my-liveries';
import { StorageUsageMeter } from './storage-usage';

export const MY_LIVERIES_MESSAGES = {
  failed: (message: string) => `Failed to load your liveries: ${message}`,
  empty: "You haven't uploaded any liveries yet.",
} as const;

const number = new Intl.NumberFormat('en');
const plural = (n: number, one: string, many: string) => `${number.format(n)} ${n === 1 ? one : many}`;

/** The signed-in member's garage (spec member-site §2 My Liveries): grid, empty text, retry on error. */
export function MyLiveriesView() {
  const query = useMyLiveries();
  const liveries = query.data;

  return (
    <PageShell
      eyebrow="Your garage"
      title="My Liveries"
      lead={
        liveries && liveries.length > 0 ? (
          <Summary liveries={liveries} />
        ) : (
          'The liveries you have uploaded, ready to edit or share.'
        )
      }
      actions={
        <ButtonLink to={paths.uploadLivery.path}>
          <UploadIcon /> Upload Livery
        </ButtonLink>
      }
    >
      <StorageUsageMeter />
      {query.isPending ? (
        <>
          <p role="status" className="sr-only">
            Loading your liveries…
          </p>
          <LiveryGridSkeleton count={4} />
        </>
      ) : query.isError ? (
        <ErrorNotice
          action={
            <Button variant="secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
              Retry
            </Button>
          }
        >
          {MY_LIVERIES_MESSAGES.failed(query.error.message)}
        </ErrorNotice>
      ) : query.data.length === 0 ? (
        <EmptyNotice>
          <p className="text-lg font-semibold text-ink-50">{MY_LIVERIES_MESSAGES.empty}</p>
          <p className="mt-2">
            Share your first paint scheme: two TGA files, a screenshot or two, and you are on the grid.
          </p>
          <ButtonLink to={paths.uploadLivery.path} className="mt-6">
            <UploadIcon /> Upload your first livery
          </ButtonLink>
        </EmptyNotice>
      ) : (
        <ul className={LIVERY_GRID_CLASSES}>
          {query.data.map((livery) => (
            <li key={livery.id} className="flex flex-col gap-2">
              <LiveryCard livery={livery} className="flex-1" />
              <ButtonLink
                to={editLiveryPath(livery.id, livery.title)}
                variant="secondary"
                size="sm"
                className="w-full"
                aria-label={`Edit ${livery.title}`}
              >
                <PencilIcon /> Edit livery
              </ButtonLink>
            </li>
          ))}
        </ul>
      )}
    </PageShell>
  );
}

function Summary({ liveries }: { liveries: readonly LiveryListItem[] }) {
  const downloads = liveries.reduce((sum, l) => sum + l.downloadCount, 0);
  const favourites = liveries.reduce((sum, l) => sum + l.favoriteCount, 0);
  return (
    <p>
      <strong className="text-ink-50">{plural(liveries.length, 'livery', 'liveries')}</strong> on the grid, downloaded{' '}
      <strong className="text-ink-50">{plural(downloads, 'time', 'times')}</strong> and favourited{' '}
      <strong className="text-ink-50">{plural(favourites, 'time', 'times')}</strong>.
    </p>
  );
}

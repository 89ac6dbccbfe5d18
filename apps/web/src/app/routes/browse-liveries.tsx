import { useSearchParams } from 'react-router';
import { PageShell } from '@/components/layout/page-shell';
import { BrowseLiveries } from '@/features/browse/components/browse-liveries';
import { AddToCollection } from '@/features/collections/components/add-to-collection';
import { useAuth } from '@/lib/session/use-auth';

export default function BrowseLiveriesPage() {
  const [searchParams] = useSearchParams();
  const search = searchParams.get('search')?.trim();
  const { user } = useAuth();

  return (
    <PageShell
      eyebrow={search ? 'Search' : 'Browse'}
      title="Explore All Liveries"
      lead={
        search ? (
          <>
            Liveries matching <strong className="text-ink-50">“{search}”</strong>, from Hypercars to GT3s.
          </>
        ) : (
          'Every community livery for Le Mans Ultimate, filterable by car class, model and tag.'
        )
      }
    >
      <BrowseLiveries
        cardAction={(livery) => (
          <AddToCollection compact liveryId={livery.id} liveryTitle={livery.title} signedIn={user !== null} />
        )}
      />
    </PageShell>
  );
}

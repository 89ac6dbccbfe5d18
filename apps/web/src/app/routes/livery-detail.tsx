import type { LiveryDetail } from '@paddock/contract';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { liveryDetailPath } from '@/config/livery-path';
import { paths } from '@/config/paths';
import { AddToCollection } from '@/features/collections/components/add-to-collection';
import { LazyCommentsSection } from '@/features/comments/components/lazy-comments-section';
import { StarRating } from '@/features/comments/components/star-rating';
import { InstallLivery } from '@/features/install/components/install-livery';
import { LiveryDetailView } from '@/features/livery/components/livery-detail-view';
import { parseLiveryId } from '@/features/livery/lib/livery-meta';
import { FollowButton } from '@/features/notifications/components/follow-button';
import { useLivery } from '@/lib/queries/livery';
import { useAuth } from '@/lib/session/use-auth';

// The upload feature (zip and image workers) loads only when an uploader's page shows its button.
const PublishVersion = lazy(() =>
  import('@/features/upload/components/publish-version').then((m) => ({ default: m.PublishVersion })),
);

function PublishVersionSlot({ livery }: { livery: LiveryDetail }) {
  return (
    <Suspense fallback={null}>
      <PublishVersion livery={livery} />
    </Suspense>
  );
}

/**
 * `/livery/{id}` (typed, or a shared link cut short) moves to `/livery/{id}/{slug}` once the livery
 * is known, in place of the short address in the history; the server answers 301 on a direct visit.
 */
function useCanonicalAddress(rawId: string | undefined, slug: string | undefined) {
  const navigate = useNavigate();
  const location = useLocation();
  const { data: livery } = useLivery(parseLiveryId(rawId));
  useEffect(() => {
    if (slug !== undefined || !livery) return;
    navigate(`${liveryDetailPath(livery.id, livery.title)}${location.search}${location.hash}`, { replace: true });
  }, [slug, livery, navigate, location.search, location.hash]);
}

export default function LiveryDetailPage() {
  const { id, title } = useParams();
  useCanonicalAddress(id, title);
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  // Signing in from the rating or the comments comes back to this livery.
  const loginPath = `${paths.login.path}?${new URLSearchParams({ redirect: location.pathname })}`;
  return (
    <LiveryDetailView
      rawId={id}
      currentUser={user}
      onDeleted={() => navigate(paths.myLiveries.path)}
      installSlot={(livery) => (
        <>
          <InstallLivery livery={livery} />
          <AddToCollection
            liveryId={livery.id}
            liveryTitle={livery.title}
            signedIn={user !== null}
            className="w-full"
          />
        </>
      )}
      followSlot={(livery) =>
        livery.uploader !== null && user?.id === livery.uploader.id ? null : (
          <FollowButton
            target="livery"
            id={livery.id}
            name={livery.title}
            signedIn={user !== null}
            hint="Be told when it gets a new version."
            hintBelow
            className="w-full"
          />
        )
      }
      versionSlot={(livery) => <PublishVersionSlot livery={livery} />}
      ratingSlot={(livery) => <StarRating livery={livery} currentUser={user} loginPath={loginPath} />}
      commentsSlot={(livery) => <LazyCommentsSection liveryId={livery.id} currentUser={user} loginPath={loginPath} />}
    />
  );
}

import { useLocation, useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { CommentsSection } from '@/features/comments/components/comments-section';
import { StarRating } from '@/features/comments/components/star-rating';
import { InstallLivery } from '@/features/install/components/install-livery';
import { LiveryDetailView } from '@/features/livery/components/livery-detail-view';
import { useAuth } from '@/lib/session/use-auth';

export default function LiveryDetailPage() {
  const { id } = useParams();
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
      installSlot={(livery) => <InstallLivery livery={livery} />}
      ratingSlot={(livery) => <StarRating livery={livery} currentUser={user} loginPath={loginPath} />}
      commentsSlot={(livery) => <CommentsSection liveryId={livery.id} currentUser={user} loginPath={loginPath} />}
    />
  );
}

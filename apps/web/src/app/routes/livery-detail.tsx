import { useNavigate, useParams } from 'react-router';
import { paths } from '@/app/paths';
import { useAuth } from '@/features/auth/use-auth';
import { LiveryDetailView } from '@/features/livery/components/livery-detail-view';

export default function LiveryDetailPage() {
  const { id } = useParams();
  const { user } = useAuth();
  const navigate = useNavigate();
  return <LiveryDetailView rawId={id} currentUser={user} onDeleted={() => navigate(paths.myLiveries.path)} />;
}

import { useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { CollectionView } from '@/features/collections/components/collection-view';

export default function CollectionDetailPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  return <CollectionView key={id} rawId={id} onDeleted={() => navigate(paths.myCollections.path)} />;
}

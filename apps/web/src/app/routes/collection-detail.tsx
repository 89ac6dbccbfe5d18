import { useNavigate, useParams } from 'react-router';
import { href, paths } from '@/config/paths';
import { CollectionView } from '@/features/collections/components/collection-view';
import { InstallPack } from '@/features/install/components/install-pack';
import { CollectionWebhooks } from '@/features/webhooks/components/collection-webhooks';

export default function CollectionDetailPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  return (
    <CollectionView
      key={id}
      rawId={id}
      onDeleted={(collection) =>
        navigate(collection.isOwner ? paths.myCollections.path : href('userProfile', { id: collection.ownerId }))
      }
      ownerSlot={(collection) => <CollectionWebhooks collectionId={collection.id} />}
      packSlot={(collection) => (
        <InstallPack
          entries={collection.entries.map((e) => ({
            liveryId: e.livery.id,
            title: e.livery.title,
            carNumber: e.carNumber,
          }))}
        />
      )}
    />
  );
}

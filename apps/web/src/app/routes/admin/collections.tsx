import { CollectionsPage } from '@/features/admin/collections/collections-page';

export default function AdminCollectionsPage() {
  return <CollectionsPage />;
}

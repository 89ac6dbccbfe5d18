import { MyCollectionsView } from '@/features/collections/components/my-collections-view';

export default function MyCollectionsPage() {
  return <MyCollectionsView />;
}

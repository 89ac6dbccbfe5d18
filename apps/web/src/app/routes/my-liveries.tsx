import { MyLiveriesView } from '@/features/my-liveries/components/my-liveries-view';

export default function MyLiveriesPage() {
  return <MyLiveriesView />;
}

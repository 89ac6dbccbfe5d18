import { LiveriesPage } from '@/features/admin/liveries/liveries-page';

export default function AdminLiveriesPage() {
  return <LiveriesPage />;
}

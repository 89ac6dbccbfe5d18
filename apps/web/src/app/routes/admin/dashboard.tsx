import { AdminSection } from '@/features/admin/components/admin-section';

export default function AdminDashboardPage() {
  return (
    <AdminSection
      title="Dashboard"
      lead="Members, liveries, downloads and pending reports at a glance, with the trend of the last 30 days."
    />
  );
}

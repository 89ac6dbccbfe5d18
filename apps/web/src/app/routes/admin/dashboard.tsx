import { AdminDashboard } from '@/features/admin/dashboard/admin-dashboard';

export default function AdminDashboardPage() {
  return <AdminDashboard />;
}

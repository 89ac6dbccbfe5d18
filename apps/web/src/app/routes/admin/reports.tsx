import { ReportsPage } from '@/features/admin/reports/reports-page';

export default function AdminReportsPage() {
  return <ReportsPage />;
}

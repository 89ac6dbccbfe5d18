import { AdminSection } from '@/features/admin/components/admin-section';

export default function AdminReportsPage() {
  return (
    <AdminSection
      title="Reports & Moderation"
      lead="Investigate, resolve or dismiss the reports members send about liveries."
    />
  );
}

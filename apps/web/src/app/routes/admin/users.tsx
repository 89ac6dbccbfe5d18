import { AdminSection } from '@/features/admin/components/admin-section';

export default function AdminUsersPage() {
  return (
    <AdminSection
      title="User Management"
      lead="Search members, change their roles and status, and ban or unban accounts."
    />
  );
}

import { AdminSection } from '@/features/admin/components/admin-section';

export default function AdminLiveriesPage() {
  return (
    <AdminSection
      title="Livery Management"
      lead="Review every uploaded livery, and edit or remove the ones that break the rules."
    />
  );
}

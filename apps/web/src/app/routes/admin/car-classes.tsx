import { AdminSection } from '@/features/admin/components/admin-section';

export default function AdminCarClassesPage() {
  return (
    <AdminSection
      title="Car Classes"
      lead="The classes of the grid, such as Hypercar, LMP2, GTE and GT3, that liveries are filed under."
    />
  );
}

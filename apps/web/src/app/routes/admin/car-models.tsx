import { AdminSection } from '@/features/admin/components/admin-section';

export default function AdminCarModelsPage() {
  return (
    <AdminSection title="Car Models" lead="The cars of each class that members can paint and upload liveries for." />
  );
}

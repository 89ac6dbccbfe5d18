import { AdminSection } from '@/features/admin/components/admin-section';

export default function AdminTagsPage() {
  return <AdminSection title="Tags" lead="Create, rename and remove the tags members put on their liveries." />;
}

import { TagsPage } from '@/features/admin/catalogue/tags-page';

export default function AdminTagsPage() {
  return <TagsPage />;
}

import { PossibleCopiesPage } from '@/features/admin/possible-copies/possible-copies-page';

export default function AdminPossibleCopiesPage() {
  return <PossibleCopiesPage />;
}

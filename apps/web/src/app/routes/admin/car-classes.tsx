import { CarClassesPage } from '@/features/admin/catalogue/car-classes-page';

export default function AdminCarClassesPage() {
  return <CarClassesPage />;
}

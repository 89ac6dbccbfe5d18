import { CarModelsPage } from '@/features/admin/catalogue/car-models-page';

export default function AdminCarModelsPage() {
  return <CarModelsPage />;
}

import { useParams } from 'react-router';
import { PageShell } from '@/components/layout/page-shell';

export default function EditLiveryPage() {
  const { id } = useParams();
  return (
    <PageShell
      eyebrow={`Livery #${id}`}
      title="Edit Livery"
      lead="Update the title, description, car, tags and paint regions of your livery."
    />
  );
}

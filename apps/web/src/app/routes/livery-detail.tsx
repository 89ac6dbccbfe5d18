import { useParams } from 'react-router';
import { PageShell } from '@/components/layout/page-shell';

export default function LiveryDetailPage() {
  const { id } = useParams();
  return (
    <PageShell
      eyebrow={`Livery #${id}`}
      title="Livery Details"
      lead="Screenshots, car, class and paint details for this livery, ready to download and install."
    />
  );
}

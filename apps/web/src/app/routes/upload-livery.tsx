import { PageShell } from '@/components/layout/page-shell';
import { UploadLiveryForm } from '@/features/upload/components/upload-livery-form';

export default function UploadLiveryPage() {
  return (
    <PageShell
      eyebrow="Share your work"
      title="Upload Livery"
      lead="Add your TGA livery and region map, up to five screenshots and the material of each paint region."
    >
      <UploadLiveryForm />
    </PageShell>
  );
}

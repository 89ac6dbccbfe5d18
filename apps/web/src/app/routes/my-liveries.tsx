import { paths } from '@/app/paths';
import { PageShell } from '@/components/layout/page-shell';
import { ButtonLink } from '@/components/ui/button';
import { UploadIcon } from '@/components/ui/icons';

export default function MyLiveriesPage() {
  return (
    <PageShell
      eyebrow="Your garage"
      title="My Liveries"
      lead="The liveries you have uploaded, ready to edit or share."
      actions={
        <ButtonLink to={paths.uploadLivery.path}>
          <UploadIcon /> Upload Livery
        </ButtonLink>
      }
    />
  );
}

import { paths } from '@/app/paths';
import { PageShell } from '@/components/layout/page-shell';
import { ButtonLink } from '@/components/ui/button';

export default function FaqPage() {
  return (
    <PageShell
      eyebrow="Help"
      title="Frequently Asked Questions"
      lead="Finding, installing and uploading liveries, answered."
      actions={
        <ButtonLink to={paths.contact.path} variant="secondary">
          Contact Us
        </ButtonLink>
      }
    />
  );
}

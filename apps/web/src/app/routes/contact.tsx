import { paths } from '@/app/paths';
import { PageShell } from '@/components/layout/page-shell';
import { ButtonLink } from '@/components/ui/button';

export default function ContactPage() {
  return (
    <PageShell
      eyebrow="Get in touch"
      title="Contact Us"
      lead="Questions, feedback or a problem with a livery? Send us a message and we reply within 24 hours."
      actions={
        <ButtonLink to={paths.faq.path} variant="secondary">
          Read the FAQ
        </ButtonLink>
      }
    />
  );
}

import { PageShell } from '@/components/layout/page-shell';

export default function TermsOfServicePage() {
  return (
    <PageShell
      eyebrow="Legal"
      title="Terms of Service"
      lead="The rules for using Paddock and for sharing liveries on it. Last updated June 2025."
    />
  );
}

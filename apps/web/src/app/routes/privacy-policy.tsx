import { PageShell } from '@/components/layout/page-shell';

export default function PrivacyPolicyPage() {
  return (
    <PageShell
      eyebrow="Legal"
      title="Privacy Policy"
      lead="What we collect, why we collect it and the choices you have. Last updated June 2025."
    />
  );
}

import { PageShell } from '@/components/layout/page-shell';

export default function SettingsPage() {
  return (
    <PageShell
      eyebrow="Account"
      title="Account Settings"
      lead="Your profile, password and personal data, all in one place."
    />
  );
}

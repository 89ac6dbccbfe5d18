import { paths } from '@/app/paths';
import { PageShell } from '@/components/layout/page-shell';
import { ButtonLink } from '@/components/ui/button';

export default function UpdatePasswordPage() {
  return (
    <PageShell
      eyebrow="Account"
      title="Update Password"
      lead="Choose a new password for your account. The reset link in your e-mail brings you here."
      actions={
        <ButtonLink to={paths.login.path} variant="secondary">
          Back to Login
        </ButtonLink>
      }
    />
  );
}

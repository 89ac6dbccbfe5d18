import { paths } from '@/app/paths';
import { PageShell } from '@/components/layout/page-shell';
import { ButtonLink } from '@/components/ui/button';

export default function LoginPage() {
  return (
    <PageShell
      eyebrow="Welcome back"
      title="Login"
      lead="Sign in to favourite liveries, upload your own and manage your account."
      actions={
        <ButtonLink to={paths.register.path} variant="secondary">
          New here? Register
        </ButtonLink>
      }
    />
  );
}

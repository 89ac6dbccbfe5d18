import { paths } from '@/app/paths';
import { PageShell } from '@/components/layout/page-shell';
import { ButtonLink } from '@/components/ui/button';

export default function RegisterPage() {
  return (
    <PageShell
      eyebrow="Join the grid"
      title="Register"
      lead="Create a free account to upload, favourite and share liveries with sim racers everywhere."
      actions={
        <ButtonLink to={paths.login.path} variant="secondary">
          Already registered? Login
        </ButtonLink>
      }
    />
  );
}

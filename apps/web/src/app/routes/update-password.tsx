import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { UpdatePasswordPanel } from '@/features/auth/components/update-password-panel';

export default function UpdatePasswordPage() {
  return (
    <AuthLayout
      eyebrow="Account"
      title="Update Password"
      lead={
        <>
          Choose a new password for your account. The reset link in your e-mail brings you here.{' '}
          <Link
            to={paths.login.path}
            className="font-semibold text-ink-50 underline underline-offset-4 hover:text-race-300"
          >
            Back to Login
          </Link>
        </>
      }
    >
      <UpdatePasswordPanel />
    </AuthLayout>
  );
}

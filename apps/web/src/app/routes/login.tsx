import { AuthLayout, LOGIN_PERKS } from '@/features/auth/components/auth-layout';
import { LoginForm } from '@/features/auth/components/login-form';

export default function LoginPage() {
  return (
    <AuthLayout
      eyebrow="Welcome back"
      title="Login"
      lead="Sign in to favourite liveries, upload your own and manage your account."
      perks={LOGIN_PERKS}
    >
      <LoginForm />
    </AuthLayout>
  );
}

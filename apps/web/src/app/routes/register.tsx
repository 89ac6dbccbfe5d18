import { AuthLayout, REGISTER_PERKS } from '@/features/auth/components/auth-layout';
import { RegisterForm } from '@/features/auth/components/register-form';

export default function RegisterPage() {
  return (
    <AuthLayout
      eyebrow="Join the grid"
      title="Register"
      lead="Create a free account to upload, favourite and share liveries with sim racers everywhere."
      perks={REGISTER_PERKS}
    >
      <RegisterForm />
    </AuthLayout>
  );
}

import { AuthLayout, PerkList } from '@/features/auth/components/auth-layout';
import { RegisterForm } from '@/features/auth/components/register-form';

const perks = [
  { title: 'Free, always', text: 'Browsing and downloading never need an account; sharing does.' },
  { title: 'Your garage', text: 'Every livery you upload in one place, ready to edit.' },
  { title: 'Your data', text: 'Export it, anonymise it or delete it from your settings at any time.' },
];

export default function RegisterPage() {
  return (
    <AuthLayout
      eyebrow="Join the grid"
      title="Register"
      lead="Create a free account to upload, favourite and share liveries with sim racers everywhere."
      aside={<PerkList items={perks} />}
    >
      <RegisterForm />
    </AuthLayout>
  );
}

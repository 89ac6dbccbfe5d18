import { AuthLayout, PerkList } from '@/features/auth/components/auth-layout';
import { LoginForm } from '@/features/auth/components/login-form';

const perks = [
  { title: 'Favourite', text: 'Keep a shortlist of the liveries you want on the grid.' },
  { title: 'Upload', text: 'Share your paint jobs with TGA files, screenshots and materials.' },
  { title: 'Manage', text: 'Edit or remove your liveries whenever you like.' },
];

export default function LoginPage() {
  return (
    <AuthLayout
      eyebrow="Welcome back"
      title="Login"
      lead="Sign in to favourite liveries, upload your own and manage your account."
      aside={<PerkList items={perks} />}
    >
      <LoginForm />
    </AuthLayout>
  );
}

import { useParams } from 'react-router';
import { PageShell } from '@/components/layout/page-shell';

export default function UserProfilePage() {
  const { id } = useParams();
  return (
    <PageShell
      eyebrow={`Member #${id}`}
      title="User Profile"
      lead="The liveries this painter has shared with the community."
    />
  );
}

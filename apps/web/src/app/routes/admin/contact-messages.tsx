import { AdminSection } from '@/features/admin/components/admin-section';

export default function AdminContactMessagesPage() {
  return <AdminSection title="Contact Inbox" lead="Messages sent through the contact form." />;
}

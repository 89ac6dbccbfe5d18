import { ContactPage } from '@/features/admin/contact/contact-page';

export default function AdminContactMessagesPage() {
  return <ContactPage />;
}

import type { AdminContactMessage } from '@paddock/contract';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { failureDetail } from '@/lib/error-messages';
import { AdminFilterBar, FilterSelect } from '../components/admin-filter-bar';
import { AdminListPage } from '../components/admin-list-page';
import { useAdminList } from '../components/use-admin-list';
import { useUrlFilters } from '../components/use-url-filters';
import { useNarrowScreen } from '../layout/use-narrow-screen';
import {
  CONTACT_FILTER_OPTIONS,
  CONTACT_INBOX_MESSAGES,
  type ContactStatus,
  useContactMessages,
  useSetContactStatus,
} from './contact-api';
import { ContactCards } from './contact-cards';
import { ContactMessageModal } from './contact-message-modal';
import { ContactTable } from './contact-table';

/** The Contact Inbox: messages sent through the contact form, to read, mark and archive. */
export function ContactPage() {
  const id = useId();
  const url = useUrlFilters<{ status: ContactStatus | '' }>({ status: '' });
  const { status } = url.filters;
  const adminList = useAdminList(status, useContactMessages, url);
  const messages = adminList.items;
  const change = useSetContactStatus();
  const [openId, setOpenId] = useState<number | null>(null);
  const [openFallback, setOpenFallback] = useState<AdminContactMessage | null>(null);
  // The dialog follows the list, so a change made in it shows at once.
  const Rows = useNarrowScreen() ? ContactCards : ContactTable;
  const open = openId === null ? null : (messages.find((m) => m.id === openId) ?? openFallback);

  const setMessageStatus = (message: AdminContactMessage, next: ContactStatus, quiet = false) =>
    change.mutate(
      { id: message.id, status: next },
      {
        onSuccess: (saved) => {
          setOpenFallback((current) => (current?.id === saved.id ? saved : current));
          if (!quiet) toast.success(CONTACT_INBOX_MESSAGES.done[next]);
        },
        onError: (error) => toast.error(CONTACT_INBOX_MESSAGES.failed(failureDetail(error))),
      },
    );

  const openMessage = (message: AdminContactMessage) => {
    setOpenId(message.id);
    setOpenFallback(message);
    // Reading a new message marks it read, as a mail client does.
    if (message.status === 'new') setMessageStatus(message, 'read', true);
  };

  return (
    <AdminListPage
      title="Contact Inbox"
      lead="Messages sent through the contact form. Open one to read it; it is then marked as read."
      adminList={adminList}
      noun="messages"
      dialogs={
        <ContactMessageModal
          message={open}
          onClose={() => setOpenId(null)}
          onSetStatus={(message, next) => setMessageStatus(message, next)}
          busy={change.isPending}
        />
      }
    >
      <AdminFilterBar onClear={() => url.update({ status: '' })} clearDisabled={!status}>
        <FilterSelect<ContactStatus | ''>
          id={`${id}-status`}
          label="Status"
          value={status}
          onChange={(value) => url.update({ status: value })}
          options={CONTACT_FILTER_OPTIONS}
        />
      </AdminFilterBar>

      <Rows
        messages={messages}
        {...adminList.rowState(CONTACT_INBOX_MESSAGES.loadFailed)}
        onOpen={openMessage}
        onSetStatus={(message, next) => setMessageStatus(message, next)}
        busyId={change.isPending ? (change.variables?.id ?? null) : null}
      />
    </AdminListPage>
  );
}

import { type AdminContactMessage, LIMITS } from '@paddock/contract';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { failureDetail } from '@/lib/error-messages';
import { AdminFilterBar, FilterSelect } from '../components/admin-filter-bar';
import { AdminPagination } from '../components/admin-pagination';
import { AdminSection } from '../components/admin-section';
import { useClampPage, usePage } from '../components/use-page';
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
  const [status, setStatus] = useState<ContactStatus | ''>('');
  const [page, setPage] = usePage(status);
  const list = useContactMessages(status, page);
  const messages = list.data?.items ?? [];
  useClampPage(page, list.data?.totalPages, setPage);
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
    <AdminSection
      title="Contact Inbox"
      lead="Messages sent through the contact form. Open one to read it; it is then marked as read."
      actions={
        <Button variant="secondary" onClick={() => list.refetch()} disabled={list.isFetching}>
          Refresh
        </Button>
      }
    >
      <AdminFilterBar onClear={() => setStatus('')} clearDisabled={!status}>
        <FilterSelect<ContactStatus | ''>
          id={`${id}-status`}
          label="Status"
          value={status}
          onChange={setStatus}
          options={CONTACT_FILTER_OPTIONS}
        />
      </AdminFilterBar>

      <Rows
        messages={messages}
        loading={list.isFetching}
        error={list.isError ? CONTACT_INBOX_MESSAGES.loadFailed(failureDetail(list.error)) : null}
        onRetry={() => list.refetch()}
        onOpen={openMessage}
        onSetStatus={(message, next) => setMessageStatus(message, next)}
        busyId={change.isPending ? (change.variables?.id ?? null) : null}
      />

      {list.data && (
        <AdminPagination
          page={page}
          totalPages={list.data.totalPages}
          totalCount={list.data.totalCount}
          pageSize={LIMITS.adminPageSize}
          noun="messages"
          onPageChange={setPage}
          disabled={list.isFetching}
        />
      )}

      <ContactMessageModal
        message={open}
        onClose={() => setOpenId(null)}
        onSetStatus={(message, next) => setMessageStatus(message, next)}
        busy={change.isPending}
      />
    </AdminSection>
  );
}

import type { AdminContactMessage } from '@paddock/contract';
import { clsx } from 'clsx';
import { AdminTable, cellClasses } from '../components/admin-table';
import { Pill } from '../components/row-action';
import { TimeAgo } from '../layout/time-ago';
import { ContactActions } from './contact-actions';
import { CONTACT_INBOX_MESSAGES, CONTACT_STATUS_LABELS, type ContactStatus, subjectLabel } from './contact-api';

const STATUS_TONES = { new: 'warn', read: 'neutral', archived: 'neutral' } as const;

export interface ContactTableProps {
  messages: readonly AdminContactMessage[];
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  onOpen: (message: AdminContactMessage) => void;
  onSetStatus: (message: AdminContactMessage, status: ContactStatus) => void;
  busyId: number | null;
}

const columns = [
  { id: 'status', header: 'Status' },
  { id: 'from', header: 'From' },
  { id: 'subject', header: 'Subject' },
  { id: 'message', header: 'Message' },
  { id: 'received', header: 'Received' },
  // A visible header: a visually hidden one escapes the scrolling table and widens the page.
  { id: 'actions', header: 'Actions' },
];

/** The inbox: unread messages in bold; the subject opens the message. */
export function ContactTable({ messages, onOpen, onSetStatus, busyId, ...state }: ContactTableProps) {
  const now = new Date();
  const actions = { onOpen, onSetStatus };
  return (
    <AdminTable
      label="Contact messages"
      columns={columns}
      {...state}
      empty={CONTACT_INBOX_MESSAGES.empty}
      rowCount={messages.length}
    >
      {messages.map((m) => {
        const unread = m.status === 'new';
        const busy = busyId === m.id;
        return (
          <tr key={m.id} className={clsx('hover:bg-carbon-800/50', unread && 'bg-signal-400/[0.04]')}>
            <td className={cellClasses}>
              <Pill tone={STATUS_TONES[m.status]}>{CONTACT_STATUS_LABELS[m.status]}</Pill>
            </td>
            <td className={cellClasses}>
              <span className={clsx('block', unread ? 'font-bold text-ink-50' : 'text-ink-200')}>{m.name}</span>
              <span className="block text-xs text-ink-400">{m.email}</span>
            </td>
            <td className={cellClasses}>
              <button
                type="button"
                onClick={() => onOpen(m)}
                className={clsx(
                  'max-w-44 text-left hover:text-race-300',
                  unread ? 'font-bold text-ink-50' : 'text-ink-200',
                )}
              >
                {subjectLabel(m.subject)}
              </button>
            </td>
            <td className={cellClasses}>
              <span className="block max-w-52 truncate text-ink-300">{m.message}</span>
            </td>
            <td className={`${cellClasses} whitespace-nowrap text-ink-300`}>
              <TimeAgo at={m.createdAt} now={now} />
            </td>
            <td className={cellClasses}>
              <ContactActions message={m} busy={busy} {...actions} className="flex gap-1.5" />
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}

import { clsx } from 'clsx';
import { Pill } from '../components/row-action';
import { CardList } from '../layout/card-list';
import { TimeAgo } from '../layout/time-ago';
import { ContactActions } from './contact-actions';
import { CONTACT_INBOX_MESSAGES, CONTACT_STATUS_LABELS, subjectLabel } from './contact-api';
import type { ContactTableProps } from './contact-table';

/** Phone screens: each message as a card with the same actions as a table row. */
export function ContactCards({ messages, onOpen, onSetStatus, busyId, ...state }: ContactTableProps) {
  const now = new Date();
  const actions = { onOpen, onSetStatus };
  return (
    <CardList label="Contact messages" count={messages.length} {...state} empty={CONTACT_INBOX_MESSAGES.empty}>
      {messages.map((m) => {
        const unread = m.status === 'new';
        return (
          <li
            key={m.id}
            className="flex flex-col gap-2 rounded-xl border border-carbon-700 bg-carbon-850/80 p-4 text-sm"
          >
            <div className="flex items-center gap-2">
              <Pill tone={unread ? 'warn' : 'neutral'}>{CONTACT_STATUS_LABELS[m.status]}</Pill>
              <TimeAgo at={m.createdAt} now={now} className="ml-auto text-xs text-ink-400" />
            </div>
            <button
              type="button"
              onClick={() => onOpen(m)}
              className={clsx('text-left text-base', unread ? 'font-bold text-ink-50' : 'text-ink-200')}
            >
              {subjectLabel(m.subject)}
            </button>
            <p className="text-xs text-ink-400">
              {m.name} · {m.email}
            </p>
            <p className="line-clamp-2 text-ink-300">{m.message}</p>
            <ContactActions message={m} busy={busyId === m.id} {...actions} className="flex flex-wrap gap-1.5" />
          </li>
        );
      })}
    </CardList>
  );
}

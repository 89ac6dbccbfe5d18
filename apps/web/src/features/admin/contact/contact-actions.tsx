import type { AdminContactMessage } from '@paddock/contract';
import { RowAction } from '../components/row-action';
import type { ContactStatus } from './contact-api';

interface ContactActionsProps {
  message: AdminContactMessage;
  busy: boolean;
  onOpen: (message: AdminContactMessage) => void;
  onSetStatus: (message: AdminContactMessage, status: ContactStatus) => void;
  className?: string;
}

/** Open, Mark Read / Mark Unread (not for archived messages) and Archive / Unarchive of one message. */
export function ContactActions({ message: m, busy, onOpen, onSetStatus, className }: ContactActionsProps) {
  const unread = m.status === 'new';
  const archived = m.status === 'archived';
  return (
    <span className={className}>
      <RowAction label={`Read message #${m.id}`} onClick={() => onOpen(m)}>
        Open
      </RowAction>
      {!archived && (
        <RowAction
          label={`Mark message #${m.id} as ${unread ? 'read' : 'unread'}`}
          disabled={busy}
          onClick={() => onSetStatus(m, unread ? 'read' : 'new')}
        >
          {unread ? 'Mark Read' : 'Mark Unread'}
        </RowAction>
      )}
      <RowAction
        label={archived ? `Move message #${m.id} to the inbox` : `Archive message #${m.id}`}
        disabled={busy}
        onClick={() => onSetStatus(m, archived ? 'read' : 'archived')}
      >
        {archived ? 'Unarchive' : 'Archive'}
      </RowAction>
    </span>
  );
}

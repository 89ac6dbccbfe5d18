import type { AdminContactMessage } from '@paddock/contract';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { userProfilePath } from '@/config/livery-path';
import { formatDateTime } from '../components/format';
import { type ContactStatus, subjectLabel } from './contact-api';

interface ContactMessageModalProps {
  message: AdminContactMessage | null;
  onClose: () => void;
  onSetStatus: (message: AdminContactMessage, status: ContactStatus) => void;
  busy: boolean;
}

/** One message in full, with a reply link and the read / unread / archive actions. */
export function ContactMessageModal({ message, onClose, onSetStatus, busy }: ContactMessageModalProps) {
  const reply = message
    ? `mailto:${message.email}?subject=${encodeURIComponent(`Re: ${subjectLabel(message.subject)}`)}`
    : '';
  return (
    <Modal
      open={message !== null}
      onOpenChange={(open) => !open && onClose()}
      title={message ? subjectLabel(message.subject) : ''}
      description={message ? `From ${message.name} <${message.email}>, ${formatDateTime(message.createdAt)}` : ''}
      className="max-w-2xl"
    >
      {message && (
        <>
          {message.includeUserInfo && message.userId !== null && (
            <p className="mb-4 text-sm text-ink-300">
              Sent while signed in:{' '}
              <Link to={userProfilePath(message.userId)} className="font-semibold text-signal-400 hover:underline">
                member #{message.userId}
              </Link>
            </p>
          )}
          <p className="max-h-[50dvh] overflow-y-auto rounded-lg border border-carbon-700 bg-carbon-900/60 p-4 text-sm break-words whitespace-pre-wrap text-ink-50">
            {message.message}
          </p>
          <div className="mt-6 flex flex-wrap gap-2">
            <a href={reply} className={buttonClasses({ size: 'sm' })}>
              Reply by Email
            </a>
            {message.status === 'read' && (
              <Button size="sm" variant="secondary" disabled={busy} onClick={() => onSetStatus(message, 'new')}>
                Mark as Unread
              </Button>
            )}
            {message.status === 'archived' ? (
              <Button size="sm" variant="secondary" disabled={busy} onClick={() => onSetStatus(message, 'read')}>
                Move to Inbox
              </Button>
            ) : (
              <Button size="sm" variant="secondary" disabled={busy} onClick={() => onSetStatus(message, 'archived')}>
                Archive
              </Button>
            )}
          </div>
        </>
      )}
    </Modal>
  );
}

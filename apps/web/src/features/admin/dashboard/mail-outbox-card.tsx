import { Button } from '@/components/ui/button';
import { formatDateTime } from '../components/format';
import { useMailOutbox, useResendMail } from './mail-outbox-api';

/**
 * The mail outbox at a glance (issue 33): e-mails waiting for a try and those the server gave up
 * on after its last retry, each with a Resend button.
 */
export function MailOutboxCard() {
  const { data, isError, error } = useMailOutbox();
  const resend = useResendMail();
  return (
    <section aria-labelledby="mail-outbox" className="rounded-xl border border-carbon-700 bg-carbon-850/80 p-4 sm:p-5">
      <h2 id="mail-outbox" className="font-display text-lg font-bold tracking-wide uppercase">
        Mail
      </h2>
      {isError ? (
        <p className="mt-3 text-sm text-ink-300">Could not load the mail queue: {error.message}</p>
      ) : data ? (
        <>
          <p className="mt-3 text-sm text-ink-200">
            {data.counts.pending} queued · {data.counts.failed} failed
          </p>
          {resend.isError && (
            <p role="alert" className="mt-2 text-sm text-signal-300">
              {resend.error.message}
            </p>
          )}
          {data.failed.length > 0 && (
            <ul className="mt-3 divide-y divide-carbon-700/70">
              {data.failed.map((mail) => (
                <li key={mail.id} className="flex flex-wrap items-center gap-3 py-3 text-sm">
                  <div className="min-w-0 flex-1">
                    <p className="break-words text-ink-100">
                      {mail.subject} to {mail.recipient}
                    </p>
                    <p className="text-xs text-ink-400">
                      {mail.attempts} tries, last {formatDateTime(mail.lastAttemptAt)}
                      {mail.lastError ? `: ${mail.lastError}` : ''}
                    </p>
                  </div>
                  <Button
                    variant="secondary"
                    disabled={resend.isPending}
                    aria-label={`Resend ${mail.subject} to ${mail.recipient}`}
                    onClick={() => resend.mutate(mail.id)}
                  >
                    Resend
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : (
        <p className="mt-3 text-sm text-ink-400">Loading the mail queue...</p>
      )}
    </section>
  );
}

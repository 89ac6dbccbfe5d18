import { NOTIFICATION_MESSAGES } from '@paddock/contract';
import { useEffect, useState } from 'react';
import { PageShell } from '@/components/layout/page-shell';
import { ButtonLink } from '@/components/ui/button';
import { ErrorNotice, LoadingNotice } from '@/components/ui/notice';
import { paths } from '@/config/paths';
import { forgetUrlCredentials } from '@/lib/url-credentials';
import { unsubscribe } from '../api/unsubscribe';

type Outcome = { kind: 'working' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

/**
 * /unsubscribe?token=… from the digest e-mail: works signed out. The token was taken out of the
 * address bar at start-up (lib/url-credentials) and is used once, on arrival.
 */
export function UnsubscribeView({ token }: { token: string | null }) {
  const [outcome, setOutcome] = useState<Outcome>(() =>
    token ? { kind: 'working' } : { kind: 'failed', message: NOTIFICATION_MESSAGES.tokenRequired },
  );

  useEffect(() => {
    forgetUrlCredentials();
    if (!token) return;
    let live = true;
    unsubscribe(token)
      .then((result) => live && setOutcome({ kind: 'done', message: result.message }))
      .catch((error: Error) => live && setOutcome({ kind: 'failed', message: error.message }));
    return () => {
      live = false;
    };
  }, [token]);

  return (
    <PageShell eyebrow="E-mail" title="Unsubscribe" lead="The daily e-mail digest of your Paddock notifications.">
      {outcome.kind === 'working' && <LoadingNotice>Unsubscribing…</LoadingNotice>}
      {outcome.kind === 'done' && (
        <div role="status" className="rounded-xl border border-pit-500/40 bg-pit-500/10 p-6">
          <p className="text-lg font-semibold text-ink-50">You are unsubscribed.</p>
          <p className="mt-2 text-ink-200">{outcome.message}</p>
          <ButtonLink to={paths.home.path} variant="secondary" className="mt-6">
            Back to Paddock
          </ButtonLink>
        </div>
      )}
      {outcome.kind === 'failed' && (
        <ErrorNotice
          action={
            <ButtonLink to={paths.settings.path} variant="secondary">
              Open Settings
            </ButtonLink>
          }
        >
          {outcome.message}
        </ErrorNotice>
      )}
    </PageShell>
  );
}

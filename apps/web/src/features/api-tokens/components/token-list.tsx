import type { ApiToken } from '@paddock/contract';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { serverMessage } from '@/lib/error-messages';
import { useRevokeApiToken } from '../api/api-tokens';
import { SCOPE_TEXT, shortDate, TOKEN_TEXT } from '../token-texts';

function tokenState(token: ApiToken, now: number): string | null {
  if (token.revokedAt) return `Revoked ${shortDate(token.revokedAt)}`;
  if (token.expiresAt && Date.parse(token.expiresAt) <= now) return `Expired ${shortDate(token.expiresAt)}`;
  return null;
}

/** The member's tokens, newest first, with when each was made, expires and was last used. */
export function TokenList({ tokens }: { tokens: ApiToken[] }) {
  const revoke = useRevokeApiToken();
  const [confirming, setConfirming] = useState<ApiToken | null>(null);
  const now = Date.now();
  if (tokens.length === 0) return <p className="text-sm text-ink-400">{TOKEN_TEXT.none}</p>;

  function confirmRevoke() {
    if (!confirming) return;
    const { id, name } = confirming;
    revoke.mutate(id, {
      onSuccess: () => {
        toast.success(TOKEN_TEXT.revoked(name));
        setConfirming(null);
      },
      onError: (error) => toast.error(serverMessage(error, 'The token could not be revoked. Please try again.')),
    });
  }

  return (
    <>
      <ul className="flex flex-col divide-y divide-carbon-700" aria-label="Your API tokens">
        {tokens.map((token) => {
          const state = tokenState(token, now);
          return (
            <li key={token.id} className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-start">
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-semibold text-ink-50">
                  <span className="break-all">{token.name}</span>
                  <span className="font-mono text-xs text-ink-400">…{token.hint}</span>
                  {state && <span className="rounded bg-race-500/15 px-2 py-0.5 text-xs text-race-300">{state}</span>}
                </p>
                <p className="mt-1 text-sm text-ink-300">
                  {token.scopes.map((scope) => SCOPE_TEXT[scope].label).join(' · ')}
                </p>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs text-ink-400">
                  <dt>Created</dt>
                  <dd>{shortDate(token.createdAt)}</dd>
                  <dt>Expires</dt>
                  <dd>{token.expiresAt ? shortDate(token.expiresAt) : TOKEN_TEXT.noExpiry}</dd>
                  <dt>Last used</dt>
                  <dd>{token.lastUsedAt ? shortDate(token.lastUsedAt) : TOKEN_TEXT.neverUsed}</dd>
                </dl>
              </div>
              {!token.revokedAt && (
                <Button
                  type="button"
                  variant="secondary"
                  size="sm"
                  onClick={() => setConfirming(token)}
                  aria-label={`Revoke ${token.name}`}
                >
                  Revoke
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <Modal
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        dismissible={!revoke.isPending}
        tone="danger"
        title="Revoke this token?"
        description={`Tools using “${confirming?.name ?? ''}” stop working at once. This cannot be undone.`}
      >
        <div className="mt-6 flex justify-end gap-3">
          <Button type="button" variant="ghost" onClick={() => setConfirming(null)} disabled={revoke.isPending}>
            Cancel
          </Button>
          <Button type="button" onClick={confirmRevoke} disabled={revoke.isPending}>
            {revoke.isPending ? 'Revoking…' : 'Revoke token'}
          </Button>
        </div>
      </Modal>
    </>
  );
}

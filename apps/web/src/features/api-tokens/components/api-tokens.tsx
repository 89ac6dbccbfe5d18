import type { CreatedApiToken } from '@paddock/contract';
import { useState } from 'react';
import { useApiTokens } from '../api/api-tokens';
import { CreateTokenForm } from './create-token-form';
import { NewTokenNotice } from './new-token-notice';
import { TokenList } from './token-list';

/** Settings → API tokens: make a token for a tool, copy it once, see and revoke the ones you have. */
export function ApiTokens() {
  const tokens = useApiTokens();
  // Only in this component's state: the value is gone once the member leaves or presses Done.
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  return (
    <div className="flex flex-col gap-8">
      {created ? (
        <NewTokenNotice created={created} onDone={() => setCreated(null)} />
      ) : (
        <CreateTokenForm onCreated={setCreated} />
      )}
      <div>
        <h3 className="mb-3 font-display text-lg font-bold tracking-wide uppercase">Your tokens</h3>
        {tokens.isPending ? (
          <p aria-busy="true" className="text-sm text-ink-400">
            Loading your tokens…
          </p>
        ) : tokens.isError ? (
          <p className="text-race-300">{tokens.error.message}</p>
        ) : (
          <TokenList tokens={tokens.data} />
        )}
      </div>
    </div>
  );
}

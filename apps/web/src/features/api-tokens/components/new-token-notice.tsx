import type { CreatedApiToken } from '@paddock/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { TOKEN_TEXT } from '../token-texts';

/** The new token's value, with a copy button: the only time it is ever shown (the server keeps its hash). */
export function NewTokenNotice({ created, onDone }: { created: CreatedApiToken; onDone: () => void }) {
  const [status, setStatus] = useState<string | null>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(created.value);
      setStatus(TOKEN_TEXT.copied);
    } catch {
      setStatus(TOKEN_TEXT.copyFailed);
    }
  }

  return (
    <div className="flex flex-col gap-3 rounded-md border border-signal-400/50 bg-signal-400/10 p-4">
      <p className="font-semibold text-ink-50">New token “{created.token.name}”</p>
      <p className="text-sm text-ink-200">{TOKEN_TEXT.shownOnce}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        {/* Text, not an input: the whole value wraps into view on a phone, and a click selects all of it. */}
        <code className="min-w-0 flex-1 rounded-md border border-carbon-600 bg-carbon-950/70 px-3 py-2.5 font-mono text-sm break-all text-ink-50 select-all">
          {created.value}
        </code>
        <Button type="button" variant="secondary" onClick={copy}>
          Copy
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Done
        </Button>
      </div>
      <p role="status" className="text-sm text-ink-300 empty:-mt-3">
        {status}
      </p>
    </div>
  );
}

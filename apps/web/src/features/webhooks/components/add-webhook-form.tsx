import { type WebhookCreated, WebhookUrlSchema } from '@paddock/contract';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormAlert, SubmitButton, TextField } from '@/components/ui/form/form-controls';
import { serverMessage } from '@/lib/error-messages';
import { useAddWebhook } from '../api/add-webhook';
import { WEBHOOK_UI } from '../lib/messages';
import type { WebhookScope } from '../lib/scope';

/** The address field; once added, the webhook's signing secret, shown this one time. */
export function AddWebhookForm({ scope, disabled }: { scope: WebhookScope; disabled: boolean }) {
  const add = useAddWebhook(scope);
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [created, setCreated] = useState<WebhookCreated | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The contract's own check first, so a typo is told at once; the server checks it again, and the address it points to.
    const parsed = WebhookUrlSchema.safeParse(url);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    add.mutate(
      { url: parsed.data },
      {
        onSuccess: (webhook) => {
          setCreated(webhook);
          setUrl('');
          toast.success(WEBHOOK_UI.added);
        },
        onError: (failure) => setError(serverMessage(failure, WEBHOOK_UI.actionFailed)),
      },
    );
  };

  if (created) return <SecretOnce secret={created.secret} onDone={() => setCreated(null)} />;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <TextField
        label={WEBHOOK_UI.urlLabel}
        type="url"
        inputMode="url"
        placeholder="https://discord.com/api/webhooks/…"
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        error={error}
        hint={WEBHOOK_UI.urlHint}
        disabled={disabled}
        className="min-w-0 flex-1"
      />
      <SubmitButton pending={add.isPending} pendingLabel={WEBHOOK_UI.adding} disabled={disabled} className="sm:mt-7">
        {WEBHOOK_UI.add}
      </SubmitButton>
    </form>
  );
}

function SecretOnce({ secret, onDone }: { secret: string; onDone: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      toast.success(WEBHOOK_UI.secretCopied);
    } catch {
      toast.error(WEBHOOK_UI.copyFailed);
    }
  };
  return (
    <FormAlert
      tone="success"
      action={
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" onClick={() => void copy()}>
            {WEBHOOK_UI.copySecret}
          </Button>
          <Button size="sm" onClick={onDone}>
            {WEBHOOK_UI.done}
          </Button>
        </div>
      }
    >
      <p className="font-semibold">{WEBHOOK_UI.secretTitle}</p>
      <code className="mt-1 block break-all rounded bg-carbon-950 px-2 py-1.5 font-mono text-xs text-ink-50">
        {secret}
      </code>
      <p className="mt-2 text-ink-300">{WEBHOOK_UI.secretHelp}</p>
    </FormAlert>
  );
}

import {
  API_TOKEN_EXPIRY_DAYS,
  API_TOKEN_LIMITS,
  API_TOKEN_SCOPES,
  type ApiTokenScope,
  CreateApiTokenSchema,
  type CreatedApiToken,
} from '@paddock/contract';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form/form-controls';
import { Select } from '@/components/ui/select';
import { serverMessage } from '@/lib/error-messages';
import { useCreateApiToken } from '../api/api-tokens';
import { SCOPE_TEXT } from '../token-texts';

type Expiry = 'none' | `${(typeof API_TOKEN_EXPIRY_DAYS)[number]}`;

/** Name, scopes and expiry of a new token; the server checks the same rules (the contract's schema). */
export function CreateTokenForm({ onCreated }: { onCreated: (created: CreatedApiToken) => void }) {
  const create = useCreateApiToken();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiTokenScope[]>(['read']);
  const [expiry, setExpiry] = useState<Expiry>('90');
  const [error, setError] = useState<string | null>(null);

  function toggle(scope: ApiTokenScope, on: boolean) {
    setScopes((current) => (on ? [...current, scope] : current.filter((s) => s !== scope)));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = CreateApiTokenSchema.safeParse({
      name,
      scopes,
      expiresInDays: expiry === 'none' ? null : Number(expiry),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    create.mutate(parsed.data, {
      onSuccess: (created) => {
        setName('');
        onCreated(created);
      },
      onError: (failure) => setError(serverMessage(failure, 'The token could not be created. Please try again.')),
    });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <TextField
        label="Token name"
        value={name}
        maxLength={API_TOKEN_LIMITS.nameMax}
        placeholder="e.g. League sync script"
        onChange={(event) => setName(event.target.value)}
        hint="Where the token is used, so you know which one to revoke."
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-semibold text-ink-200">Scopes</legend>
        {API_TOKEN_SCOPES.map((scope) => (
          <label
            key={scope}
            className="flex cursor-pointer items-start gap-3 rounded-md border border-carbon-700 bg-carbon-900/60 p-3"
          >
            <input
              type="checkbox"
              checked={scopes.includes(scope)}
              onChange={(event) => toggle(scope, event.target.checked)}
              className="mt-0.5 size-5 shrink-0 accent-race-500"
            />
            <span>
              <span className="block font-semibold text-ink-50">{SCOPE_TEXT[scope].label}</span>
              <span className="block text-sm text-ink-300">{SCOPE_TEXT[scope].help}</span>
            </span>
          </label>
        ))}
        <p className="text-xs text-ink-400">
          No token can change your account, password or e-mail, delete it, manage tokens, or use admin tools.
        </p>
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="token-expiry" className="text-sm font-semibold text-ink-200">
          Expires
        </label>
        <Select id="token-expiry" value={expiry} onChange={(event) => setExpiry(event.target.value as Expiry)}>
          {API_TOKEN_EXPIRY_DAYS.map((days) => (
            <option key={days} value={String(days)}>
              In {days} days
            </option>
          ))}
          <option value="none">Never</option>
        </Select>
      </div>
      {error && (
        <p role="alert" className="text-sm text-race-300">
          {error}
        </p>
      )}
      <Button type="submit" className="self-start" disabled={create.isPending}>
        {create.isPending ? 'Creating…' : 'Create token'}
      </Button>
    </form>
  );
}

import { COMMENT_LIMITS, CommentEditSchema } from '@paddock/contract';
import { clsx } from 'clsx';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';

interface CommentFormProps {
  /** The visible label of the text box ("Add a comment", "Reply to …", "Edit your comment"). */
  label: string;
  submitLabel: string;
  initialBody?: string;
  pending: boolean;
  /** Resolves true when the server took it (the box then empties). */
  onSubmit: (body: string) => Promise<boolean>;
  onCancel?: () => void;
  autoFocus?: boolean;
}

/** A comment's text box with the characters left, checked by the contract's rules before sending. */
export function CommentForm({
  label,
  submitLabel,
  initialBody = '',
  pending,
  onSubmit,
  onCancel,
  autoFocus,
}: CommentFormProps) {
  const id = useId();
  const [body, setBody] = useState(initialBody);
  const [error, setError] = useState<string | null>(null);
  const remaining = COMMENT_LIMITS.bodyMax - body.length;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = CommentEditSchema.safeParse({ body });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    if (await onSubmit(parsed.data.body)) setBody('');
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-2">
      <label htmlFor={`${id}-body`} className="block text-sm font-semibold text-ink-200">
        {label}
      </label>
      <textarea
        id={`${id}-body`}
        value={body}
        onChange={(event) => setBody(event.target.value.slice(0, COMMENT_LIMITS.bodyMax))}
        maxLength={COMMENT_LIMITS.bodyMax}
        rows={3}
        disabled={pending}
        // biome-ignore lint/a11y/noAutofocus: the box opened by the member's own Reply or Edit click
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-remaining${error ? ` ${id}-error` : ''}`}
        placeholder="Be kind. Links and blank lines between paragraphs are fine."
        className="block w-full resize-y rounded-md border border-carbon-600 bg-carbon-900 px-3 py-2 text-sm text-ink-50 placeholder:text-ink-500 hover:border-carbon-500 focus:border-race-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-race-500/40 disabled:opacity-50"
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-race-300">
          {error}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p
          id={`${id}-remaining`}
          aria-live="polite"
          className={clsx('text-xs tabular-nums', remaining < 100 ? 'text-signal-400' : 'text-ink-400')}
        >
          {remaining} characters remaining
        </p>
        <div className="flex gap-2">
          {onCancel && (
            <Button variant="ghost" size="sm" onClick={onCancel} disabled={pending}>
              Cancel
            </Button>
          )}
          <Button type="submit" size="sm" disabled={pending || body.trim() === ''}>
            {pending ? 'Sending…' : submitLabel}
          </Button>
        </div>
      </div>
    </form>
  );
}

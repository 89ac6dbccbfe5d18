import { clsx } from 'clsx';
import {
  type ButtonHTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
  useId,
  useState,
} from 'react';
import { Button } from '@/components/ui/button';
import { AlertIcon, CheckCircleIcon, EyeIcon, EyeOffIcon, InfoIcon } from '@/components/ui/icons/auth-icons';

export const inputClasses = (invalid: boolean, className?: string) =>
  clsx(
    'w-full rounded-md border bg-carbon-950/70 px-3.5 text-base text-ink-50 shadow-inner shadow-black/30 sm:text-sm',
    'placeholder:text-ink-500 transition-[border-color,box-shadow] duration-150',
    'focus-visible:outline-none focus-visible:ring-3 disabled:cursor-not-allowed disabled:opacity-60',
    invalid
      ? 'border-race-500 focus-visible:border-race-400 focus-visible:ring-race-500/25'
      : 'border-carbon-600 hover:border-carbon-500 focus-visible:border-signal-400 focus-visible:ring-signal-400/20',
    className,
  );

interface FieldShellProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Shown at the right of the label, e.g. a "Forgot password?" button. */
  labelAside?: ReactNode;
  className?: string;
  children: ReactNode;
}

function FieldShell({ id, label, error, hint, labelAside, className, children }: FieldShellProps) {
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <div className="flex min-h-5 items-end justify-between gap-3">
        <label htmlFor={id} className="text-sm font-semibold text-ink-200">
          {label}
        </label>
        {labelAside}
      </div>
      {children}
      {error ? (
        <p id={`${id}-error`} className="flex items-start gap-1.5 text-sm text-race-300">
          <AlertIcon className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-xs leading-relaxed text-ink-400">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

const describedBy = (id: string, error?: string, hint?: ReactNode) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  labelAside?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input whose error is tied to it (aria-invalid, aria-describedby). */
export function TextField({ label, error, hint, labelAside, className, ref, ...props }: TextFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} labelAside={labelAside} className={className}>
      <input
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={inputClasses(Boolean(error), 'h-11')}
        {...props}
      />
    </FieldShell>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField({ label, error, hint, labelAside, className, ref, ...props }: TextFieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} labelAside={labelAside} className={className}>
      <div className="relative">
        <input
          id={id}
          ref={ref}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          className={inputClasses(Boolean(error), 'h-11 pr-12')}
          spellCheck={false}
          autoCapitalize="none"
          {...props}
        />
        <button
          type="button"
          aria-label="Show password"
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((shown) => !shown)}
          className="absolute inset-y-1 right-1 grid w-10 place-items-center rounded text-ink-400 transition-colors hover:bg-carbon-800 hover:text-ink-50"
        >
          {visible ? <EyeOffIcon className="size-[1.1rem]" /> : <EyeIcon className="size-[1.1rem]" />}
        </button>
      </div>
    </FieldShell>
  );
}

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
};

export function TextAreaField({ label, error, hint, className, ref, ...props }: TextAreaFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} className={className}>
      <textarea
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={inputClasses(Boolean(error), 'min-h-20 resize-y py-2.5')}
        {...props}
      />
    </FieldShell>
  );
}

export type AlertTone = 'error' | 'success' | 'info';

const tones: Record<AlertTone, { box: string; icon: ReactNode }> = {
  error: {
    box: 'border-race-500/45 border-l-race-500 bg-race-500/10',
    icon: <AlertIcon className="size-5 text-race-400" />,
  },
  success: {
    box: 'border-pit-500/40 border-l-pit-400 bg-pit-500/10',
    icon: <CheckCircleIcon className="size-5 text-pit-400" />,
  },
  info: {
    box: 'border-signal-400/35 border-l-signal-400 bg-signal-400/10',
    icon: <InfoIcon className="size-5 text-signal-400" />,
  },
};

/** A message box for a whole form: errors are alerts, the rest polite status messages. */
export function FormAlert({
  tone,
  children,
  action,
  className,
}: {
  tone: AlertTone;
  children: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={clsx('flex gap-3 rounded-md border border-l-4 px-4 py-3 text-sm', tones[tone].box, className)}
    >
      <span className="mt-px shrink-0">{tones[tone].icon}</span>
      <div className="flex min-w-0 flex-1 flex-col gap-2.5">
        <div className="leading-relaxed text-ink-50">{children}</div>
        {action}
      </div>
    </div>
  );
}

export function Spinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'inline-block size-4 animate-spin rounded-full border-2 border-current border-t-transparent',
        className,
      )}
    />
  );
}

/** The form's submit button: disabled while the form is busy, with a spinner and a busy label. */
export function SubmitButton({
  pending,
  pendingLabel,
  disabled,
  children,
  className,
  ...props
}: {
  pending: boolean;
  pendingLabel: string;
  disabled?: boolean;
  children: ReactNode;
  className?: string;
  'aria-describedby'?: string;
}) {
  return (
    <Button type="submit" size="lg" disabled={pending || disabled} className={className} {...props}>
      {pending ? (
        <>
          <Spinner /> {pendingLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}

/** A text-styled button for secondary actions inside forms. */
export function LinkButton({ className, ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="button"
      className={clsx(
        'rounded-sm text-sm font-semibold text-race-300 underline-offset-4 transition-colors hover:text-race-400 hover:underline disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}

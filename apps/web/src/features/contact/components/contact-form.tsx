import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONTACT_MESSAGES,
  CONTACT_NAME_MAX,
  CONTACT_SUBJECT_LABELS,
  CONTACT_SUBJECTS,
  type ContactInput,
  ContactInputSchema,
  type ContactMessageInput,
  type CurrentUser,
  LIMITS,
} from '@paddock/contract';
import { useEffect, useId, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field, flatInputClasses } from '@/components/ui/form/field';
import { Select } from '@/components/ui/select';
import { isApiError } from '@/lib/api-client';
import { useSendContactMessage } from '../api/send-contact-message';
import { ContactSent } from './contact-sent';

const EMPTY: ContactInput = { name: '', email: '', subject: 'general', message: '', includeUserInfo: false };

/**
 * The contact form (spec admin-and-pages §2, §5, §8): name and e-mail prefilled for members, a
 * subject, a message of at most 2000 characters, and for members the choice to attach their account.
 */
export function ContactForm({ user }: { user: CurrentUser | null }) {
  const ids = { name: useId(), email: useId(), subject: useId(), message: useId(), counter: useId() };
  const [failure, setFailure] = useState<string | null>(null);
  const send = useSendContactMessage();
  const form = useForm<ContactInput, unknown, ContactMessageInput>({
    defaultValues: EMPTY,
    resolver: zodResolver(ContactInputSchema),
  });
  const { register, handleSubmit, watch, formState, reset, getValues } = form;
  const errors = formState.errors;

  // Prefill from the signed-in member, without overwriting anything already typed.
  useEffect(() => {
    if (!user) return;
    const { name, email } = getValues();
    reset({ ...getValues(), name: name || user.username, email: email || user.email }, { keepDirtyValues: true });
  }, [user, getValues, reset]);

  const [name, email, subject, message] = watch(['name', 'email', 'subject', 'message']);
  const complete = Boolean(name && email && subject && message) && message.length <= LIMITS.contactMessageMax;

  const onValid = (values: ContactMessageInput) => {
    setFailure(null);
    send.mutate(
      { ...values, includeUserInfo: Boolean(user) && values.includeUserInfo },
      {
        onSuccess: () => {
          toast.success(CONTACT_MESSAGES.sentToast);
          reset({ ...EMPTY, name: getValues('name'), email: getValues('email') });
        },
        onError: (error) => {
          toast.error(CONTACT_MESSAGES.failedToast);
          // Too many messages, or a field the server refused: worth saying what, under the spec's line.
          setFailure(failureDetail(error));
        },
      },
    );
  };

  const onInvalid = (fieldErrors: FieldErrors<ContactInput>) => {
    const messages = Object.values(fieldErrors).map((e) => e?.message);
    toast.error(
      messages.includes(CONTACT_MESSAGES.required)
        ? CONTACT_MESSAGES.required
        : (messages[0] ?? CONTACT_MESSAGES.required),
    );
  };

  if (send.isSuccess) {
    return (
      <ContactSent
        onAnother={() => {
          send.reset();
          setFailure(null);
        }}
      />
    );
  }

  const length = message.length;
  return (
    <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate className="flex flex-col gap-5">
      {failure !== null && (
        <div role="alert" className="rounded-lg border border-race-500/40 bg-race-500/10 px-4 py-3 text-sm text-ink-50">
          <p className="font-semibold">{CONTACT_MESSAGES.failed}</p>
          {failure && <p className="mt-1 text-ink-200">{failure}</p>}
        </div>
      )}

      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={ids.name} label="Name" error={fieldError(errors.name?.message)}>
          <input
            id={ids.name}
            type="text"
            autoComplete="name"
            maxLength={CONTACT_NAME_MAX}
            aria-required="true"
            aria-invalid={Boolean(errors.name)}
            className={flatInputClasses('text-base sm:text-sm h-10')}
            {...register('name')}
          />
        </Field>
        <Field id={ids.email} label="Email" error={fieldError(errors.email?.message)}>
          <input
            id={ids.email}
            type="email"
            autoComplete="email"
            maxLength={LIMITS.emailMax}
            aria-required="true"
            aria-invalid={Boolean(errors.email)}
            className={flatInputClasses('text-base sm:text-sm h-10')}
            {...register('email')}
          />
        </Field>
      </div>

      <Field id={ids.subject} label="Subject" error={fieldError(errors.subject?.message)}>
        <Select id={ids.subject} aria-required="true" aria-invalid={Boolean(errors.subject)} {...register('subject')}>
          {CONTACT_SUBJECTS.map((value) => (
            <option key={value} value={value}>
              {CONTACT_SUBJECT_LABELS[value]}
            </option>
          ))}
        </Select>
      </Field>

      <Field
        id={ids.message}
        label="Message"
        error={fieldError(errors.message?.message)}
        hint={
          <span
            id={ids.counter}
            className={
              length >= LIMITS.contactMessageMax
                ? 'text-race-400'
                : length >= LIMITS.contactMessageMax * 0.9
                  ? 'text-signal-400'
                  : undefined
            }
          >
            {length}/{LIMITS.contactMessageMax} characters
          </span>
        }
      >
        <textarea
          id={ids.message}
          rows={7}
          maxLength={LIMITS.contactMessageMax}
          aria-required="true"
          aria-invalid={Boolean(errors.message)}
          aria-describedby={ids.counter}
          placeholder="How can we help? For a livery, include its link."
          className={flatInputClasses('text-base sm:text-sm min-h-40 resize-y py-3 leading-relaxed')}
          {...register('message')}
        />
      </Field>

      {user && (
        <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-carbon-700 bg-carbon-900/60 p-4 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 cursor-pointer accent-race-500"
            {...register('includeUserInfo')}
          />
          <span>
            <span className="font-semibold text-ink-50">Include my account details</span>
            <span className="mt-0.5 block text-ink-300">
              Attaches your user ID, username ({user.username}) and account e-mail, so we can find your account faster.
            </span>
          </span>
        </label>
      )}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-ink-400">All fields are required.</p>
        <Button type="submit" size="lg" disabled={send.isPending || !complete} className="sm:min-w-44">
          {send.isPending ? 'Sending…' : 'Send Message'}
        </Button>
      </div>
    </form>
  );
}

function failureDetail(error: unknown): string {
  if (isApiError(error, 429)) {
    const seconds = error.retryAfterSeconds;
    return seconds ? CONTACT_MESSAGES.rateLimited(Math.max(1, Math.ceil(seconds / 60))) : error.message;
  }
  return isApiError(error, 400) ? error.message : '';
}

/** The toast carries the spec's sentence; beside each field a shorter word is enough. */
function fieldError(message: string | undefined): string | undefined {
  return message === CONTACT_MESSAGES.required ? 'This field is required.' : message;
}

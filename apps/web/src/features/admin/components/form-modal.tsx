import { type FormEvent, type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert, SubmitButton } from '@/components/ui/form/form-controls';
import { Modal } from '@/components/ui/modal';
import { Select } from '@/components/ui/select';

interface FormModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  onSubmit: () => void;
  submitLabel: string;
  /** Shown on the submit button while saving, e.g. 'Saving...'. */
  pendingLabel: string;
  pending: boolean;
  /** The form's error line (validation or the server's reason). */
  error?: string | null;
  submitDisabled?: boolean;
  children: ReactNode;
}

/** A modal form: fields, an error line, Cancel and a submit button with a busy label. */
export function FormModal({
  open,
  onOpenChange,
  title,
  onSubmit,
  submitLabel,
  pendingLabel,
  pending,
  error,
  submitDisabled,
  children,
}: FormModalProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onSubmit();
  };
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} dismissible={!pending}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        {children}
        {error && <FormAlert tone="error">{error}</FormAlert>}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" size="lg" disabled={pending} onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <SubmitButton pending={pending} pendingLabel={pendingLabel} disabled={submitDisabled}>
            {submitLabel}
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}

/** A labelled native select for modal forms. */
export function SelectField({
  label,
  children,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { label: string }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink-200">
        {label}
      </label>
      <Select id={id} {...props}>
        {children}
      </Select>
    </div>
  );
}

/** A select's options: a first blank choice, then one per item (value = id). */
export function ItemOptions({
  blank,
  items,
}: {
  blank: string;
  items: readonly { id: number; name: string }[] | undefined;
}) {
  return (
    <>
      <option value="">{blank}</option>
      {items?.map((item) => (
        <option key={item.id} value={item.id}>
          {item.name}
        </option>
      ))}
    </>
  );
}

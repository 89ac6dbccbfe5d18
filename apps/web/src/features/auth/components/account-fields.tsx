import type { ReactNode } from 'react';
import { PasswordField, TextField, type TextFieldProps } from '@/components/ui/form/form-controls';

/** A field's props with its usual label; a form passes `register(...)` and its error. */
type FieldProps = Omit<TextFieldProps, 'label'> & { label?: ReactNode };

/** The e-mail input of sign-in, sign-up and the profile: the browser fills it and shows an @ keyboard. */
export function EmailField({ label = 'Email', ...props }: FieldProps) {
  return <TextField label={label} type="email" autoComplete="email" inputMode="email" {...props} />;
}

/** A password being chosen: the browser may suggest one, and the rule is shown below it. */
export function NewPasswordField({ label = 'New password', ...props }: FieldProps) {
  return <PasswordField label={label} autoComplete="new-password" hint="At least 6 characters." {...props} />;
}

/**
 * A new password and its confirmation (changing it in the settings, or from a reset link). In the
 * settings they stand side by side on wide screens; elsewhere they stack like the form's other fields.
 */
export function NewPasswordPair({
  password,
  confirm,
  sideBySide = false,
}: {
  password: FieldProps;
  confirm: FieldProps;
  sideBySide?: boolean;
}) {
  return (
    <div className={sideBySide ? 'grid gap-5 sm:grid-cols-2' : 'contents'}>
      <NewPasswordField {...password} />
      <PasswordField label="Confirm new password" autoComplete="new-password" {...confirm} />
    </div>
  );
}

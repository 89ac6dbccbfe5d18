import { ROLES, type Role } from '@paddock/contract';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { PasswordField, TextField } from '@/components/ui/form/form-controls';
import { serverMessage } from '@/lib/error-messages';
import { FormModal, SelectField } from '../components/form-modal';
import { useCreateUser } from './admin-users-api';
import { ROLE_LABELS, USER_MESSAGES } from './user-messages';

const EMPTY = { email: '', username: '', password: '', role: 'user' as Role };

/** Create a confirmed account with a role (POST /api/users); the server checks every field. */
export function UserCreateModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateUser();

  useEffect(() => {
    if (!open) return;
    setForm(EMPTY);
    setError(null);
  }, [open]);

  const set = (patch: Partial<typeof EMPTY>) => setForm((current) => ({ ...current, ...patch }));
  const save = () => {
    setError(null);
    create.mutate(form, {
      onSuccess: (user) => {
        toast.success(USER_MESSAGES.created(user.username));
        onClose();
      },
      onError: (failure) => setError(serverMessage(failure, USER_MESSAGES.createFailed)),
    });
  };

  return (
    <FormModal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Create User"
      onSubmit={save}
      submitLabel="Create User"
      pendingLabel="Creating..."
      pending={create.isPending}
      error={error}
      submitDisabled={!form.email.trim() || !form.username.trim() || !form.password}
    >
      <TextField
        label="Email"
        type="email"
        value={form.email}
        onChange={(e) => set({ email: e.target.value })}
        autoComplete="off"
      />
      <TextField
        label="Username"
        value={form.username}
        onChange={(e) => set({ username: e.target.value })}
        autoComplete="off"
      />
      <PasswordField
        label="Password"
        value={form.password}
        onChange={(e) => set({ password: e.target.value })}
        autoComplete="new-password"
      />
      <SelectField label="Role" value={form.role} onChange={(e) => set({ role: e.target.value as Role })}>
        {ROLES.map((value) => (
          <option key={value} value={value}>
            {ROLE_LABELS[value]}
          </option>
        ))}
      </SelectField>
    </FormModal>
  );
}

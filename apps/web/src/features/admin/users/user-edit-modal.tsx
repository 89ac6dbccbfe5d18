import { type AdminUser, ROLES, type Role, USER_STATUSES, type UserStatus } from '@paddock/contract';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { TextField } from '@/components/ui/form/form-controls';
import { serverMessage } from '@/lib/error-messages';
import { FormModal, SelectField } from '../components/form-modal';
import { useUpdateUser } from './admin-users-api';
import { ROLE_LABELS, STATUS_LABELS, USER_MESSAGES } from './user-messages';

/** Edit a user's username, role and status (PUT /api/users/{id}). */
export function UserEditModal({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const [username, setUsername] = useState('');
  const [role, setRole] = useState<Role>('user');
  const [status, setStatus] = useState<UserStatus>('active');
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateUser();

  // Every opening starts from the row's current values.
  useEffect(() => {
    if (!user) return;
    setUsername(user.username);
    setRole(user.role);
    setStatus(user.status);
    setError(null);
  }, [user]);

  const save = () => {
    if (!user) return;
    if (!username.trim()) {
      setError(USER_MESSAGES.usernameRequired);
      return;
    }
    setError(null);
    update.mutate(
      { id: user.id, input: { username: username.trim(), role, status } },
      {
        onSuccess: () => {
          toast.success(USER_MESSAGES.updated);
          onClose();
        },
        onError: (failure) => setError(serverMessage(failure, USER_MESSAGES.updateFailed)),
      },
    );
  };

  return (
    <FormModal
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      title={user ? `Edit ${user.username}` : 'Edit user'}
      onSubmit={save}
      submitLabel="Save Changes"
      pendingLabel="Saving..."
      pending={update.isPending}
      error={error}
    >
      <TextField label="Username" value={username} onChange={(e) => setUsername(e.target.value)} autoComplete="off" />
      <SelectField label="Role" value={role} onChange={(e) => setRole(e.target.value as Role)}>
        {ROLES.map((value) => (
          <option key={value} value={value}>
            {ROLE_LABELS[value]}
          </option>
        ))}
      </SelectField>
      <SelectField label="Status" value={status} onChange={(e) => setStatus(e.target.value as UserStatus)}>
        {USER_STATUSES.map((value) => (
          <option key={value} value={value}>
            {STATUS_LABELS[value]}
          </option>
        ))}
      </SelectField>
    </FormModal>
  );
}

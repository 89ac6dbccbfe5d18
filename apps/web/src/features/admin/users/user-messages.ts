import type { Role, UserStatus } from '@paddock/contract';

/** Admin Users copy (spec admin-and-pages §2, §5, §8), verbatim where the spec quotes it. */
export const USER_MESSAGES = {
  updated: 'User updated successfully!',
  updateFailed: 'Failed to update user',
  usernameRequired: 'Username is required!',
  deleted: (username: string) => `${username} has been deleted!`,
  deleteFailed: (message: string) => `Failed to delete user: ${message}`,
  confirmDelete: (username: string) => `Are you sure you want to DELETE ${username}? This cannot be undone!`,
  confirmBulkDelete: (n: number) => `Are you sure you want to DELETE ${n} selected users? This cannot be undone!`,
  loadFailed: (message: string) => `Error loading users: ${message}`,
  detailsFailed: (message: string) => `Error fetching details: ${message}`,
  banned: (username: string) => `${username} has been banned.`,
  unbanned: (username: string) => `${username} has been unbanned.`,
  actionFailed: (message: string) => `Action failed: ${message}`,
  bulkDone: (action: 'ban' | 'unban' | 'delete', n: number) =>
    `${n} ${n === 1 ? 'user' : 'users'} ${action === 'delete' ? 'deleted' : `${action}ned`}.`,
  created: (username: string) => `${username} has been created!`,
  createFailed: 'Failed to create user',
  exported: 'The user list has been downloaded as CSV.',
  exportFailed: (message: string) => `CSV export failed: ${message}`,
  notProvided: 'Not Provided',
  empty: 'No users match these filters.',
} as const;

/** Labels of the role filter (values user, admin, moderator). */
export const ROLE_FILTER_OPTIONS: readonly { value: Role | ''; label: string }[] = [
  { value: '', label: 'All' },
  { value: 'user', label: 'Regular User' },
  { value: 'admin', label: 'Admin' },
  { value: 'moderator', label: 'Moderator' },
];

/** Labels of the status filter. */
export const STATUS_FILTER_OPTIONS: readonly { value: UserStatus | ''; label: string }[] = [
  { value: '', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'banned', label: 'Banned' },
  { value: 'pending', label: 'Pending Verification' },
];

/** Role names in the edit form, details and table. */
export const ROLE_LABELS: Record<Role, string> = { user: 'User', moderator: 'Moderator', admin: 'Admin' };
/** Status names in the edit form and table. */
export const STATUS_LABELS: Record<UserStatus, string> = { active: 'Active', banned: 'Banned', pending: 'Pending' };

import type { AdminUser, UserStatus } from '@paddock/contract';
import { Link } from 'react-router';
import { userProfilePath } from '@/config/livery-path';
import { AdminTable, cellClasses, type ListTableProps } from '../components/admin-table';
import { formatDate } from '../components/format';
import { Pill, RowAction } from '../components/row-action';
import { rowClasses, SelectionCell, selectionColumn } from '../components/select-all-checkbox';
import type { UserSortKey } from './admin-users-api';
import { ROLE_LABELS, STATUS_LABELS, USER_MESSAGES } from './user-messages';

const STATUS_TONES: Record<UserStatus, 'good' | 'bad' | 'warn'> = { active: 'good', banned: 'bad', pending: 'warn' };

interface UsersTableProps extends ListTableProps<UserSortKey> {
  users: readonly AdminUser[];
  onDetails: (user: AdminUser) => void;
  onEdit: (user: AdminUser) => void;
  onBanToggle: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
  busyId: number | null;
}

/** The users of one page with selection, sortable headers and row actions. */
export function UsersTable(props: UsersTableProps) {
  const { users, selection, sort } = props;
  const columns = [
    selectionColumn(selection, 'Select all users on this page', users.length),
    { id: 'id', header: 'ID', sortKey: 'id' },
    { id: 'username', header: 'Username', sortKey: 'username' },
    { id: 'role', header: 'Role', sortKey: 'role' },
    { id: 'status', header: 'Status', sortKey: 'status' },
    { id: 'dateRegistered', header: 'Registered', sortKey: 'dateRegistered' },
    { id: 'totalLiveries', header: 'Liveries', sortKey: 'totalLiveries' },
    { id: 'actions', header: <span className="sr-only">Actions</span> },
  ];
  return (
    <AdminTable
      label="Users"
      columns={columns}
      sort={sort}
      onSort={(key) => props.onSort(key as UserSortKey)}
      loading={props.loading}
      error={props.error}
      onRetry={props.onRetry}
      empty={USER_MESSAGES.empty}
      rowCount={users.length}
    >
      {users.map((user) => {
        const busy = props.busyId === user.id;
        return (
          <tr key={user.id} className={rowClasses(selection.isSelected(user.id))}>
            <SelectionCell selection={selection} id={user.id} label={`Select ${user.username}`} />
            <td className={`${cellClasses} text-ink-400 tabular-nums`}>{user.id}</td>
            <td className={cellClasses}>
              <Link to={userProfilePath(user.id)} className="font-semibold text-ink-50 hover:text-race-300">
                {user.username}
              </Link>
              <div className="text-xs text-ink-400">{user.email}</div>
            </td>
            <td className={cellClasses}>
              <Pill tone={user.role === 'admin' ? 'bad' : user.role === 'moderator' ? 'warn' : 'neutral'}>
                {ROLE_LABELS[user.role]}
              </Pill>
            </td>
            <td className={cellClasses}>
              <Pill tone={STATUS_TONES[user.status]}>{STATUS_LABELS[user.status]}</Pill>
            </td>
            <td className={`${cellClasses} text-ink-300`}>{formatDate(user.dateRegistered)}</td>
            <td className={`${cellClasses} tabular-nums`}>{user.uploadedLiveriesCount}</td>
            <td className={cellClasses}>
              <div className="flex gap-1.5">
                <RowAction label={`View details of ${user.username}`} onClick={() => props.onDetails(user)}>
                  View
                </RowAction>
                <RowAction label={`Edit ${user.username}`} onClick={() => props.onEdit(user)}>
                  Edit
                </RowAction>
                <RowAction
                  label={`${user.status === 'banned' ? 'Unban' : 'Ban'} ${user.username}`}
                  onClick={() => props.onBanToggle(user)}
                  disabled={busy}
                >
                  {user.status === 'banned' ? 'Unban' : 'Ban'}
                </RowAction>
                <RowAction tone="danger" label={`Delete ${user.username}`} onClick={() => props.onDelete(user)}>
                  Delete
                </RowAction>
              </div>
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}

import type { AuditEntry } from '@paddock/contract';
import { Link } from 'react-router';
import { userProfilePath } from '@/config/livery-path';
import { AdminTable, cellClasses } from '../components/admin-table';
import { formatDateTime } from '../components/format';
import { Pill } from '../components/row-action';
import { CardList } from '../layout/card-list';
import { TimeAgo } from '../layout/time-ago';
import { AUDIT_PAGE_MESSAGES } from './audit-api';

export interface AuditRowsProps {
  entries: readonly AuditEntry[];
  loading: boolean;
  error: string | null;
  onRetry: () => void;
}

const columns = [
  { id: 'when', header: 'When' },
  { id: 'who', header: 'Who' },
  { id: 'action', header: 'Action' },
  { id: 'what', header: 'What' },
];

/** Who did it: a link to their profile, or why there is none (account gone, or no one: the system). */
function Actor({ entry }: { entry: AuditEntry }) {
  if (entry.actor)
    return (
      <Link to={userProfilePath(entry.actor.id)} className="font-semibold text-ink-50 hover:text-race-300">
        {entry.actor.username}
      </Link>
    );
  return <span className="text-ink-400 italic">{AUDIT_PAGE_MESSAGES.noActor}</span>;
}

function When({ entry, now }: { entry: AuditEntry; now: Date }) {
  return (
    <span className="block whitespace-nowrap">
      <span className="block text-ink-100">{formatDateTime(entry.createdAt)}</span>
      <TimeAgo at={entry.createdAt} now={now} style="narrow" className="block text-xs text-ink-400" />
    </span>
  );
}

const target = (entry: AuditEntry) => (entry.targetId ? `${entry.targetType} #${entry.targetId}` : entry.targetType);

/** The log as a table: when, who, the action (and its target), and the sentence that says what happened. */
export function AuditTable({ entries, ...state }: AuditRowsProps) {
  const now = new Date();
  return (
    <AdminTable
      label="Audit log"
      columns={columns}
      {...state}
      empty={AUDIT_PAGE_MESSAGES.empty}
      rowCount={entries.length}
    >
      {entries.map((entry) => (
        <tr key={entry.id} className="hover:bg-carbon-800/50">
          <td className={cellClasses}>
            <When entry={entry} now={now} />
          </td>
          <td className={cellClasses}>
            <Actor entry={entry} />
          </td>
          <td className={cellClasses}>
            <Pill>{entry.action}</Pill>
            <span className="mt-1 block text-xs text-ink-400">{target(entry)}</span>
          </td>
          <td className={`${cellClasses} max-w-md text-ink-200`}>
            <span className="break-words whitespace-normal">{entry.summary}</span>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

/** Phone screens: each entry as a card with the same facts. */
export function AuditCards({ entries, ...state }: AuditRowsProps) {
  const now = new Date();
  return (
    <CardList label="Audit log" count={entries.length} {...state} empty={AUDIT_PAGE_MESSAGES.empty}>
      {entries.map((entry) => (
        <li
          key={entry.id}
          className="flex flex-col gap-2 rounded-xl border border-carbon-700 bg-carbon-850/80 p-4 text-sm"
        >
          <div className="flex flex-wrap items-center gap-2">
            <Pill>{entry.action}</Pill>
            <TimeAgo at={entry.createdAt} now={now} style="narrow" className="ml-auto text-xs text-ink-400" />
          </div>
          <p className="break-words text-ink-100">{entry.summary}</p>
          <p className="text-xs text-ink-400">
            <Actor entry={entry} /> · {formatDateTime(entry.createdAt)} · {target(entry)}
          </p>
        </li>
      ))}
    </CardList>
  );
}

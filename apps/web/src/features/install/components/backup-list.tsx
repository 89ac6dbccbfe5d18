import type { InstallRecord, SavedBackup } from '@/lib/installed-liveries/install-record';

const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/** What a backup folder holds, in words. */
function holds(backup: SavedBackup): string {
  if (backup.files.length === 0) return 'nothing: the folder was empty';
  const what = backup.of ? `“${backup.of.title}”` : 'files not installed by Paddock';
  return `${what} (${backup.files.join(', ')})`;
}

function Row({ label, backup }: { label: string; backup: SavedBackup }) {
  return (
    <li className="grid gap-0.5 py-1 sm:grid-cols-[9.5rem_1fr] sm:gap-3">
      <span className="text-ink-400 tabular-nums">{backup.savedAt ? when.format(new Date(backup.savedAt)) : '—'}</span>
      <span className="min-w-0 break-words text-ink-200">
        <span className="font-medium text-ink-100">{label}</span>: {holds(backup)}
      </span>
    </li>
  );
}

/**
 * A car folder's backups in the Installed panel (issue 34), oldest first: "Your original files"
 * (what Restore puts back), then each dated one with what it holds.
 */
export function BackupList({ record }: { record: InstallRecord }) {
  const dated = record.backups ?? (record.backup && record.backup !== record.original ? [record.backup] : []);
  if (!record.original && dated.length === 0) {
    return <p className="text-xs text-ink-300">The folder was empty before: no backup.</p>;
  }
  return (
    <div className="text-xs">
      <p className="text-ink-400">
        Backups in <code>Paddock backups</code>:
      </p>
      <ul aria-label={`Backups in ${record.installFolder}`} className="divide-y divide-carbon-800">
        {record.original && <Row label="Your original files" backup={record.original} />}
        {dated.map((backup) => (
          <Row key={backup.folder} label="Before an install" backup={backup} />
        ))}
      </ul>
    </div>
  );
}

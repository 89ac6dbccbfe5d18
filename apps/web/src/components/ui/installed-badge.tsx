import { clsx } from 'clsx';
import { hasUpdate } from '@/lib/installed-liveries/install-record';
import { useInstalledLiveries } from '@/lib/installed-liveries/installed-store';

interface InstalledBadgeProps {
  liveryId: number;
  uploadDate: string;
  /** Moves with an edit or a new version; absent from older answers (then upload dates only). */
  updatedAt?: string;
  className?: string;
}

/** "Installed" on a livery Paddock installed in this browser's game folder; "Update available" once it changed since. */
export function InstalledBadge({ liveryId, uploadDate, updatedAt, className }: InstalledBadgeProps) {
  const record = useInstalledLiveries().find((r) => r.liveryId === liveryId);
  if (!record) return null;
  const update = hasUpdate(record, { uploadDate, updatedAt });
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-sm px-1.5 py-1 font-display text-[0.65rem] leading-none font-bold tracking-widest uppercase',
        update ? 'bg-signal-400 text-carbon-950' : 'bg-pit-500 text-carbon-950',
        className,
      )}
    >
      {update ? 'Update available' : 'Installed'}
    </span>
  );
}

import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FolderIcon } from '@/components/ui/icons/common-icons';
import { Modal } from '@/components/ui/modal';
import { liveryDetailPath } from '@/config/livery-path';
import type { InstallRecord } from '@/lib/installed-liveries/install-record';
import { useInstalledLiveries } from '@/lib/installed-liveries/installed-store';
import { canInstall } from '../lib/game-folder-access';

const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The header's Installed panel: what Paddock installed in this browser's game folder, with Restore
 * (the files that were there before) and Remove. Shown only where installing works and once
 * something is installed.
 */
export function InstalledMenu() {
  const records = useInstalledLiveries();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ failed: boolean; text: string } | null>(null);
  if (!canInstall() || (records.length === 0 && !open)) return null;

  const run = async (record: InstallRecord, action: 'restore' | 'remove') => {
    setPending(record.installFolder);
    setNotice(null);
    try {
      // The install code loads when it is needed, not with the header of every page.
      const { undoInstall } = await import('../lib/use-install');
      const text = await undoInstall(record, action);
      if (text) setNotice({ failed: false, text });
    } catch (error) {
      setNotice({ failed: true, text: error instanceof Error ? error.message : String(error) });
    } finally {
      setPending(null);
    }
  };

  return (
    <>
      {/* A square icon button on narrow headers (the count on its corner), with its label from lg up. */}
      <Button
        variant="ghost"
        className="relative size-10 border border-carbon-600 px-0 lg:w-auto lg:px-3"
        aria-label={`Installed liveries (${records.length})`}
        onClick={() => setOpen(true)}
      >
        <FolderIcon />
        <span className="max-lg:hidden">Installed</span>
        <span className="rounded-sm bg-pit-500 px-1.5 text-xs font-bold text-carbon-950 tabular-nums max-lg:absolute max-lg:-top-1.5 max-lg:-right-1.5">
          {records.length}
        </span>
      </Button>
      <Modal
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setNotice(null);
        }}
        title="Installed"
        description="Liveries Paddock installed in your game folder. Restore puts back the files that were there before; Remove deletes the livery’s two files. Backups stay in each car’s “Paddock backups” folder."
      >
        {notice && (
          <p
            role={notice.failed ? 'alert' : 'status'}
            className={notice.failed ? 'mb-4 text-race-300' : 'mb-4 text-pit-300'}
          >
            {notice.text}
          </p>
        )}
        {records.length === 0 ? (
          <p className="text-ink-300">Nothing installed any more.</p>
        ) : (
          <ul aria-label="Installed liveries" className="divide-y divide-carbon-700">
            {records.map((record) => (
              <li key={record.installFolder} className="space-y-2 py-3 first:pt-0">
                <div>
                  <Link
                    to={liveryDetailPath(record.liveryId, record.title)}
                    onClick={() => setOpen(false)}
                    className="font-semibold text-ink-50 hover:text-race-300"
                  >
                    {record.title}
                  </Link>
                  <p className="text-xs text-ink-400">
                    {record.carModelName} · <code>{record.installFolder}</code> ·{' '}
                    {when.format(new Date(record.installedAt))}
                  </p>
                  <p className="text-xs break-all text-ink-300">
                    {record.backup ? `Backup: ${record.backup.folder}` : 'The folder was empty before: no backup.'}
                  </p>
                </div>
                <div className="flex gap-2">
                  {record.backup && (
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={pending !== null}
                      onClick={() => void run(record, 'restore')}
                      aria-label={`Restore the files before ${record.title}`}
                    >
                      Restore
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="ghost"
                    className="border border-race-500/50 text-race-300"
                    disabled={pending !== null}
                    onClick={() => void run(record, 'remove')}
                    aria-label={`Remove ${record.title}`}
                  >
                    Remove
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Modal>
    </>
  );
}

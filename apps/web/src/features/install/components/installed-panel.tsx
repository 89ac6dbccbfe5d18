import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { liveryDetailPath } from '@/config/livery-path';
import type { InstallRecord } from '@/lib/installed-liveries/install-record';
import { restoreSource } from '../lib/install-livery';
import { BackupList } from './backup-list';

const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

interface InstalledPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  records: readonly InstallRecord[];
}

/** The Installed dialog: each install with Restore and Remove (InstalledMenu opens it). */
export function InstalledPanel({ open, onOpenChange, records }: InstalledPanelProps) {
  const [pending, setPending] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ failed: boolean; text: string } | null>(null);

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
    <Modal
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) setNotice(null);
      }}
      title="Installed"
      description="Liveries Paddock installed in your game folder. Restore puts back your original files: what was in the car’s folder before Paddock first installed there. Remove deletes the livery’s two files. Every backup stays in the car’s “Paddock backups” folder."
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
                  onClick={() => onOpenChange(false)}
                  className="font-semibold text-ink-50 hover:text-race-300"
                >
                  {record.title}
                </Link>
                <p className="text-xs text-ink-400">
                  {record.carModelName} · <code>{record.installFolder}</code> ·{' '}
                  {when.format(new Date(record.installedAt))}
                </p>
              </div>
              <BackupList record={record} />
              <div className="flex gap-2">
                {restoreSource(record) && (
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={pending !== null}
                    onClick={() => void run(record, 'restore')}
                    aria-label={
                      record.original
                        ? `Restore your original files in ${record.installFolder}`
                        : `Restore the files before ${record.title}`
                    }
                  >
                    {record.original ? 'Restore original files' : 'Restore'}
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
  );
}

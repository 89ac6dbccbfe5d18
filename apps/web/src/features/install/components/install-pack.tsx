import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FolderIcon } from '@/components/ui/icons/common-icons';
import { Modal } from '@/components/ui/modal';
import { LoadingNotice } from '@/components/ui/notice';
import { useLivery } from '@/lib/queries/livery';
import { canInstall } from '../lib/game-folder-access';
import { INSTALL_MESSAGES } from '../lib/messages';
import { InstallLivery } from './install-livery';

export interface PackEntryToInstall {
  liveryId: number;
  title: string;
  carNumber: string | null;
}

/**
 * "Install pack in LMU" for a league pack: the game imports one livery at a time from one folder
 * (docs/lmu-install.md), so installing every entry at once would leave only the last. The dialog
 * lists the entries, each with its own Install in LMU (backups and the Installed panel as on the
 * livery page), to install, apply in the showroom, and go on. Without the File System Access API
 * it shows nothing: the page's Download pack is the way.
 */
export function InstallPack({ entries }: { entries: readonly PackEntryToInstall[] }) {
  const [open, setOpen] = useState(false);
  if (!canInstall() || entries.length === 0) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <FolderIcon /> {INSTALL_MESSAGES.packButton}
      </Button>
      {open && (
        <Modal open onOpenChange={setOpen} title={INSTALL_MESSAGES.packButton} description={INSTALL_MESSAGES.packHowTo}>
          <ol className="space-y-4">
            {entries.map((entry) => (
              <li key={entry.liveryId} className="rounded-lg border border-carbon-700 p-3">
                <p className="mb-2 font-semibold text-ink-50">
                  {entry.carNumber ? `#${entry.carNumber} ` : ''}
                  {entry.title}
                </p>
                <PackEntryInstall liveryId={entry.liveryId} />
              </li>
            ))}
          </ol>
        </Modal>
      )}
    </>
  );
}

function PackEntryInstall({ liveryId }: { liveryId: number }) {
  const livery = useLivery(liveryId);
  if (livery.isError) return <p className="text-sm text-race-300">{INSTALL_MESSAGES.packEntryMissing}</p>;
  if (!livery.data) return <LoadingNotice className="text-sm">{INSTALL_MESSAGES.packEntryLoading}</LoadingNotice>;
  return <InstallLivery livery={livery.data} />;
}

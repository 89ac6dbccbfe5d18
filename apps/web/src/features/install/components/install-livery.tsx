import type { LiveryDetail } from '@paddock/contract';
import { Button } from '@/components/ui/button';
import { FolderIcon } from '@/components/ui/icons/common-icons';
import { InstalledBadge } from '@/components/ui/installed-badge';
import { ProgressBar } from '@/components/ui/progress-bar';
import { hasUpdate } from '@/lib/installed-liveries/install-record';
import { useInstalledLiveries } from '@/lib/installed-liveries/installed-store';
import { canInstall } from '../lib/game-folder-access';
import { INSTALL_MESSAGES } from '../lib/messages';
import { type InstallStep, useInstall } from '../lib/use-install';

const STEP_LABELS: Partial<Record<InstallStep, string>> = {
  folder: 'Opening the game folder…',
  download: 'Downloading…',
  unzip: 'Unzipping…',
  write: 'Backing up and writing…',
};

/**
 * "Install in LMU" for the livery page's Get This Livery card. Without the File System Access
 * API the page keeps its Download button and this says, in one line, why there is no Install.
 */
export function InstallLivery({ livery }: { livery: LiveryDetail }) {
  if (!canInstall()) {
    return <p className="text-xs text-ink-400">{INSTALL_MESSAGES.unsupported}</p>;
  }
  return <InstallControls livery={livery} />;
}

function InstallControls({ livery }: { livery: LiveryDetail }) {
  const { state, busy, install, chooseFolder } = useInstall({
    id: livery.id,
    title: livery.title,
    installFolder: livery.installFolder,
    carModelName: livery.carModelName,
    uploadDate: livery.uploadDate,
    updatedAt: livery.updatedAt,
  });
  const record = useInstalledLiveries().find((r) => r.liveryId === livery.id);
  const label = record && hasUpdate(record, livery) ? 'Update in LMU' : record ? 'Reinstall in LMU' : 'Install in LMU';
  const step = STEP_LABELS[state.step];

  return (
    <div className="space-y-2.5">
      <div className="flex items-center gap-2">
        <Button variant="secondary" className="flex-1" onClick={() => void install()} disabled={busy} aria-busy={busy}>
          <FolderIcon /> {step ?? label}
        </Button>
        <InstalledBadge liveryId={livery.id} uploadDate={livery.uploadDate} updatedAt={livery.updatedAt} />
      </div>
      {busy && <ProgressBar value={state.progress} label={step ?? 'Installing'} size="sm" tone="pit" />}
      {state.message && (
        <p
          role={state.step === 'failed' ? 'alert' : 'status'}
          className={state.step === 'failed' ? 'text-sm text-race-300' : 'text-sm text-pit-300'}
        >
          {state.message}
        </p>
      )}
      {state.step === 'done' && (
        <div className="space-y-1.5 text-xs break-words text-ink-300">
          <p className="rounded-md border border-pit-500/40 bg-pit-500/10 px-2.5 py-2 text-sm text-ink-100">
            {INSTALL_MESSAGES.nextStep(livery.carModelName)}
          </p>
          <p>
            {state.record?.backup ? (
              <>
                What was there is kept in{' '}
                <code className="text-ink-100">Paddock backups/{state.record.backup.folder}</code>.
              </>
            ) : (
              'The car’s folder was empty: nothing needed a backup.'
            )}{' '}
            {state.record?.original && 'Restore (Installed, in the header) puts your original files back.'}
          </p>
        </div>
      )}
      <p className="text-xs text-ink-400">
        Writes into <code className="text-ink-200">{livery.installFolder}</code> in your game folder; anything there is
        backed up first.{' '}
        <button
          type="button"
          className="text-ink-200 underline underline-offset-2 hover:text-ink-50 disabled:opacity-50"
          onClick={() => void chooseFolder()}
          disabled={busy}
        >
          Choose the game folder
        </button>
      </p>
    </div>
  );
}

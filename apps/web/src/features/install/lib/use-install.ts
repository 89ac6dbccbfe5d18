import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { InstallRecord, LiveryToInstall } from '@/lib/installed-liveries/install-record';
import { installedStore } from '@/lib/installed-liveries/installed-store';
import { liveryQueryKey } from '@/lib/queries/livery';
import { downloadForInstall } from '../api/download-for-install';
import { unzipInWorker } from '../workers/unzip-in-worker';
import { openGameFolder } from './game-folder-access';
import { toInstallError } from './install-errors';
import { installLivery, removeInstall, restoreInstall } from './install-livery';
import { INSTALL_MESSAGES } from './messages';

export type InstallStep = 'idle' | 'folder' | 'download' | 'unzip' | 'write' | 'done' | 'failed';

export interface InstallState {
  step: InstallStep;
  /** 0–1 within the current step, null when unknown. */
  progress: number | null;
  /** The outcome, in words: what was installed and where, or what went wrong. */
  message: string | null;
  record: InstallRecord | null;
}

const IDLE: InstallState = { step: 'idle', progress: null, message: null, record: null };

/** The Install button's work (folder, counted download, unzip in a worker, backup and write, record) and Choose the game folder. */
export function useInstall(livery: LiveryToInstall) {
  const [state, setState] = useState<InstallState>(IDLE);
  const queryClient = useQueryClient();
  const busy = !['idle', 'done', 'failed'].includes(state.step);

  /** Picks (or changes) the game folder and only that: installing is its own button (issue 34 §3). */
  const chooseFolder = async () => {
    if (busy) return;
    try {
      setState({ ...IDLE, step: 'folder' });
      const root = await openGameFolder({ choose: true });
      setState(root ? { ...IDLE, message: INSTALL_MESSAGES.folderChosen(root.name) } : IDLE);
    } catch (error) {
      setState({ ...IDLE, step: 'failed', message: toInstallError(error).message });
    }
  };

  const install = async () => {
    if (busy) return;
    try {
      setState({ ...IDLE, step: 'folder' });
      const root = await openGameFolder();
      if (!root) return setState(IDLE);
      setState({ ...IDLE, step: 'download', progress: 0 });
      const zip = await downloadForInstall(livery.id, (progress) => setState((s) => ({ ...s, progress })));
      void queryClient.invalidateQueries({ queryKey: liveryQueryKey(livery.id), exact: true });
      setState({ ...IDLE, step: 'unzip' });
      const files = await unzipInWorker(zip);
      setState({ ...IDLE, step: 'write', progress: 0 });
      const current = (await installedStore.list()).find((r) => r.installFolder === livery.installFolder);
      const record = await installLivery({
        root,
        livery,
        files,
        current,
        now: new Date(),
        onProgress: (done, total) => setState((s) => ({ ...s, progress: total ? done / total : null })),
      });
      await installedStore.put(record);
      setState({
        step: 'done',
        progress: 1,
        message: INSTALL_MESSAGES.installed(livery.title, livery.installFolder),
        record,
      });
    } catch (error) {
      setState({ ...IDLE, step: 'failed', message: toInstallError(error).message });
    }
  };

  return { state, busy, install, chooseFolder };
}

/** Restore and Remove for the Installed panel; answers the message to show. */
export async function undoInstall(record: InstallRecord, action: 'restore' | 'remove'): Promise<string> {
  try {
    const root = await openGameFolder();
    if (!root) return '';
    const now = new Date();
    if (action === 'remove') await removeInstall(root, record, now);
    const again = action === 'restore' ? await restoreInstall(root, record, now) : null;
    await installedStore.remove(record.installFolder);
    if (again) await installedStore.put(again);
    if (action === 'remove') return INSTALL_MESSAGES.removed;
    if (!record.original) return INSTALL_MESSAGES.restored;
    return record.original.files.length > 0 ? INSTALL_MESSAGES.restoredOriginal : INSTALL_MESSAGES.restoredEmpty;
  } catch (error) {
    throw toInstallError(error);
  }
}

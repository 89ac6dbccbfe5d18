import { installedStore } from '@/lib/installed-liveries/installed-store';
import type { DirectoryEntry } from './directory';
import { checkGameFolder } from './game-folder';
import { InstallError } from './install-errors';
import { INSTALL_MESSAGES } from './messages';

/** What Chromium's handles add to the interface: permission, which the DOM types do not list yet. */
type PermissionState = 'granted' | 'denied' | 'prompt';
interface GameFolderHandle extends DirectoryEntry {
  queryPermission?(options: { mode: 'readwrite' }): Promise<PermissionState>;
  requestPermission?(options: { mode: 'readwrite' }): Promise<PermissionState>;
}
type DirectoryPicker = (options: { id?: string; mode: 'readwrite'; startIn?: string }) => Promise<GameFolderHandle>;

function picker(): DirectoryPicker | undefined {
  return (globalThis as { showDirectoryPicker?: DirectoryPicker }).showDirectoryPicker;
}

/** Chromium on desktop has the File System Access API; Firefox, Safari and mobile browsers do not. */
export function canInstall(): boolean {
  return typeof picker() === 'function';
}

/** Asks again when the browser dropped the permission (after a restart, usually): needs a click. */
async function ensureWritable(handle: GameFolderHandle): Promise<void> {
  if (!handle.queryPermission || !handle.requestPermission) return;
  if ((await handle.queryPermission({ mode: 'readwrite' })) === 'granted') return;
  if ((await handle.requestPermission({ mode: 'readwrite' })) !== 'granted') {
    throw new InstallError('permission', INSTALL_MESSAGES.permissionRefused);
  }
}

/**
 * The game folder, ready to write: the one kept in IndexedDB, or (the first time, or with
 * `choose`) one the player picks now. Each is checked to be the game's folder; a refused check
 * keeps nothing. Answers null when the player closes the picker.
 */
export async function openGameFolder({ choose = false } = {}): Promise<DirectoryEntry | null> {
  const pick = picker();
  if (!pick) throw new InstallError('unsupported', INSTALL_MESSAGES.unsupported);
  let handle = choose ? undefined : await installedStore.gameFolder<GameFolderHandle>().catch(() => undefined);
  const fresh = !handle;
  if (!handle) {
    try {
      handle = await pick({ id: 'lmu-game-folder', mode: 'readwrite' });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return null;
      throw error;
    }
  }
  await ensureWritable(handle);
  await checkGameFolder(handle);
  if (fresh) await installedStore.setGameFolder(handle);
  return handle;
}

/** The kept folder's name, to show which folder Paddock writes to. */
export async function gameFolderName(): Promise<string | null> {
  const handle = await installedStore.gameFolder<GameFolderHandle>().catch(() => undefined);
  return handle?.name ?? null;
}

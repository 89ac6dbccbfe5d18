import { type DirectoryEntry, isNotFound } from './directory';
import { InstallError } from './install-errors';
import { INSTALL_MESSAGES } from './messages';

/** The game's executable: one of the signs, beside `Installed` and `UserData/player`, that a folder is the game's. */
export const GAME_EXECUTABLE = 'Le Mans Ultimate.exe';

async function has(look: () => Promise<unknown>): Promise<boolean> {
  try {
    await look();
    return true;
  } catch (error) {
    if (isNotFound(error) || (error instanceof DOMException && error.name === 'TypeMismatchError')) return false;
    throw error;
  }
}

/**
 * The game folder holds `UserData`, and beside it `Installed` or the game's executable, or inside
 * it the `player` profile folder (docs/lmu-install.md). Throws an InstallError naming what is
 * missing when it does not; a moved folder or a refused permission throws its own error.
 */
export async function checkGameFolder(root: DirectoryEntry): Promise<void> {
  const userData = await has(() => root.getDirectoryHandle('UserData'));
  const game =
    (await has(() => root.getDirectoryHandle('Installed'))) ||
    (await has(() => root.getFileHandle(GAME_EXECUTABLE))) ||
    (userData && (await has(async () => (await root.getDirectoryHandle('UserData')).getDirectoryHandle('player'))));
  const missing = [!userData && 'the UserData folder', !game && `the Installed folder (or ${GAME_EXECUTABLE})`];
  const named = missing.filter(Boolean).join(' and ');
  if (named) throw new InstallError('notGameFolder', INSTALL_MESSAGES.notGameFolder(named));
}

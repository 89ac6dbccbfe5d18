import { describe, expect, it } from 'vitest';
import type { InstallRecord, LiveryToInstall } from '@/lib/installed-liveries/install-record';
import { checkGameFolder } from './game-folder';
import { type InstallError, toInstallError } from './install-errors';
import { installLivery, type LiveryFiles, removeInstall, restoreInstall } from './install-livery';
import { MemoryDirectory } from './memory-directory';
import { INSTALL_MESSAGES } from './messages';

const CAR = 'UserData/Liveries';
const NOW = new Date(2026, 10, 25, 21, 14, 3);
const STAMP = '2026-11-25 21-14-03';

const bytes = (text: string) => new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>;
const files = (tag: string): LiveryFiles => ({
  'customskin.tga': bytes(`${tag} paint`),
  'customskin_region.tga': bytes(`${tag} regions`),
});
const livery = (id: number, title: string): LiveryToInstall => ({
  id,
  title,
  installFolder: CAR,
  carModelName: 'Porsche 963',
  uploadDate: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
});

/** A game folder whose Porsche folder already holds the player's own livery. */
function gameFolder() {
  return new MemoryDirectory('Le Mans Ultimate')
    .put('Installed/readme.txt', 'game')
    .put(`${CAR}/customskin.tga`, 'my own paint')
    .put(`${CAR}/customskin_region.tga`, 'my own regions');
}

const install = (root: MemoryDirectory, id: number, title: string, current?: InstallRecord, now = NOW) =>
  installLivery({ root, livery: livery(id, title), files: files(title), current, now });

async function failure(work: Promise<unknown>): Promise<InstallError> {
  try {
    await work;
  } catch (error) {
    return toInstallError(error);
  }
  throw new Error('It did not fail.');
}

describe('installing a livery into the game folder', () => {
  it('backs up the player’s files, named with the date and their origin, before writing the livery', async () => {
    const root = gameFolder();
    const record = await install(root, 42, 'Gulf Heritage');
    expect(root.text(`${CAR}/customskin.tga`)).toBe('Gulf Heritage paint');
    expect(root.text(`${CAR}/customskin_region.tga`)).toBe('Gulf Heritage regions');
    const backup = `${STAMP} before replacing files not installed by Paddock`;
    expect(root.list(`${CAR}/Paddock backups`)).toEqual([backup]);
    expect(root.text(`${CAR}/Paddock backups/${backup}/customskin.tga`)).toBe('my own paint');
    expect(record).toMatchObject({ liveryId: 42, installFolder: CAR, backup: { folder: backup, of: null } });
  });

  it('makes the car folder when it does not exist, with nothing to back up', async () => {
    const root = new MemoryDirectory('LMU').put('UserData/player/player.JSON', '{}');
    const record = await install(root, 1, 'First');
    expect(root.list(CAR)).toEqual(['customskin.tga', 'customskin_region.tga']);
    expect(record.backup).toBeNull();
  });

  it('names the backup after the Paddock livery it holds, and Restore puts that livery back', async () => {
    const root = gameFolder();
    const first = await install(root, 42, 'Gulf: Heritage?');
    const later = new Date(2026, 10, 26, 8, 0, 0);
    const second = await install(root, 43, 'Martini', first, later);
    expect(second.backup?.folder).toBe('2026-11-26 08-00-00 before replacing Gulf_ Heritage_ (#42)');
    expect(second.backup?.of).toMatchObject({ liveryId: 42 });

    const again = await restoreInstall(root, second, later);
    expect(root.text(`${CAR}/customskin.tga`)).toBe('Gulf: Heritage? paint');
    expect(again).toMatchObject({ liveryId: 42, backup: null });
    expect(root.list(`${CAR}/Paddock backups`)).toHaveLength(2);
  });

  it('Restore brings back the player’s own files; Remove leaves the folder as Paddock found it', async () => {
    const root = gameFolder();
    const record = await install(root, 42, 'Gulf');
    expect(await restoreInstall(root, record, NOW)).toBeNull();
    expect(root.text(`${CAR}/customskin.tga`)).toBe('my own paint');
    expect(root.text(`${CAR}/customskin_region.tga`)).toBe('my own regions');

    const empty = new MemoryDirectory('LMU').put('UserData/x', '');
    const fresh = await install(empty, 7, 'Fresh');
    await removeInstall(empty, fresh, NOW);
    expect(empty.list(CAR)).toEqual([]);
  });

  it('backs up files the player changed after installing before Restore or Remove touches them', async () => {
    const root = gameFolder();
    const record = await install(root, 42, 'Gulf');
    root.put(`${CAR}/customskin.tga`, 'edited by the player');
    await removeInstall(root, record, new Date(2026, 10, 27, 9, 30, 0));
    const kept = '2026-11-27 09-30-00 changed after installing files not installed by Paddock';
    expect(root.text(`${CAR}/Paddock backups/${kept}/customskin.tga`)).toBe('edited by the player');
    expect(root.list(CAR)).toEqual(['Paddock backups']);
  });

  it('changes nothing when the disk is too full to back up, and says so', async () => {
    const root = gameFolder();
    root.disk.quota = root.usedBytes() + 5;
    const error = await failure(install(root, 42, 'Gulf'));
    expect(error.failure).toBe('backup');
    expect(error.message).toBe(INSTALL_MESSAGES.backupFailed(INSTALL_MESSAGES.diskFull));
    expect(root.text(`${CAR}/customskin.tga`)).toBe('my own paint');
    expect(root.list(`${CAR}/Paddock backups`)).toEqual([]);
  });

  it('puts the player’s files back when the disk fills while writing the livery', async () => {
    const root = gameFolder();
    const title = 'Gulf Heritage Endurance Special';
    // Room for the backup and the larger paint file, not for the larger region file after it.
    const backup = 'my own paintmy own regions'.length;
    root.disk.quota = root.usedBytes() + backup + `${title} paint`.length - 'my own paint'.length + 3;
    const error = await failure(install(root, 42, title));
    expect(error.failure).toBe('diskFull');
    expect(root.text(`${CAR}/customskin.tga`)).toBe('my own paint');
    expect(root.text(`${CAR}/customskin_region.tga`)).toBe('my own regions');
  });

  it('says when permission is refused or the folder was moved', async () => {
    const root = gameFolder();
    root.disk.denied = true;
    expect((await failure(install(root, 1, 'A'))).message).toBe(INSTALL_MESSAGES.permissionRefused);

    const moved = gameFolder();
    const record = await install(moved, 1, 'A');
    moved.detach();
    expect((await failure(restoreInstall(moved, record, NOW))).message).toBe(INSTALL_MESSAGES.folderMoved);
  });

  it('says when a file stands where the car folder should be', async () => {
    const root = new MemoryDirectory('LMU').put('UserData', 'not a folder');
    expect((await failure(install(root, 1, 'A'))).failure).toBe('inTheWay');
  });
});

describe('checking the game folder', () => {
  it('accepts UserData with Installed, the executable or a player profile, and names what is missing otherwise', async () => {
    await expect(checkGameFolder(gameFolder())).resolves.toBeUndefined();
    await expect(
      checkGameFolder(new MemoryDirectory('LMU').put('UserData/a', '').put('Le Mans Ultimate.exe', '')),
    ).resolves.toBeUndefined();
    await expect(
      checkGameFolder(new MemoryDirectory('LMU').put('UserData/player/player.JSON', '{}')),
    ).resolves.toBeUndefined();
    expect((await failure(checkGameFolder(new MemoryDirectory('Mods').put('UserData/x', '')))).failure).toBe(
      'notGameFolder',
    );
    const error = await failure(checkGameFolder(new MemoryDirectory('Downloads').put('photo.jpg', '')));
    expect(error.message).toBe(
      INSTALL_MESSAGES.notGameFolder('the UserData folder and the Installed folder (or Le Mans Ultimate.exe)'),
    );
  });
});

import { describe, expect, it } from 'vitest';
import type { InstallRecord, LiveryToInstall } from '@/lib/installed-liveries/install-record';
import { ABOUT_FILE, aboutText } from './backups';
import { checkGameFolder } from './game-folder';
import { type InstallError, toInstallError } from './install-errors';
import { installLivery, type LiveryFiles, removeInstall, restoreInstall } from './install-livery';
import { MemoryDirectory } from './memory-directory';
import { INSTALL_MESSAGES } from './messages';

const CAR = 'UserData/Liveries';
const NOW = new Date(2026, 10, 25, 21, 14, 3);
const LATER = new Date(2026, 10, 26, 8, 0, 0);
const ORIGINAL = 'Your original files';

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
  it('keeps the player’s files as “Your original files” before writing the livery', async () => {
    const root = gameFolder();
    const record = await install(root, 42, 'Gulf Heritage');
    expect(root.text(`${CAR}/customskin.tga`)).toBe('Gulf Heritage paint');
    expect(root.text(`${CAR}/customskin_region.tga`)).toBe('Gulf Heritage regions');
    expect(root.list(`${CAR}/Paddock backups`)).toEqual([ORIGINAL]);
    expect(root.text(`${CAR}/Paddock backups/${ORIGINAL}/customskin.tga`)).toBe('my own paint');
    expect(root.text(`${CAR}/Paddock backups/${ORIGINAL}/${ABOUT_FILE}`)).toBe(aboutText(NOW.toISOString()));
    const original = { folder: ORIGINAL, files: ['customskin.tga', 'customskin_region.tga'], of: null };
    expect(record).toMatchObject({ liveryId: 42, installFolder: CAR, backup: original, original, backups: [] });
  });

  it('makes the car folder when it does not exist, and remembers it was empty', async () => {
    const root = new MemoryDirectory('LMU').put('UserData/player/player.JSON', '{}');
    const record = await install(root, 1, 'First');
    expect(root.list(CAR)).toEqual(['Paddock backups', 'customskin.tga', 'customskin_region.tga']);
    expect(record.backup).toBeNull();
    expect(record.original).toMatchObject({ folder: ORIGINAL, files: [] });
    // Restore leaves the folder as Paddock found it: no livery files.
    await restoreInstall(root, await install(root, 2, 'Second', record, LATER), LATER);
    expect(root.list(CAR)).toEqual(['Paddock backups']);
  });

  it('after Install → Reinstall → Update, Restore brings back the player’s own files, not a Paddock livery', async () => {
    const root = gameFolder();
    const first = await install(root, 42, 'Gulf: Heritage?');
    const again = await install(root, 42, 'Gulf: Heritage?', first, LATER);
    const update = await install(root, 43, 'Martini', again, new Date(2026, 10, 27, 9, 0, 0));
    expect(again.backup?.folder).toBe('2026-11-26 08-00-00 before replacing Gulf_ Heritage_ (#42)');
    expect(update.backups?.map((b) => [b.folder, b.of?.liveryId])).toEqual([
      ['2026-11-26 08-00-00 before replacing Gulf_ Heritage_ (#42)', 42],
      ['2026-11-27 09-00-00 before replacing Gulf_ Heritage_ (#42)', 42],
    ]);
    expect(update.original).toMatchObject({ folder: ORIGINAL, savedAt: NOW.toISOString() });
    expect(root.text(`${CAR}/Paddock backups/${ORIGINAL}/customskin.tga`)).toBe('my own paint');

    expect(await restoreInstall(root, update, LATER)).toBeNull();
    expect(root.text(`${CAR}/customskin.tga`)).toBe('my own paint');
    expect(root.text(`${CAR}/customskin_region.tga`)).toBe('my own regions');
    expect(root.list(`${CAR}/Paddock backups`)).toHaveLength(3);
  });

  it('never overwrites the original files, even when installing again after a Restore dropped the record', async () => {
    const root = gameFolder();
    await restoreInstall(root, await install(root, 42, 'Gulf'), NOW);
    root.put(`${CAR}/customskin.tga`, 'my newer paint');
    const next = await install(root, 43, 'Martini', undefined, LATER);
    expect(root.text(`${CAR}/Paddock backups/${ORIGINAL}/customskin.tga`)).toBe('my own paint');
    expect(next.original).toMatchObject({ folder: ORIGINAL, savedAt: NOW.toISOString() });
    expect(next.backup?.folder).toBe('2026-11-26 08-00-00 before replacing files not installed by Paddock');
    expect(root.text(`${CAR}/Paddock backups/${next.backup?.folder}/customskin.tga`)).toBe('my newer paint');
  });

  it('restores the last backup of a record kept before the original files were (no `original`)', async () => {
    const root = gameFolder();
    const first = await install(root, 42, 'Gulf');
    const second = await install(root, 43, 'Martini', first, LATER);
    const { original: _o, backups: _b, ...old } = second;
    expect(await restoreInstall(root, old, LATER)).toMatchObject({ liveryId: 42, backup: null });
    expect(root.text(`${CAR}/customskin.tga`)).toBe('Gulf paint');
  });

  it('Remove leaves the folder as Paddock found it', async () => {
    const empty = new MemoryDirectory('LMU').put('UserData/x', '');
    const fresh = await install(empty, 7, 'Fresh');
    await removeInstall(empty, fresh, NOW);
    expect(empty.list(CAR)).toEqual(['Paddock backups']);
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
    const backup = 'my own paintmy own regions'.length + aboutText(NOW.toISOString()).length + 10;
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

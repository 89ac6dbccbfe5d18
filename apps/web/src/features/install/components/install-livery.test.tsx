import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InstallRecord } from '@/lib/installed-liveries/install-record';
import { liveryDetail } from '@/test/factories';
import { renderWithRouter } from '@/test/render';
import { downloadForInstall } from '../api/download-for-install';
import { MemoryDirectory } from '../lib/memory-directory';
import { INSTALL_MESSAGES } from '../lib/messages';
import { InstallLivery } from './install-livery';

// jsdom has no IndexedDB, no workers and no server: the kept folder, the zip and its files are stand-ins.
const kept: { folder?: unknown; records: InstallRecord[] } = { records: [] };
vi.mock('@/lib/installed-liveries/installed-store', () => ({
  installedStore: {
    list: async () => kept.records,
    put: async (record: InstallRecord) => void kept.records.push(record),
    remove: async () => undefined,
    gameFolder: async () => kept.folder,
    setGameFolder: async (handle: unknown) => void Object.assign(kept, { folder: handle }),
  },
  useInstalledLiveries: () => [],
}));
vi.mock('../api/download-for-install', () => ({ downloadForInstall: vi.fn(async () => new ArrayBuffer(4)) }));
vi.mock('../workers/unzip-in-worker', () => ({
  unzipInWorker: async () => ({
    'customskin.tga': new TextEncoder().encode('paint'),
    'customskin_region.tga': new TextEncoder().encode('regions'),
  }),
}));

const game = () =>
  new MemoryDirectory('Le Mans Ultimate')
    .put('Installed/readme.txt', 'game')
    .put('UserData/Liveries/customskin.tga', 'my own paint');

beforeEach(() => {
  kept.folder = undefined;
  kept.records = [];
  vi.mocked(downloadForInstall).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('InstallLivery', () => {
  it('explains in one line why there is no Install where the browser lacks the File System Access API', () => {
    renderWithRouter(<InstallLivery livery={liveryDetail()} />);
    expect(screen.getByText(INSTALL_MESSAGES.unsupported)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers Install in LMU and names the car’s folder where the API exists', () => {
    vi.stubGlobal('showDirectoryPicker', () => Promise.reject(new DOMException('closed', 'AbortError')));
    renderWithRouter(<InstallLivery livery={liveryDetail()} />);
    expect(screen.getByRole('button', { name: 'Install in LMU' })).toBeEnabled();
    expect(screen.getByText('UserData/Liveries')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose the game folder' })).toBeInTheDocument();
  });

  it('“Choose the game folder” only picks the folder: nothing is downloaded or written (issue 34 §3)', async () => {
    const root = game();
    vi.stubGlobal('showDirectoryPicker', async () => root);
    const user = userEvent.setup();
    renderWithRouter(<InstallLivery livery={liveryDetail()} />);
    await user.click(screen.getByRole('button', { name: 'Choose the game folder' }));
    expect(await screen.findByRole('status')).toHaveTextContent(INSTALL_MESSAGES.folderChosen('Le Mans Ultimate'));
    expect(downloadForInstall).not.toHaveBeenCalled();
    expect(root.list('UserData/Liveries')).toEqual(['customskin.tga']);
    expect(kept.folder).toBe(root);
  });

  it('says what to do in the game where the install reports success (issue 34 §5)', async () => {
    kept.folder = game();
    const user = userEvent.setup();
    vi.stubGlobal('showDirectoryPicker', async () => kept.folder);
    const livery = liveryDetail();
    renderWithRouter(<InstallLivery livery={livery} />);
    await user.click(screen.getByRole('button', { name: 'Install in LMU' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      INSTALL_MESSAGES.installed(livery.title, livery.installFolder),
    );
    expect(screen.getByText(INSTALL_MESSAGES.nextStep(livery.carModelName))).toBeInTheDocument();
    expect(screen.getByText('Paddock backups/Your original files')).toBeInTheDocument();
  });
});

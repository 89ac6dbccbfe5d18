import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { InstallRecord, SavedBackup } from '@/lib/installed-liveries/install-record';
import { renderWithRouter } from '@/test/render';
import { InstalledPanel } from './installed-panel';

const FILES = ['customskin.tga', 'customskin_region.tga'] as InstallRecord['files'][number]['name'][];
const gulf = {
  liveryId: 42,
  title: 'Gulf Heritage',
  installFolder: 'UserData/Liveries',
  carModelName: 'Porsche 963',
  liveryUploadDate: '2026-11-01T10:00:00.000Z',
  liveryUpdatedAt: '2026-11-01T10:00:00.000Z',
  installedAt: '2026-11-26T08:00:00.000Z',
  files: FILES.map((name) => ({ name, size: 10 })),
};
const original: SavedBackup = {
  folder: 'Your original files',
  files: FILES,
  of: null,
  savedAt: '2026-11-25T21:14:03.000Z',
};
const reinstall: SavedBackup = {
  folder: '2026-11-26 08-00-00 before replacing Gulf Heritage (#42)',
  files: FILES,
  of: gulf,
  savedAt: '2026-11-26T08:00:00.000Z',
};

describe('InstalledPanel (issue 34 §1)', () => {
  it('lists the backups by date with what each holds, and Restore brings back the original files', () => {
    const record: InstallRecord = { ...gulf, backup: reinstall, original, backups: [reinstall] };
    renderWithRouter(<InstalledPanel open onOpenChange={() => undefined} records={[record]} />);
    const rows = within(screen.getByRole('list', { name: 'Backups in UserData/Liveries' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(
        /Nov 25, 2026.*Your original files: files not installed by Paddock \(customskin\.tga, customskin_region\.tga\)/,
      ),
      expect.stringMatching(
        /Nov 26, 2026.*Before an install: “Gulf Heritage” \(customskin\.tga, customskin_region\.tga\)/,
      ),
    ]);
    expect(screen.getByRole('button', { name: 'Restore your original files in UserData/Liveries' })).toHaveTextContent(
      'Restore original files',
    );
  });

  it('says when the folder was empty before Paddock first installed there', () => {
    const empty = { ...original, files: [] };
    renderWithRouter(
      <InstalledPanel
        open
        onOpenChange={() => undefined}
        records={[{ ...gulf, backup: null, original: empty, backups: [] }]}
      />,
    );
    expect(screen.getByText(/nothing: the folder was empty/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restore your original files in UserData/Liveries' })).toBeEnabled();
  });
});

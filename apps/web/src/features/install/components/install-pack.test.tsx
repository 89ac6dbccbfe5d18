import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveryDetail } from '@/test/factories';
import { fakeApi, ok, WAIT } from '@/test/fake-api';
import { renderWithRouter } from '@/test/render';
import { INSTALL_MESSAGES } from '../lib/messages';
import { InstallPack } from './install-pack';

afterEach(() => vi.unstubAllGlobals());

const entries = [
  { liveryId: 1, title: 'Blue', carNumber: '07' },
  { liveryId: 2, title: 'Red', carNumber: null },
];

describe('InstallPack', () => {
  it('is absent where the browser cannot install (Download pack stays)', () => {
    const { container } = renderWithRouter(<InstallPack entries={entries} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('lists each entry with its own Install in LMU and says to install one at a time', async () => {
    vi.stubGlobal('showDirectoryPicker', () => Promise.reject(new DOMException('closed', 'AbortError')));
    fakeApi({
      'GET /api/liveries/1': ok(liveryDetail({ id: 1, title: 'Blue' })),
      'GET /api/liveries/2': ok(liveryDetail({ id: 2, title: 'Red' })),
    });
    const user = userEvent.setup();
    renderWithRouter(<InstallPack entries={entries} />);
    await user.click(screen.getByRole('button', { name: INSTALL_MESSAGES.packButton }));
    const dialog = await screen.findByRole('dialog', { name: INSTALL_MESSAGES.packButton });
    expect(dialog).toHaveTextContent(INSTALL_MESSAGES.packHowTo);
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('p')?.textContent),
    ).toEqual(['#07 Blue', 'Red']);
    await vi.waitFor(
      () => expect(within(dialog).getAllByRole('button', { name: 'Install in LMU' })).toHaveLength(2),
      WAIT,
    );
  });
});

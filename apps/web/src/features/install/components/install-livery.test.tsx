import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveryDetail } from '@/test/factories';
import { renderWithRouter } from '@/test/render';
import { INSTALL_MESSAGES } from '../lib/messages';
import { InstallLivery } from './install-livery';

afterEach(() => vi.unstubAllGlobals());

describe('InstallLivery', () => {
  it('explains in one line why there is no Install where the browser lacks the File System Access API', () => {
    renderWithRouter(<InstallLivery livery={liveryDetail()} />);
    expect(screen.getByText(INSTALL_MESSAGES.unsupported)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers Install in LMU and names the car’s folder where the API exists', () => {
    // Only its presence matters here: nothing is clicked (the e2e journey drives the real API).
    vi.stubGlobal('showDirectoryPicker', () => Promise.reject(new DOMException('closed', 'AbortError')));
    renderWithRouter(<InstallLivery livery={liveryDetail()} />);
    expect(screen.getByRole('button', { name: 'Install in LMU' })).toBeEnabled();
    expect(screen.getByText('UserData/Liveries')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose the game folder' })).toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { liveryDetail } from '@/test/factories';
import { LiveryMediaTabs } from './flat-view';

const flatView = { textureUrl: '/media/previews/t.webp', overlayUrl: '/media/previews/o.webp' };

describe('LiveryMediaTabs (issue 18 flat view)', () => {
  it('shows only the screenshots for a livery uploaded before flat previews', () => {
    render(<LiveryMediaTabs livery={liveryDetail({ flatView: null })} screenshots={<p>the gallery</p>} />);
    expect(screen.getByText('the gallery')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('offers a Flat view tab beside the screenshots, with the region map on demand', async () => {
    const user = userEvent.setup();
    render(<LiveryMediaTabs livery={liveryDetail({ title: 'Gulf', flatView })} screenshots={<p>the gallery</p>} />);
    expect(screen.getByRole('tab', { name: 'Screenshots' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Flat view' }));
    expect(screen.queryByText('the gallery')).toBeNull();
    expect(screen.getByRole('img', { name: 'Gulf, the flat texture' })).toHaveAttribute('src', flatView.textureUrl);
    expect(screen.queryByRole('img', { name: 'Gulf, the region map' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: /show the region map/i }));
    expect(screen.getByRole('img', { name: 'Gulf, the region map' })).toHaveAttribute('src', flatView.overlayUrl);
  });
});

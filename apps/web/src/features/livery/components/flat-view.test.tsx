import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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

  it('names the region a tap lands on, as a phone cannot hover (issue 34 §9)', async () => {
    const user = userEvent.setup();
    // The overlay's pixels as the browser would read them: all red (the Red region).
    const pixels = { width: 2, height: 2, data: new Uint8ClampedArray(16).map((_, i) => [255, 0, 0, 255][i % 4] ?? 0) };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      drawImage: () => {},
      getImageData: () => pixels,
    } as unknown as CanvasRenderingContext2D);
    vi.stubGlobal(
      'Image',
      class {
        naturalWidth = 2;
        naturalHeight = 2;
        crossOrigin = '';
        onload: (() => void) | null = null;
        set src(_: string) {
          queueMicrotask(() => this.onload?.());
        }
      },
    );
    const livery = liveryDetail({
      title: 'Gulf',
      flatView,
      regionConfigurations: [{ regionName: 'Red', material: 'Carbon' } as never],
    });
    render(<LiveryMediaTabs livery={livery} screenshots={<p>the gallery</p>} />);
    await user.click(screen.getByRole('tab', { name: 'Flat view' }));
    const toggle = screen.getByRole('checkbox', { name: /tap a region/ });
    await user.click(toggle);
    const map = screen.getByRole('img', { name: 'Gulf, the region map' });
    // The switch comes before the image, so ticking it never leaves the image out of sight below.
    expect(toggle.compareDocumentPosition(map) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 0));
    vi.spyOn(map, 'getBoundingClientRect').mockReturnValue({ left: 0, top: 0, width: 100, height: 100 } as DOMRect);
    // A tap: the click alone, whatever mouse events a phone emulates before it.
    fireEvent.click(map, { clientX: 40, clientY: 40 });
    expect(screen.getByRole('tooltip')).toHaveTextContent('Red — Carbon');
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { liveryDetail } from '@/test/factories';
import { RegionSpecifications } from './livery-sidebar';

/**
 * Lays the box out as a browser would: 360 px tall with 100 px regions one under another, scrolled
 * by its scrollTop (jsdom has no layout).
 */
function layOut() {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const box = this.closest('section[aria-label="Region specifications list"]');
    if (this === box) return { top: 0, bottom: 360 } as DOMRect;
    const rows = box ? [...box.querySelectorAll('li')] : [];
    const index = rows.indexOf(this as HTMLLIElement);
    const top = index * 100 - (box?.scrollTop ?? 0);
    return { top, bottom: top + 100 } as DOMRect;
  });
}

describe('Region Specifications (issue 34 §7)', () => {
  it('says how many regions are below the fold of its box, until the reader has scrolled to them', () => {
    layOut();
    render(<RegionSpecifications livery={liveryDetail()} />);
    // Five regions of 100 px in 360 px: the fourth is cut, the fifth unseen.
    expect(screen.getByText('Scroll for 2 more regions')).toBeInTheDocument();

    const box = screen.getByRole('region', { name: 'Region specifications list' });
    box.scrollTop = 60;
    fireEvent.scroll(box);
    expect(screen.getByText('Scroll for 1 more region')).toBeInTheDocument();

    box.scrollTop = 140;
    fireEvent.scroll(box);
    expect(screen.queryByText(/^Scroll for/)).toBeNull();
    // Every region is in the list all along, for screen readers and search.
    expect(box.querySelectorAll('li')).toHaveLength(5);
  });

  it('says nothing when every region fits', () => {
    layOut();
    const livery = liveryDetail();
    render(
      <RegionSpecifications livery={{ ...livery, regionConfigurations: livery.regionConfigurations.slice(0, 3) }} />,
    );
    expect(screen.queryByText(/^Scroll for/)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import css from '@/styles/index.css?raw';
import header from './header.tsx?raw';

describe('the sticky header and what the browser scrolls to (issue 34 §8)', () => {
  it('keeps focused controls, scrolled-to images and anchors below the header, not behind it', () => {
    // The header: its 3 px racing stripe over a 4rem (h-16) bar.
    expect(header).toContain('racing-stripe h-[3px]');
    expect(header).toMatch(/<Container className="flex h-16 /);
    expect(css).toMatch(/html \{[^}]*scroll-padding-top: calc\(4rem \+ 3px \+ [\d.]+rem\);/);
  });
});

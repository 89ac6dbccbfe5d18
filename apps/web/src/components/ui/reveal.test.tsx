import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { liveryListItem } from '@/test/factories';
import { renderWithRouter } from '@/test/render';
import { LiveryGrid } from './livery-grid';
import { Reveal } from './reveal';

/** An IntersectionObserver whose reports the test makes. */
function stubObserver() {
  const callbacks: IntersectionObserverCallback[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return (isIntersecting: boolean) =>
    act(() => {
      for (const callback of callbacks) {
        callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
      }
    });
}

const hidden = /opacity-0|translate-y-6/;

describe('Reveal (issue 34 §11): visible at rest, faded in only when scrolled to', () => {
  it('shows a section the observer never reports on (print, link preview, an observer that never fires)', () => {
    stubObserver();
    render(<Reveal delay={300}>How it works</Reveal>);
    const section = screen.getByText('How it works');
    expect(section.className).not.toMatch(hidden);
    expect(section.className).not.toContain('animate-reveal');
  });

  it('does not animate what is in view at once (a tall window)', () => {
    const report = stubObserver();
    render(<Reveal delay={300}>How it works</Reveal>);
    report(true);
    expect(screen.getByText('How it works').className).not.toMatch(/animate-reveal|opacity-0/);
  });

  it('fades in a section that is scrolled into view later, after its delay', () => {
    const report = stubObserver();
    render(<Reveal delay={300}>How it works</Reveal>);
    report(false);
    expect(screen.getByText('How it works').className).not.toContain('animate-reveal');
    report(true);
    const section = screen.getByText('How it works');
    expect(section.className).toContain('animate-reveal');
    expect(section.style.animationDelay).toBe('300ms');
  });

  it('shows every card of a grid at rest, and staggers them only when scrolled to', async () => {
    const report = stubObserver();
    renderWithRouter(<LiveryGrid liveries={[1, 2, 3].map((id) => liveryListItem({ id }))} animate staggerMs={75} />);
    const items = await screen.findAllByRole('listitem');
    for (const item of items) expect(item.className).not.toMatch(hidden);
    report(false);
    report(true);
    expect(items.map((item) => item.style.animationDelay)).toEqual(['', '75ms', '150ms']);
  });
});

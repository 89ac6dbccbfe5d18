import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useInViewOnce, useNearViewport } from './use-in-view-once';

function Probe({ laterMs }: { laterMs?: number }) {
  const [ref, near] = useNearViewport<HTMLDivElement>(laterMs);
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

/** The margins the stubbed observers were made with. */
const margins: (string | undefined)[] = [];
/** An IntersectionObserver whose targets are reported by the test. */
function stubObserver() {
  const callbacks: IntersectionObserverCallback[] = [];
  margins.length = 0;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        callbacks.push(callback);
        margins.push(options?.rootMargin);
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

describe('useNearViewport', () => {
  afterEach(() => vi.useRealTimers());

  it('stays far until the element nears the viewport', () => {
    const report = stubObserver();
    render(<Probe />);
    expect(screen.getByText('far')).toBeInTheDocument();
    report(false);
    expect(screen.getByText('far')).toBeInTheDocument();
    report(true);
    expect(screen.getByText('near')).toBeInTheDocument();
  });

  it('turns near after its delay even when the reader never scrolls there', () => {
    vi.useFakeTimers();
    stubObserver();
    render(<Probe laterMs={1500} />);
    act(() => vi.advanceTimersByTime(1499));
    expect(screen.getByText('far')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('near')).toBeInTheDocument();
  });

  it('is near at once in a browser without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });
});

function Seen({ startSeen }: { startSeen?: () => boolean }) {
  const [ref, seen] = useInViewOnce<HTMLDivElement>({ rootMargin: '0px 0px -8% 0px', startSeen });
  return <div ref={ref}>{seen ? 'seen' : 'unseen'}</div>;
}

describe('useInViewOnce', () => {
  it('watches with the margin it is given and stays seen once seen', () => {
    const report = stubObserver();
    render(<Seen />);
    expect(margins).toEqual(['0px 0px -8% 0px']);
    expect(screen.getByText('unseen')).toBeInTheDocument();
    report(true);
    report(false);
    expect(screen.getByText('seen')).toBeInTheDocument();
  });

  it('is seen from the start when asked, as with reduced motion, without watching', () => {
    stubObserver();
    render(<Seen startSeen={() => true} />);
    expect(screen.getByText('seen')).toBeInTheDocument();
    expect(margins).toEqual([]);
  });
});

import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useBrowseFilters } from './use-browse-filters';

function setup(initial: string) {
  let result: ReturnType<typeof useBrowseFilters> | undefined;
  function Probe() {
    result = useBrowseFilters();
    return null;
  }
  const router = createMemoryRouter([{ path: '/liveries', element: <Probe /> }], {
    initialEntries: ['/elsewhere', initial],
    initialIndex: 1,
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <>
      <RouterProvider router={router} />
      {children}
    </>
  );
  renderHook(() => null, { wrapper });
  return {
    router,
    get current() {
      if (!result) throw new Error('not rendered');
      return result;
    },
    get search() {
      return router.state.location.search;
    },
  };
}

describe('useBrowseFilters', () => {
  it('reads the filters from the address', () => {
    const view = setup('/liveries?page=2&class=hypercar&sortBy=title&sortDesc=false');
    expect(view.current.filters).toMatchObject({ page: 2, carClass: 'hypercar', sortBy: 'title', descending: false });
  });

  it('replaces the history entry when a filter changes, and resets the page', () => {
    const view = setup('/liveries?page=3');
    act(() => {
      view.current.setFilter({ carClass: 'lmp2' });
    });
    expect(view.search).toBe('?class=lmp2');
    expect(view.router.state.historyAction).toBe('REPLACE');
    expect(view.current.filters.page).toBe(1);
  });

  it('flips the direction of the active sort and writes only sortDesc=false', () => {
    const view = setup('/liveries');
    act(() => {
      view.current.toggleSort('uploadDate');
    });
    expect(view.search).toBe('?sortDesc=false');
    act(() => {
      view.current.toggleSort('title');
    });
    expect(view.search).toBe('?sortBy=title');
  });

  it('Clear All empties the query string', () => {
    const view = setup('/liveries?search=gulf&tag=retro&sortBy=author&utm=x');
    act(() => {
      view.current.clearAll();
    });
    expect(view.search).toBe('');
    expect(view.router.state.historyAction).toBe('REPLACE');
  });

  it('moves between pages within range, replacing the history entry', () => {
    const view = setup('/liveries?tag=retro');
    act(() => {
      view.current.goToPage(2, 3);
    });
    expect(view.search).toBe('?page=2&tag=retro');
    expect(view.router.state.historyAction).toBe('REPLACE');
    expect(window.scrollTo).toHaveBeenCalled();

    act(() => {
      view.current.goToPage(4, 3);
    });
    expect(view.search).toBe('?page=2&tag=retro');
  });

  it('re-reads the filters when the address changes by back and forward', async () => {
    const view = setup('/liveries?tag=retro');
    await act(() => view.router.navigate('/liveries?page=3&class=lmp2&sortBy=title'));
    expect(view.current.filters).toMatchObject({ page: 3, carClass: 'lmp2', sortBy: 'title', tag: '' });

    await act(() => view.router.navigate(-1));
    expect(view.current.filters).toMatchObject({ page: 1, carClass: '', sortBy: 'uploadDate', tag: 'retro' });

    await act(() => view.router.navigate(1));
    expect(view.current.filters).toMatchObject({ page: 3, carClass: 'lmp2', sortBy: 'title' });
  });

  it('does not navigate when nothing changes', () => {
    const view = setup('/liveries?tag=retro');
    const before = view.router.state.location.key;
    act(() => {
      view.current.setFilter({ tag: 'retro' });
    });
    expect(view.router.state.location.key).toBe(before);
  });
});

import { useCallback, useState } from 'react';

export const SIDEBAR_COLLAPSED_KEY = 'paddock.admin.sidebarCollapsed';

function readCollapsed(): boolean {
  try {
    return window.localStorage.getItem(SIDEBAR_COLLAPSED_KEY) === 'true';
  } catch {
    // Storage can be blocked (privacy mode); the sidebar then simply starts expanded.
    return false;
  }
}

/** Whether the admin sidebar is collapsed; the choice is remembered in local storage. */
export function useSidebarCollapsed(): [collapsed: boolean, toggle: () => void] {
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const toggle = useCallback(() => {
    setCollapsed((current) => {
      const next = !current;
      try {
        window.localStorage.setItem(SIDEBAR_COLLAPSED_KEY, String(next));
      } catch {
        // Not remembered, but still toggled for this visit.
      }
      return next;
    });
  }, []);
  return [collapsed, toggle];
}

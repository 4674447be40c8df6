import { useState } from 'react';

const STORAGE_KEY = 'tessera_nav_collapsed';

function read(): Record<string, boolean> {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, boolean>) : {};
  } catch {
    // A corrupt entry only loses remembered open/closed state.
    return {};
  }
}

/**
 * Which navigation groups the user opened or closed, kept in localStorage across visits. Groups
 * the user never touched follow the collection's `meta.collapse` default.
 */
export function useCollapsedFolders(): [Record<string, boolean>, (name: string, isCollapsed: boolean) => void] {
  const [collapsed, setCollapsed] = useState(read);
  function set(name: string, isCollapsed: boolean) {
    setCollapsed((current) => {
      const next = { ...current, [name]: isCollapsed };
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
      return next;
    });
  }
  return [collapsed, set];
}

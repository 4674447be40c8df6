import { useEffect, useRef } from 'react';

/** True for Ctrl+S (Cmd+S on a Mac), without Shift or Alt. */
export function isSaveShortcut(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.shiftKey && !event.altKey && event.key.toLowerCase() === 's';
}

type SaveHandler = () => void;

/** The mounted users, newest last: only the newest acts, so a drawer saves itself, not the page under it. */
const handlers: SaveHandler[] = [];

function onKeyDown(event: KeyboardEvent) {
  if (!isSaveShortcut(event)) return;
  // Never the browser's "Save page as" dialog, even when there is nothing to save.
  event.preventDefault();
  handlers.at(-1)?.();
}

/**
 * Ctrl/Cmd+S anywhere on the page calls `onSave` while `isEnabled` (and does nothing else while
 * it is not), for as long as the calling component is mounted.
 */
export function useSaveShortcut(onSave: () => void, isEnabled: boolean): void {
  const latest = useRef({ onSave, isEnabled });
  useEffect(() => {
    latest.current = { onSave, isEnabled };
  });
  useEffect(() => {
    const handler: SaveHandler = () => {
      if (latest.current.isEnabled) latest.current.onSave();
    };
    if (handlers.length === 0) window.addEventListener('keydown', onKeyDown);
    handlers.push(handler);
    return () => {
      handlers.splice(handlers.indexOf(handler), 1);
      if (handlers.length === 0) window.removeEventListener('keydown', onKeyDown);
    };
  }, []);
}

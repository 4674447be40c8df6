import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';

/** Controls a user types into or chooses with, in the order the form shows them. */
const EDITABLE = [
  'input:not([type="hidden"]):not([disabled]):not([readonly])',
  'textarea:not([disabled]):not([readonly])',
  'select:not([disabled])',
  '[contenteditable="true"]',
].join(', ');

/**
 * Once `isReady` turns true, puts the focus in the first editable control inside `container`
 * (a new item's first field), unless the user already focused something there. Only once.
 */
export function useFocusFirstField(container: RefObject<HTMLElement | null>, isReady: boolean): void {
  const isDone = useRef(false);
  useEffect(() => {
    const root = container.current;
    if (!isReady || isDone.current || !root) return;
    isDone.current = true;
    if (root.contains(document.activeElement)) return;
    root.querySelector<HTMLElement>(EDITABLE)?.focus();
  }, [container, isReady]);
}

import { useEffect, useState } from 'react';
import type { RefObject } from 'react';

export interface RowWindow {
  start: number;
  end: number;
  padTop: number;
  padBottom: number;
}

/** Below this many rows every row is rendered; above it only the visible ones. */
export const WINDOW_THRESHOLD = 100;
const OVERSCAN = 10;

/**
 * Which rows of a long page to render: those in view (plus some overscan) in a scrolling
 * container with rows of fixed height, and the space above and below as padding. Keeps a page
 * of 1,000 rows as light as one of 25.
 */
export function useRowWindow(containerRef: RefObject<HTMLElement | null>, rowCount: number, rowHeight: number): RowWindow {
  const [view, setView] = useState({ top: 0, height: 800 });

  useEffect(() => {
    const container = containerRef.current;
    if (!container || rowCount <= WINDOW_THRESHOLD) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      setView({ top: container.scrollTop, height: container.clientHeight || 800 });
    };
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(measure);
    };
    measure();
    container.addEventListener('scroll', onScroll, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(onScroll);
    observer?.observe(container);
    return () => {
      container.removeEventListener('scroll', onScroll);
      observer?.disconnect();
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [containerRef, rowCount]);

  if (rowCount <= WINDOW_THRESHOLD) return { start: 0, end: rowCount, padTop: 0, padBottom: 0 };
  const start = Math.max(0, Math.floor(view.top / rowHeight) - OVERSCAN);
  const end = Math.min(rowCount, Math.ceil((view.top + view.height) / rowHeight) + OVERSCAN);
  return { start, end, padTop: start * rowHeight, padBottom: (rowCount - end) * rowHeight };
}

export interface PopoverPlacement {
  top: number;
  right: number;
  maxHeight: number;
}

type Rect = Pick<DOMRect, 'right' | 'bottom'>;

const GAP = 4;
const MARGIN = 8;
const MIN_HEIGHT = 160;

/**
 * Where a popover opened from a header's button goes (fixed, in viewport pixels): just below the
 * header row, so no column header is covered, its right edge at the button's, inside the viewport.
 */
export function popoverPlacement(trigger: Rect, header: Rect, viewport: { width: number; height: number }): PopoverPlacement {
  const top = Math.min(Math.max(header.bottom, trigger.bottom) + GAP, viewport.height - MIN_HEIGHT - MARGIN);
  const right = Math.min(Math.max(viewport.width - trigger.right, MARGIN), viewport.width - MARGIN);
  return { top, right, maxHeight: Math.max(viewport.height - top - MARGIN, MIN_HEIGHT) };
}

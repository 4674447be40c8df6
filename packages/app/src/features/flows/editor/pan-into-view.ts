/** The canvas's pan and zoom, as @xyflow/react's Viewport: screen = flow × zoom + (x, y). */
export interface Viewport {
  x: number;
  y: number;
  zoom: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The viewport that shows `box` (in flow coordinates) inside a `width` × `height` canvas with
 * `margin` pixels to spare, panning as little as needed and keeping the zoom; the same viewport
 * when the box is already in view. A box larger than the canvas shows its top left.
 */
export function panIntoView(viewport: Viewport, box: Box, width: number, height: number, margin = 24): Viewport {
  const dx = shift(box.x * viewport.zoom + viewport.x, box.width * viewport.zoom, width, margin);
  const dy = shift(box.y * viewport.zoom + viewport.y, box.height * viewport.zoom, height, margin);
  return dx === 0 && dy === 0 ? viewport : { x: viewport.x + dx, y: viewport.y + dy, zoom: viewport.zoom };
}

/** How far to move a span starting at `start` (screen px) so it lies inside [margin, size - margin]. */
function shift(start: number, length: number, size: number, margin: number): number {
  if (start < margin) return margin - start;
  const overflow = start + length - (size - margin);
  if (overflow <= 0) return 0;
  return Math.max(margin - start, -overflow);
}

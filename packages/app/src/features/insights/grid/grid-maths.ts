/**
 * Panel placement on the dashboard grid, as the reference stores it: 1-based `position_x` /
 * `position_y` in grid units, `width` / `height` in grid units. Pure functions, no React.
 */
export interface GridRect {
  position_x: number;
  position_y: number;
  width: number;
  height: number;
}

/** Columns of the dashboard grid; a panel never reaches past the right edge. */
export const GRID_COLUMNS = 48;

/** Size of a new panel, in grid units. */
export const DEFAULT_PANEL_SIZE = { width: 12, height: 8 } as const;

const whole = (value: number, fallback: number) => (Number.isFinite(value) ? Math.round(value) : fallback);

/** Brings a rectangle back inside the grid: positions >= 1, sizes >= 1, never past the last column. */
export function clampRect(rect: GridRect, columns: number = GRID_COLUMNS): GridRect {
  const width = Math.min(columns, Math.max(1, whole(rect.width, 1)));
  const height = Math.max(1, whole(rect.height, 1));
  const x = Math.min(columns - width + 1, Math.max(1, whole(rect.position_x, 1)));
  const y = Math.max(1, whole(rect.position_y, 1));
  return { position_x: x, position_y: y, width, height };
}

/** Moves by whole grid units (keyboard arrows, or a pointer delta already divided by the cell size). */
export function moveRect(rect: GridRect, dx: number, dy: number, columns: number = GRID_COLUMNS): GridRect {
  return clampRect({ ...rect, position_x: rect.position_x + dx, position_y: rect.position_y + dy }, columns);
}

/** Grows or shrinks from the bottom-right corner; the top-left corner stays where it is. */
export function resizeRect(rect: GridRect, dw: number, dh: number, columns: number = GRID_COLUMNS): GridRect {
  const start = clampRect(rect, columns);
  const maxWidth = columns - start.position_x + 1;
  return {
    ...start,
    width: Math.min(maxWidth, Math.max(1, whole(start.width + dw, 1))),
    height: Math.max(1, whole(start.height + dh, 1)),
  };
}

/** The CSS grid placement of a rectangle (`grid-column` / `grid-row` are 1-based as the positions are). */
export function gridArea(rect: GridRect): { gridColumn: string; gridRow: string } {
  const safe = clampRect(rect);
  return {
    gridColumn: `${safe.position_x} / span ${safe.width}`,
    gridRow: `${safe.position_y} / span ${safe.height}`,
  };
}

/** A pointer movement in pixels as whole grid units, given one cell's size in pixels. */
export function pixelsToUnits(pixels: number, cellSize: number): number {
  if (!(cellSize > 0)) return 0;
  return Math.round(pixels / cellSize);
}

/** The first free row below every panel: where a new panel goes. */
export function nextFreeRow(rects: readonly GridRect[]): number {
  return rects.reduce((row, rect) => Math.max(row, rect.position_y + rect.height), 1);
}

/** Whether two rectangles share a cell. */
export function overlaps(a: GridRect, b: GridRect): boolean {
  return (
    a.position_x < b.position_x + b.width &&
    b.position_x < a.position_x + a.width &&
    a.position_y < b.position_y + b.height &&
    b.position_y < a.position_y + a.height
  );
}

/** The fields of `after` that differ from `before`: the body of a PATCH, or null when nothing moved. */
export function changedPlacement(before: GridRect, after: GridRect): Partial<GridRect> | null {
  const keys = ['position_x', 'position_y', 'width', 'height'] as const;
  const changed = keys.filter((key) => before[key] !== after[key]);
  if (changed.length === 0) return null;
  return Object.fromEntries(changed.map((key) => [key, after[key]])) as Partial<GridRect>;
}

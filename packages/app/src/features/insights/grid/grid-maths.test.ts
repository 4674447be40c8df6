import { describe, expect, it } from 'vitest';
import {
  GRID_COLUMNS,
  changedPlacement,
  clampRect,
  gridArea,
  moveRect,
  nextFreeRow,
  overlaps,
  pixelsToUnits,
  resizeRect,
} from './grid-maths.js';
import type { GridRect } from './grid-maths.js';

const rect = (position_x: number, position_y: number, width: number, height: number): GridRect => ({
  position_x,
  position_y,
  width,
  height,
});

/** A small deterministic pseudo-random sequence, so the property checks are repeatable. */
function* randomInts(seed: number, count: number, min: number, max: number) {
  let state = seed;
  for (let index = 0; index < count; index++) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    yield min + (state % (max - min + 1));
  }
}

function isInsideGrid(value: GridRect): boolean {
  return (
    value.position_x >= 1 &&
    value.position_y >= 1 &&
    value.width >= 1 &&
    value.height >= 1 &&
    value.position_x + value.width - 1 <= GRID_COLUMNS &&
    [value.position_x, value.position_y, value.width, value.height].every(Number.isInteger)
  );
}

describe('grid maths', () => {
  it('moves by whole units and stops at the left, top and right edges', () => {
    expect(moveRect(rect(5, 5, 10, 4), 2, 3)).toEqual(rect(7, 8, 10, 4));
    expect(moveRect(rect(2, 2, 10, 4), -5, -5)).toEqual(rect(1, 1, 10, 4));
    expect(moveRect(rect(38, 1, 10, 4), 1, 0)).toEqual(rect(39, 1, 10, 4));
    expect(moveRect(rect(39, 1, 10, 4), 1, 0)).toEqual(rect(39, 1, 10, 4));
  });

  it('resizes from the bottom-right corner, never below one unit nor past the last column', () => {
    expect(resizeRect(rect(3, 3, 6, 6), 2, -1)).toEqual(rect(3, 3, 8, 5));
    expect(resizeRect(rect(3, 3, 2, 2), -5, -5)).toEqual(rect(3, 3, 1, 1));
    expect(resizeRect(rect(40, 1, 6, 2), 10, 0)).toEqual(rect(40, 1, 9, 2));
  });

  it('repairs stored values that are out of range or not numbers', () => {
    expect(clampRect(rect(0, -3, 0, 0))).toEqual(rect(1, 1, 1, 1));
    expect(clampRect(rect(Number.NaN, 2.6, 100, 3))).toEqual(rect(1, 3, GRID_COLUMNS, 3));
  });

  it('keeps every moved or resized panel inside the grid (property over many random steps)', () => {
    const values = [...randomInts(7, 4000, -60, 60)];
    let current = rect(1, 1, 12, 8);
    for (let index = 0; index + 1 < values.length; index += 2) {
      const dx = values[index] ?? 0;
      const dy = values[index + 1] ?? 0;
      current = index % 4 === 0 ? moveRect(current, dx, dy) : resizeRect(current, dx, dy);
      expect(isInsideGrid(current), JSON.stringify({ current, dx, dy })).toBe(true);
    }
  });

  it('turns a rectangle into a 1-based CSS grid area', () => {
    expect(gridArea(rect(1, 1, 12, 8))).toEqual({ gridColumn: '1 / span 12', gridRow: '1 / span 8' });
    expect(gridArea(rect(0, 0, 0, 0))).toEqual({ gridColumn: '1 / span 1', gridRow: '1 / span 1' });
  });

  it('converts pointer pixels to grid units', () => {
    expect(pixelsToUnits(59, 20)).toBe(3);
    expect(pixelsToUnits(-31, 20)).toBe(-2);
    expect(pixelsToUnits(100, 0)).toBe(0);
  });

  it('places a new panel below the others', () => {
    expect(nextFreeRow([])).toBe(1);
    expect(nextFreeRow([rect(1, 1, 4, 4), rect(5, 3, 4, 6)])).toBe(9);
    const placed = rect(1, nextFreeRow([rect(1, 1, 4, 4), rect(5, 3, 4, 6)]), 12, 8);
    expect(overlaps(placed, rect(5, 3, 4, 6))).toBe(false);
  });

  it('detects overlap and lists only the changed placement fields', () => {
    expect(overlaps(rect(1, 1, 4, 4), rect(4, 4, 2, 2))).toBe(true);
    expect(overlaps(rect(1, 1, 4, 4), rect(5, 1, 2, 2))).toBe(false);
    expect(changedPlacement(rect(1, 1, 4, 4), rect(1, 1, 4, 4))).toBeNull();
    expect(changedPlacement(rect(1, 1, 4, 4), rect(3, 1, 4, 5))).toEqual({ position_x: 3, height: 5 });
  });
});

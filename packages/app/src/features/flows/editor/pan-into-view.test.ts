import { describe, expect, it } from 'vitest';
import { panIntoView } from './pan-into-view.js';

const view = { x: 100, y: 50, zoom: 2 };

describe('panIntoView', () => {
  it('keeps the viewport when the box is already in view', () => {
    expect(panIntoView(view, { x: 0, y: 0, width: 100, height: 50 }, 800, 600)).toBe(view);
  });

  it('pans just enough, at the same zoom, to bring a box past the right or bottom edge in', () => {
    // The box's screen x is 300 × 2 + 100 = 700, its right edge 900: 124 px past 800 − 24.
    expect(panIntoView(view, { x: 300, y: 0, width: 100, height: 50 }, 800, 600)).toEqual({ x: -24, y: 50, zoom: 2 });
    // Screen y 250 × 2 + 50 = 550, bottom edge 650: 74 px past 600 − 24.
    expect(panIntoView(view, { x: 0, y: 250, width: 100, height: 50 }, 800, 600)).toEqual({ x: 100, y: -24, zoom: 2 });
  });

  it('pans to a box above or left of the view, and shows the top left of a box larger than the canvas', () => {
    expect(panIntoView(view, { x: -100, y: -40, width: 50, height: 20 }, 800, 600)).toEqual({ x: 224, y: 104, zoom: 2 });
    expect(panIntoView(view, { x: 0, y: 0, width: 1000, height: 1000 }, 800, 600)).toEqual({ x: 24, y: 24, zoom: 2 });
  });
});

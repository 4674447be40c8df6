import { describe, expect, it } from 'vitest';
import { focalPointAt, markerPosition } from './focal-point.js';

describe('focal point', () => {
  const box = { left: 100, top: 50, width: 400, height: 200 };

  it('turns a click on the shown image into image pixels', () => {
    expect(focalPointAt(300, 150, box, 1600, 800)).toEqual({ x: 800, y: 400 });
    expect(focalPointAt(101, 51, box, 1600, 800)).toEqual({ x: 4, y: 4 });
  });

  it('clamps clicks at the edge to the image', () => {
    expect(focalPointAt(90, 260, box, 1600, 800)).toEqual({ x: 0, y: 800 });
  });

  it('places the marker in percent of the image', () => {
    expect(markerPosition({ x: 400, y: 600 }, 1600, 800)).toEqual({ left: '25%', top: '75%' });
  });
});

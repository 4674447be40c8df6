import { describe, expect, it } from 'vitest';
import { previewBoxStyle } from './preview-box.js';

describe('previewBoxStyle', () => {
  it("reserves the image's box at its aspect ratio, no wider than the image nor taller than 60vh", () => {
    expect(previewBoxStyle(400, 200)).toEqual({ width: 'min(100%, 400px, calc(60vh * 400 / 200))', aspectRatio: '400 / 200' });
  });

  it.each([
    [null, 200],
    [400, null],
    [0, 200],
    [undefined, undefined],
  ])('reserves nothing for an unknown size (%s × %s)', (width, height) => {
    expect(previewBoxStyle(width, height)).toBeUndefined();
  });
});

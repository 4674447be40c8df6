import { afterEach, describe, expect, it } from 'vitest';
import { pickerColor } from './picker-color.js';

afterEach(() => document.documentElement.style.removeProperty('--project-color'));

describe('pickerColor', () => {
  it('keeps #rrggbb, reads what the page computes for other colours, and falls back to black', () => {
    expect(pickerColor('#AABBCC')).toBe('#aabbcc');
    expect(pickerColor('rgb(1, 2, 255)')).toBe('#0102ff');
    expect(pickerColor('')).toBe('#000000');
    expect(pickerColor('var(--project-color)', '#E91E63')).toBe('#e91e63');
    expect(pickerColor('var(--project-color)', '#fff')).toBe('#ffffff');
    expect(pickerColor('not a colour')).toBe('#000000');
    expect(document.body.querySelectorAll('span')).toHaveLength(0);
  });
});

import { describe, expect, it } from 'vitest';
import { describeDuration } from './describe-duration.js';

describe('describeDuration', () => {
  it.each([
    [900_000, '15 minutes'],
    [60_000, '1 minute'],
    [3_600_000, '1 hour'],
    [86_400_000, '1 day'],
    [90_000, '90 seconds'],
    [1_500, '1500 milliseconds'],
  ])('%i ms reads "%s"', (ms, text) => {
    expect(describeDuration(ms)).toBe(text);
  });
});

import { describe, expect, it } from 'vitest';
import { slugify } from './slugify.js';

describe('slugify', () => {
  it('lower-cases, drops accents and joins words with one hyphen', () => {
    expect(slugify('  Héllo, Wörld!  ')).toBe('hello-world');
    expect(slugify('A -- B')).toBe('a-b');
  });

  it('keeps a trailing hyphen while typing when asked', () => {
    expect(slugify('my ', true)).toBe('my-');
    expect(slugify('my ')).toBe('my');
  });
});

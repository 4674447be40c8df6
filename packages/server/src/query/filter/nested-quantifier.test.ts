import { describe, expect, it } from 'vitest';
import { hasNestedQuantifier } from './nested-quantifier.js';

describe('hasNestedQuantifier', () => {
  it.each(['(a+)+', '(a*)*$', '^(\\w+\\s?)*$', '((ab)+c)*', '(x{2,})+', '(a+){1,9}', '(?:a|b+)+'])('finds %s', (pattern) => {
    expect(hasNestedQuantifier(pattern)).toBe(true);
  });

  it.each(['^A.*', '^[Hh]ello', '(ab)+', '(a+)?', '(a+){2}', '[(a+)]+', '\\(a+\\)+', 'a+b*', '(a)(b+)'])('passes %s', (pattern) => {
    expect(hasNestedQuantifier(pattern)).toBe(false);
  });
});

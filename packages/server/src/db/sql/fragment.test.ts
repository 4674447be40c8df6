import { describe, expect, it } from 'vitest';
import { and, or, param, sql } from './fragment.js';

const terms = (count: number) => Array.from({ length: count }, (_, i) => sql`a = ${param(i)}`);
/** How deep parentheses nest in `text`. */
const depthOf = (text: string) => {
  let depth = 0;
  let deepest = 0;
  for (const char of text) {
    if (char === '(') deepest = Math.max(deepest, ++depth);
    else if (char === ')') depth--;
  }
  return deepest;
};

describe('and / or', () => {
  it('join up to 100 terms flat, each in parentheses, as before', () => {
    expect(or(terms(3))).toEqual({ text: '(a = ?) OR (a = ?) OR (a = ?)', bindings: [0, 1, 2] });
    expect(and(terms(2))).toEqual({ text: '(a = ?) AND (a = ?)', bindings: [0, 1] });
    expect(or(terms(100)).text.split(' OR ')).toHaveLength(100);
    expect(or(terms(1))).toEqual({ text: 'a = ?', bindings: [0] });
  });

  it('group longer runs by 100, so no chain is longer than 100 terms (SQLite nests one level per term, 1000 at most)', () => {
    for (const join of [or, (fragments: ReturnType<typeof terms>) => and(fragments)!]) {
      const joined = join(terms(20_000));
      expect(joined.bindings).toEqual(Array.from({ length: 20_000 }, (_, i) => i));
      // 20,000 terms: runs of 100, runs of those, one of those: three levels of parentheses around each term.
      expect(depthOf(joined.text)).toBe(3);
      expect(joined.text.match(/a = \?/g)).toHaveLength(20_000);
    }
  });

  it('carries more bindings than a call takes arguments (300,000) without overflowing the stack', () => {
    const many = sql`${or(terms(300_000))}`;
    expect(many.bindings).toHaveLength(300_000);
  });
});

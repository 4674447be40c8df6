import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exportQuery, parseLimit } from './export-query.js';

const view = { fields: ['id', 'title', 'author.name'], filter: { status: { _eq: 'published' } }, search: ' hello ', sort: ['-id'] };

describe('exportQuery', () => {
  it("uses the page's columns, filter, search and sort by default, with every item unless a limit is set", () => {
    expect(exportQuery(view, { useView: true, limit: null })).toEqual({
      fields: ['id', 'title', 'author.name'],
      filter: { status: { _eq: 'published' } },
      search: 'hello',
      sort: ['-id'],
      limit: -1,
    });
    expect(exportQuery({ ...view, filter: undefined, search: '' }, { useView: true, limit: 20 })).toEqual({
      fields: ['id', 'title', 'author.name'],
      sort: ['-id'],
      limit: 20,
    });
  });

  it('exports every field of every item when the view is not used', () => {
    expect(exportQuery(view, { useView: false, limit: null })).toEqual({ limit: -1 });
    expect(exportQuery(view, { useView: false, limit: 5 })).toEqual({ limit: 5 });
  });
});

describe('parseLimit', () => {
  it('reads empty as all, whole numbers as themselves, and refuses the rest', () => {
    expect(parseLimit('  ')).toEqual({ limit: null });
    expect(parseLimit('25')).toEqual({ limit: 25 });
    for (const bad of ['0', '-1', '2.5', '1e3', 'ten', '99999999999999999999']) expect(parseLimit(bad)).toHaveProperty('error');
  });

  it('only ever answers a positive safe integer, null, or an error (fuzz)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (text) => {
        const parsed = parseLimit(text);
        if ('limit' in parsed && parsed.limit !== null) {
          expect(Number.isSafeInteger(parsed.limit) && parsed.limit >= 1).toBe(true);
          expect(String(parsed.limit)).toBe(text.trim().replace(/^0+(?=\d)/, ''));
        }
      }),
      { numRuns: 500 },
    );
  });
});

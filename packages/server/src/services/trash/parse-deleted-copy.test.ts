import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDeletedCopy } from './parse-deleted-copy.js';
import { TRASH_LINKS_KEY, TRASH_RESTORED_KEY } from './trash-copy.js';
import { fuzzRuns } from '../../../test/harness/slow-tests.js';

const link = fc.record({
  collection: fc.string(),
  field: fc.string(),
  keys: fc.array(fc.oneof(fc.string(), fc.integer())),
});
/** Stored revision JSON: mostly well-formed copies, with any JSON (hostile names included) mixed in. */
const data = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(fc.oneof(fc.string(), fc.constantFrom('__proto__', 'constructor', TRASH_LINKS_KEY)), fc.jsonValue()),
  fc.record({ id: fc.integer(), [TRASH_LINKS_KEY]: fc.array(fc.oneof(link, fc.jsonValue())) }),
);

describe('parseDeletedCopy', () => {
  it('reads a copy: the row without the links key, the links, whether it was restored', () => {
    const copy = parseDeletedCopy({
      id: 7,
      data: { id: 1, name: 'Ann', [TRASH_LINKS_KEY]: [{ collection: 'books', field: 'author', keys: [1, 2] }, { collection: 1 }] },
      delta: { [TRASH_RESTORED_KEY]: true },
    });
    expect(copy).toEqual({
      revision: 7,
      row: Object.assign(Object.create(null), { id: 1, name: 'Ann' }),
      links: [{ collection: 'books', field: 'author', keys: [1, 2] }],
      isRestored: true,
    });
    expect(parseDeletedCopy({ id: 7, data: null, delta: null })).toBeNull();
    expect(parseDeletedCopy({ id: 7, data: [1], delta: null })).toBeNull();
    expect(parseDeletedCopy({ id: 7, data: { id: 1 }, delta: { [TRASH_RESTORED_KEY]: 'yes' } })!.isRestored).toBe(false);
  });

  it('keeps a `__proto__` column as a column, never as a prototype', () => {
    const copy = parseDeletedCopy({ id: 1, data: JSON.parse('{"__proto__": {"polluted": true}, "a": 1}'), delta: null })!;
    expect(Object.getPrototypeOf(copy.row)).toBeNull();
    expect(Object.keys(copy.row)).toEqual(['__proto__', 'a']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('never throws on any stored JSON, and answers only well-formed links', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.string(), fc.constant(null)), data, fc.jsonValue(), (id, stored, delta) => {
        const copy = parseDeletedCopy({ id, data: stored, delta });
        if (copy === null) return;
        expect(copy.row).not.toHaveProperty(TRASH_LINKS_KEY);
        for (const entry of copy.links) {
          expect(typeof entry.collection).toBe('string');
          expect(typeof entry.field).toBe('string');
          expect(entry.keys.every((key) => typeof key === 'string' || typeof key === 'number')).toBe(true);
        }
        expect(typeof copy.isRestored).toBe('boolean');
      }),
      { numRuns: fuzzRuns(500) },
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

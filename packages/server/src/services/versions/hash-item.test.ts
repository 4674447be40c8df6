import { describe, expect, it } from 'vitest';
import { hashItem } from './hash-item.js';

describe('hashItem', () => {
  it('is the SHA-1 of the JSON with sorted keys, whatever order the fields came in', () => {
    expect(hashItem({ title: 'A', id: 1 })).toBe(hashItem({ id: 1, title: 'A' }));
    expect(hashItem({ b: [{ y: 2, x: 1 }], a: null })).toBe(hashItem({ a: null, b: [{ x: 1, y: 2 }] }));
    // sha1('{"id":1,"title":"A"}')
    expect(hashItem({ title: 'A', id: 1 })).toBe('39c4dce33a29bc734289f08ceb5fe76e8944b0e6');
  });

  it('changes with any value, type or list order', () => {
    const base = hashItem({ id: 1, title: 'A', tags: [1, 2] });
    for (const other of [
      { id: 1, title: 'B', tags: [1, 2] },
      { id: '1', title: 'A', tags: [1, 2] },
      { id: 1, title: 'A', tags: [2, 1] },
      { id: 1, title: 'A' },
    ]) {
      expect(hashItem(other)).not.toBe(base);
    }
  });
});

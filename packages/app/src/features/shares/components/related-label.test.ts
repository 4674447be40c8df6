import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeField } from '../../../testing/fixtures.js';
import { isRelationalField, relatedLabel, relatedName, relationalPaths } from './related-label.js';

describe('related rows on the share page', () => {
  it('reads to-one relations one level deep and junctions two', () => {
    const fields = [
      makeField('a', 'title', 'string', {}),
      makeField('a', 'author', 'integer', { special: ['m2o'] }),
      makeField('a', 'cover', 'uuid', { special: ['file'] }),
      makeField('a', 'comments', 'alias', { special: ['o2m'] }),
      makeField('a', 'labels', 'alias', { special: ['m2m'] }),
      makeField('a', 'gallery', 'alias', { special: ['files'] }),
    ];
    expect(relationalPaths(fields)).toEqual(['author.*', 'cover.*', 'comments.*', 'labels.*.*', 'gallery.*.*']);
    expect(fields.map(isRelationalField)).toEqual([false, true, true, true, true, true]);
  });

  it('names a row by its title, name, person or file name, a junction row by the row it holds', () => {
    expect(relatedLabel({ id: 1, name: 'Ann' })).toBe('Ann');
    expect(relatedLabel({ id: 'u1', first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' })).toBe('Ada Lovelace');
    expect(relatedLabel({ id: 'f1', filename_download: 'cat.jpg' })).toBe('cat.jpg');
    expect(
      relatedLabel([
        { id: 1, articles_id: 1, labels_id: { id: 1, name: 'Tech' } },
        { id: 2, labels_id: { id: 2, name: 'Life' } },
      ]),
    ).toBe('Tech, Life');
    const parent = { id: 1, title: 'Hello' };
    expect(relatedLabel([{ id: 1, articles_id: { id: 1, title: 'Hello' }, labels_id: { id: 1, name: 'Tech' } }], parent)).toBe('Tech');
    expect(relatedLabel({ id: 7, body: 'no name' })).toBe('7');
    expect(relatedLabel(3)).toBe('3');
    expect(relatedLabel([])).toBe('—');
    expect(relatedLabel(null)).toBe('—');
  });

  it('finds no name in plain JSON values, so they show as JSON', () => {
    expect(relatedName({ a: 1 })).toBeNull();
    expect(relatedName(['intro'])).toBeNull();
    expect(relatedName([{ id: 1, name: 'Tech' }, { id: 2 }])).toBeNull();
    expect(relatedName({ id: 1, name: 'Tech' })).toBe('Tech');
  });

  it('never throws on whatever JSON the API answers', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), (value) => {
        expect(typeof relatedLabel(value)).toBe('string');
        expect(['string', 'object']).toContain(typeof relatedName(value));
      }),
    );
  });
});

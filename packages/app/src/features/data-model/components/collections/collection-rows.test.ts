import { describe, expect, it } from 'vitest';
import { makeCollection } from '../../../../testing/fixtures.js';
import { collectionRows, reorderBatch } from './collection-rows.js';

const folder = (name: string, meta = {}) => ({ ...makeCollection(name, meta), schema: null });
const collections = [
  makeCollection('articles', { sort: 2 }),
  folder('blog', { sort: 1 }),
  makeCollection('posts', { group: 'blog', sort: 1 }),
  makeCollection('tags', { group: 'blog', sort: 2 }),
  makeCollection('secrets', { hidden: true, sort: 3 }),
  makeCollection('orphans', { group: 'gone', sort: 4 }),
  makeCollection('directus_users'),
];
const names = (rows: ReturnType<typeof collectionRows>) => rows.map((row) => `${'-'.repeat(row.depth)}${row.collection.collection}`);

describe('collectionRows', () => {
  it('nests by group in sort order, hidden and system collections only when asked', () => {
    expect(names(collectionRows(collections, { showHidden: false, showSystem: false }))).toEqual([
      'blog',
      '-posts',
      '-tags',
      'articles',
      'orphans',
    ]);
    expect(names(collectionRows(collections, { showHidden: true, showSystem: true }))).toEqual([
      'blog',
      '-posts',
      '-tags',
      'articles',
      'secrets',
      'orphans',
      'directus_users',
    ]);
  });

  it('survives group cycles and hostile names', () => {
    const cyclic = [makeCollection('__proto__', { group: 'constructor' }), makeCollection('constructor', { group: '__proto__' })];
    expect(collectionRows(cyclic, { showHidden: true, showSystem: false })).toEqual([]);
    expect(
      names(
        collectionRows([makeCollection('__proto__'), makeCollection('constructor', { group: '__proto__' })], {
          showHidden: true,
          showSystem: false,
        }),
      ),
    ).toEqual(['__proto__', '-constructor']);
  });
});

describe('reorderBatch', () => {
  const rows = collectionRows(collections, { showHidden: true, showSystem: true });

  it('renumbers the siblings, sending only the ones that change', () => {
    expect(reorderBatch(rows, 'articles', 'blog')).toEqual([
      { collection: 'articles', meta: { sort: 1, group: null } },
      { collection: 'blog', meta: { sort: 2, group: null } },
    ]);
    expect(reorderBatch(rows, 'posts', 'tags')).toEqual([
      { collection: 'tags', meta: { sort: 1, group: 'blog' } },
      { collection: 'posts', meta: { sort: 2, group: 'blog' } },
    ]);
  });

  it('moves a collection into another group at the place it is dropped', () => {
    expect(reorderBatch(rows, 'articles', 'tags')).toEqual([
      { collection: 'articles', meta: { sort: 2, group: 'blog' } },
      { collection: 'tags', meta: { sort: 3, group: 'blog' } },
    ]);
  });

  it('refuses to move a folder into itself or to move system collections', () => {
    expect(reorderBatch(rows, 'blog', 'posts')).toEqual([]);
    expect(reorderBatch(rows, 'directus_users', 'articles')).toEqual([]);
    expect(reorderBatch(rows, 'articles', 'articles')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { makeCollection } from '../../../../testing/fixtures.js';
import { buildCollectionTree } from './collection-tree.js';
import type { TreeNode } from './collection-tree.js';

const shape = (nodes: TreeNode[]): unknown[] =>
  nodes.map((node) => (node.children.length > 0 ? [node.collection.collection, shape(node.children)] : node.collection.collection));

describe('buildCollectionTree', () => {
  it('nests by group, orders by sort then name, and leaves out hidden and system collections', () => {
    const folder = { ...makeCollection('blog', { sort: 1 }), schema: null };
    const tree = buildCollectionTree([
      makeCollection('zebra', { sort: 3 }),
      makeCollection('posts', { group: 'blog', sort: 2 }),
      makeCollection('authors', { group: 'blog', sort: 1 }),
      folder,
      makeCollection('alpha', { sort: 3 }),
      makeCollection('secret', { hidden: true }),
      makeCollection('under_secret', { group: 'secret' }),
      makeCollection('directus_users'),
    ]);
    expect(shape(tree)).toEqual([['blog', ['authors', 'posts']], 'alpha', 'zebra', 'under_secret']);
    expect(tree[0]?.isFolder).toBe(true);
  });

  it('leaves out tables without metadata (meta null), as the reference app does', () => {
    const tree = buildCollectionTree([makeCollection('posts'), { ...makeCollection('sync_id_map'), meta: null }]);
    expect(shape(tree)).toEqual(['posts']);
  });

  it('survives a group cycle', () => {
    const tree = buildCollectionTree([makeCollection('a', { group: 'b' }), makeCollection('b', { group: 'a' })]);
    expect(tree).toEqual([]);
  });
});

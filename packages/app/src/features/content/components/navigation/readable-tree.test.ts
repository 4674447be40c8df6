import { describe, expect, it } from 'vitest';
import { ADMIN_PERMISSIONS, permissionsFromRules } from '../../../../lib/permissions/permissions.js';
import { makeCollection } from '../../../../testing/fixtures.js';
import { permissionRule } from '../../../../testing/permission-fixtures.js';
import type { TreeNode } from './collection-tree.js';
import { readableCollectionTree } from './readable-tree.js';

const shape = (nodes: TreeNode[]): unknown[] =>
  nodes.map((node) => (node.children.length > 0 ? [node.collection.collection, shape(node.children)] : node.collection.collection));
const folder = (name: string, sort: number) => ({ ...makeCollection(name, { sort }), schema: null });
const collections = [
  folder('blog', 1),
  makeCollection('posts', { group: 'blog', sort: 1 }),
  makeCollection('drafts', { group: 'blog', sort: 2 }),
  folder('archive', 2),
  makeCollection('old', { group: 'archive' }),
  makeCollection('notes', { sort: 3 }),
  folder('empty', 4),
];
const read = (collection: string) => permissionRule(collection, 'read');

describe('readableCollectionTree', () => {
  it('leaves out what the user may not read, and the folders that leaves empty', () => {
    expect(shape(readableCollectionTree(collections, permissionsFromRules([read('posts'), read('notes')])))).toEqual([
      ['blog', ['posts']],
      'notes',
    ]);
  });

  it('only needs a read rule, whatever the other actions', () => {
    const writeOnly = permissionsFromRules([
      { ...read('notes'), action: 'update' },
      { ...read('old'), action: 'create' },
    ]);
    expect(readableCollectionTree(collections, writeOnly)).toEqual([]);
  });

  it('shows an admin everything, empty folders too', () => {
    expect(shape(readableCollectionTree(collections, ADMIN_PERMISSIONS))).toEqual([
      ['blog', ['posts', 'drafts']],
      ['archive', ['old']],
      'notes',
      'empty',
    ]);
  });
});

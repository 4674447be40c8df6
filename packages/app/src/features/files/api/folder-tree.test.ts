import { describe, expect, it } from 'vitest';
import { buildFolderTree, folderPath, isAncestor, moveTargets } from './folder-tree.js';

const FOLDERS = [
  { id: 'b', name: 'Brand', parent: null },
  { id: 'a', name: 'Archive', parent: null },
  { id: 'l', name: 'Logos', parent: 'b' },
  { id: 'x', name: 'Old logos', parent: 'l' },
  { id: 'o', name: 'Orphan', parent: 'gone' },
];

describe('folder tree', () => {
  it('nests folders by parent, sorted by name, with orphans at the top', () => {
    const tree = buildFolderTree(FOLDERS);
    expect(tree.map((node) => node.folder.name)).toEqual(['Archive', 'Brand', 'Orphan']);
    expect(tree[1]?.children[0]?.folder.name).toBe('Logos');
    expect(tree[1]?.children[0]?.children[0]?.folder.name).toBe('Old logos');
  });

  it('does not loop on a cycle of parents', () => {
    const tree = buildFolderTree([
      { id: '1', name: 'One', parent: '2' },
      { id: '2', name: 'Two', parent: '1' },
    ]);
    expect(tree.length).toBeGreaterThan(0);
    expect(
      isAncestor(
        [
          { id: '1', name: 'One', parent: '2' },
          { id: '2', name: 'Two', parent: '1' },
        ],
        'z',
        '1',
      ),
    ).toBe(false);
  });

  it('gives the path from the top and the folders a folder may move into', () => {
    expect(folderPath(FOLDERS, 'x').map((folder) => folder.name)).toEqual(['Brand', 'Logos', 'Old logos']);
    expect(moveTargets(FOLDERS, 'l').map((folder) => folder.id)).toEqual(['b', 'a', 'o']);
  });
});

import { describe, expect, it } from 'vitest';
import { folderOptions } from './folder-tree.js';

describe('folderOptions', () => {
  it('lists folders depth-first by name with their depth', () => {
    const folders = [
      { id: 'b', name: 'Photos', parent: null },
      { id: 'a', name: 'Docs', parent: null },
      { id: 'c', name: '2024', parent: 'b' },
      { id: 'd', name: 'Orphan', parent: 'missing' },
    ];
    expect(folderOptions(folders)).toEqual([
      { id: 'a', name: 'Docs', depth: 0 },
      { id: 'd', name: 'Orphan', depth: 0 },
      { id: 'b', name: 'Photos', depth: 0 },
      { id: 'c', name: '2024', depth: 1 },
    ]);
  });

  it('leaves out folders caught in a parent loop instead of hanging', () => {
    const looped = [
      { id: 'x', name: 'X', parent: 'y' },
      { id: 'y', name: 'Y', parent: 'x' },
    ];
    expect(folderOptions(looped)).toEqual([]);
  });
});

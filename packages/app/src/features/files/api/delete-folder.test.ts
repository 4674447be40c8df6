import { describe, expect, it } from 'vitest';
import { signedInFakeClient } from '../../../testing/fake-client.js';
import { deleteFolderKeepingContents } from './delete-folder.js';

describe('deleting a folder', () => {
  it('moves its files and subfolders to its parent, then deletes it', async () => {
    const client = await signedInFakeClient({
      items: {
        directus_folders: [
          { id: 'top', name: 'Top', parent: null },
          { id: 'mid', name: 'Mid', parent: 'top' },
          { id: 'low', name: 'Low', parent: 'mid' },
        ],
        directus_files: [
          { id: 'f1', folder: 'mid', title: 'One' },
          { id: 'f2', folder: 'low', title: 'Two' },
          { id: 'f3', folder: null, title: 'Three' },
        ],
      },
    });
    await deleteFolderKeepingContents(client, { id: 'mid', name: 'Mid', parent: 'top' });
    expect(client.data.items.directus_folders).toEqual([
      { id: 'top', name: 'Top', parent: null },
      { id: 'low', name: 'Low', parent: 'top' },
    ]);
    expect(client.data.items.directus_files?.map((row) => [row.id, row.folder])).toEqual([
      ['f1', 'top'],
      ['f2', 'low'],
      ['f3', null],
    ]);
    expect(client.callsOf('updateFiles')).toEqual([[['f1'], { folder: 'top' }]]);
  });
});

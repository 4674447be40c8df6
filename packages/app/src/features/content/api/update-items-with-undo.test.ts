import { describe, expect, it } from 'vitest';
import { createFakeClient, FakeApiError } from '../../../testing/fake-client.js';
import { blogSchema } from '../../../testing/fixtures.js';
import { updateItemsWithUndo } from './update-items-with-undo.js';

const statuses = (client: ReturnType<typeof createFakeClient>) =>
  client.data.items.articles?.map((row) => [row.id, row.status, row.author]);

describe('updateItemsWithUndo', () => {
  it('updates every item and its undo puts back each item’s own previous values', async () => {
    const client = createFakeClient(blogSchema());
    const undo = await updateItemsWithUndo(client, {
      collection: 'articles',
      primaryKey: 'id',
      keys: [1, 2, 3],
      patch: { status: 'draft', author: 2 },
    });
    expect(statuses(client)).toEqual([
      [1, 'draft', 2],
      [2, 'draft', 2],
      [3, 'draft', 2],
    ]);
    await undo?.();
    expect(statuses(client)).toEqual([
      [1, 'published', 1],
      [2, 'draft', 2],
      [3, 'archived', 1],
    ]);
    // One request per distinct set of previous values, after the read and the update.
    expect(client.callsOf('updateItems').slice(1)).toEqual([
      ['articles', [1], { status: 'published', author: 1 }],
      ['articles', [2], { status: 'draft', author: 2 }],
      ['articles', [3], { status: 'archived', author: 1 }],
    ]);
  });

  it('groups items that had the same values into one restoring request', async () => {
    const client = createFakeClient(blogSchema());
    const undo = await updateItemsWithUndo(client, {
      collection: 'articles',
      primaryKey: 'id',
      keys: [1, 3],
      patch: { status: 'archived' },
    });
    await undo?.();
    expect(client.callsOf('updateItems')).toEqual([
      ['articles', [1, 3], { status: 'archived' }],
      ['articles', [1], { status: 'published' }],
      ['articles', [3], { status: 'archived' }],
    ]);
    const same = createFakeClient(blogSchema());
    await (
      await updateItemsWithUndo(same, { collection: 'articles', primaryKey: 'id', keys: [1, 3], patch: { author: 2 } })
    )?.();
    expect(same.callsOf('updateItems')[1]).toEqual(['articles', [1, 3], { author: 1 }]);
  });

  it('still updates, without an undo, when the previous values cannot be read', async () => {
    const client = createFakeClient(blogSchema());
    client.failNext('readItems', new FakeApiError(403, 'FORBIDDEN', "You don't have permission to access this."));
    const undo = await updateItemsWithUndo(client, { collection: 'articles', primaryKey: 'id', keys: [2], patch: { status: 'published' } });
    expect(undo).toBeNull();
    expect(statuses(client)?.[1]).toEqual([2, 'published', 2]);
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeClient, FakeApiError } from '../../../testing/fake-client.js';
import type { FakeData } from '../../../testing/fake-client.js';
import { shareFixture } from '../../../testing/fake-shares-methods.js';
import { blogSchema } from '../../../testing/fixtures.js';
import { renderApp } from '../../../testing/ui.js';
import type { ShareRow } from '../../../lib/shares/types.js';

const SHARE_ID = '6f1c1e8e-4a7b-4d1e-9a51-2b1f1c0d9e01';

function openSharePage(share: Partial<ShareRow> = {}, seed: Partial<FakeData> = {}) {
  const schema = blogSchema();
  // A signed-out visitor: the fake client has no session.
  const client = createFakeClient({
    ...schema,
    items: { ...schema.items, directus_shares: [shareFixture({ id: SHARE_ID, collection: 'articles', item: '1', ...share })] },
    ...seed,
  });
  return { client, ...renderApp(client, `/shared/${SHARE_ID}`) };
}

describe('public share page', () => {
  it('opens a share without a password at once and shows the item read-only with its fields', async () => {
    const { client } = openSharePage();
    expect(await screen.findByRole('heading', { name: 'Shared Articles item' })).toBeInTheDocument();
    const title = await screen.findByText('Title');
    expect(title.nextElementSibling).toHaveTextContent('Hello');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(client.callsOf('openShare')).toEqual([[SHARE_ID]]);
    expect(client.data.items.directus_shares?.[0]?.times_used).toBe(1);
    // The visitor's own session is never set: the share's token stays in the reader.
    expect(await client.getToken()).toBeNull();
  });

  it('names related rows instead of showing their keys, reading the relations with the item', async () => {
    const { client } = openSharePage();
    expect((await screen.findByText('Author')).nextElementSibling).toHaveTextContent('Ann');
    expect(screen.getByText('Labels').nextElementSibling).toHaveTextContent('Tech');
    expect(client.callsOf('readItem').at(-1)).toEqual(['articles', '1', ['*', 'author.*', 'comments.*', 'labels.*.*']]);
  });

  it('shows the item with its keys when the share may not read the related rows', async () => {
    const { client } = openSharePage();
    client.failNext('readItem', new FakeApiError(403, 'FORBIDDEN', "You don't have permission to access this."));
    expect((await screen.findByText('Author')).nextElementSibling).toHaveTextContent('1');
    expect(client.callsOf('readItem')).toEqual([
      ['articles', '1', ['*', 'author.*', 'comments.*', 'labels.*.*']],
      ['articles', '1'],
    ]);
  });

  it('asks for the password, says when it is wrong, and opens with the right one', async () => {
    const { client, user } = openSharePage({ password: 'open-sesame' });
    const form = await screen.findByRole('form', { name: 'Share password' });
    await user.type(within(form).getByLabelText('Password'), 'guess');
    await user.click(within(form).getByRole('button', { name: 'Open' }));
    expect(await within(form).findByText('Wrong password, or the share cannot be opened any more.')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('Password'));
    await user.type(within(form).getByLabelText('Password'), 'open-sesame');
    await user.click(within(form).getByRole('button', { name: 'Open' }));
    expect((await screen.findByText('Slug')).nextElementSibling).toHaveTextContent('hello');
    expect(client.callsOf('openShare')).toEqual([
      [SHARE_ID, 'guess'],
      [SHARE_ID, 'open-sesame'],
    ]);
  });

  it('shows the values under labels from their keys, related rows by name, when the share may not read the fields', async () => {
    const { client } = openSharePage();
    client.failNext('readFields', new FakeApiError(403, 'FORBIDDEN', "You don't have permission to access this."));
    expect((await screen.findByText('Title')).nextElementSibling).toHaveTextContent('Hello');
    expect((await screen.findByText('Tags')).nextElementSibling).toHaveTextContent('["intro"]');
    expect(screen.getByText('Author').nextElementSibling).toHaveTextContent('Ann');
    expect(client.callsOf('readItem').at(-1)).toEqual(['articles', '1', ['*', '*.*.*']]);
  });

  it('says when the share is used up, without trying to open it', async () => {
    const { client } = openSharePage({ max_uses: 2, times_used: 2 });
    expect(await screen.findByText('This share has been opened as often as it may be.')).toBeInTheDocument();
    expect(client.callsOf('openShare')).toEqual([]);
  });

  it('says when the share does not exist or is outside its dates', async () => {
    openSharePage({ date_end: '2000-01-01T00:00:00.000Z' });
    expect(await screen.findByText('This share does not exist, has expired, or is not valid yet.')).toBeInTheDocument();
  });

  it('says when the API refuses to open the share', async () => {
    const { client } = openSharePage();
    client.failNext('openShare', new FakeApiError(401, 'INVALID_CREDENTIALS', 'Invalid user credentials.'));
    expect(await screen.findByText('This share cannot be opened any more.')).toBeInTheDocument();
  });
});

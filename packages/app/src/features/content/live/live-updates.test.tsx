import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInFakeClient, type FakeClient } from '../../../testing/fake-client.js';
import { blogSchema } from '../../../testing/fixtures.js';
import { activityFixture, serverInfoFixture, userFixture } from '../../../testing/system-fixtures.js';
import { renderApp } from '../../../testing/ui.js';

const WEBSOCKET = { rest: { authentication: 'handshake', path: '/websocket' }, graphql: false, heartbeat: 30 } as const;

async function liveClient(websocket: boolean = true): Promise<FakeClient> {
  const client = await signedInFakeClient({
    ...blogSchema(),
    serverInfo: { ...serverInfoFixture(), ...(websocket ? { websocket: WEBSOCKET } : {}) },
  });
  return client;
}

/** What another user does: change the row in the fake API, leave an activity entry, and have the server push it. */
function editByOther(
  client: FakeClient,
  key: number,
  patch: Record<string, unknown>,
  user = userFixture({ id: 'user-2', first_name: 'Bea', last_name: 'Other' }),
) {
  const row = client.data.items.articles!.find((entry) => entry.id === key)!;
  Object.assign(row, patch);
  client.data.activities.push(
    activityFixture({
      id: client.data.activities.length + 100,
      action: 'update',
      collection: 'articles',
      item: String(key),
      user,
      timestamp: new Date().toISOString(),
    }),
  );
  act(() => client.realtime.push({ collection: 'articles', event: 'update', items: [{ ...row }] }));
}

const readsOf = (client: FakeClient, collection: string) =>
  client.callsOf('readItems').filter(([name, query]) => name === collection && (query as { limit?: number }).limit !== 0).length;

describe('content module: live updates', () => {
  it('opens no connection when the server announces no websockets', async () => {
    const client = await liveClient(false);
    renderApp(client, '/content/articles');
    await screen.findByText('Hello', undefined, { timeout: 5000 });
    expect(client.realtime.connections).toEqual([]);
  });

  it('keeps one connection for the module, in the announced auth mode, and closes it on leaving', async () => {
    const client = await liveClient();
    const { router, user } = renderApp(client, '/content/articles');
    await screen.findByText('Hello', undefined, { timeout: 5000 });
    await waitFor(() => expect(client.realtime.watches()).toContainEqual({ collection: 'articles', fields: ['id'] }));
    await user.click(screen.getByText('Hello'));
    await screen.findByLabelText('Title', undefined, { timeout: 5000 });
    await waitFor(() => expect(client.realtime.watches()).toContainEqual({ collection: 'articles', item: 1, fields: ['*'] }));
    expect(client.realtime.connections).toEqual(['handshake']);
    expect(client.realtime.openCount).toBe(1);

    await act(() => router.navigate('/settings'));
    await waitFor(() => expect(client.realtime.openCount).toBe(0));
    expect(client.realtime.watches()).toEqual([]);
  });

  it('an open collection page shows an item another user created, without a reload', async () => {
    const client = await liveClient();
    renderApp(client, '/content/articles');
    await screen.findByText('Hello', undefined, { timeout: 5000 });
    await waitFor(() => expect(client.realtime.watches()).toHaveLength(1));
    client.data.items.articles!.push({ id: 9, title: 'Breaking', slug: 'breaking', status: 'published', author: 1, sort: 9 });
    act(() => client.realtime.push({ collection: 'articles', event: 'create', items: [{ id: 9 }] }));
    expect(await screen.findByText('Breaking')).toBeInTheDocument();
  });

  it('a flood of changes refetches the list once, not once per message', async () => {
    const client = await liveClient();
    renderApp(client, '/content/articles');
    await screen.findByText('Hello', undefined, { timeout: 5000 });
    await waitFor(() => expect(client.realtime.watches()).toHaveLength(1));
    const before = readsOf(client, 'articles');
    client.data.items.articles!.push({ id: 10, title: 'Flooded', slug: 'flooded', status: 'published', author: 1, sort: 10 });
    act(() => {
      for (let index = 0; index < 200; index += 1) client.realtime.push({ collection: 'articles', event: 'update', items: [{ id: 1 }] });
    });
    expect(await screen.findByText('Flooded')).toBeInTheDocument();
    expect(readsOf(client, 'articles') - before).toBe(1);
  });

  it('a change to another collection does not refresh this one', async () => {
    const client = await liveClient();
    renderApp(client, '/content/articles');
    await screen.findByText('Hello', undefined, { timeout: 5000 });
    await waitFor(() => expect(client.realtime.watches()).toHaveLength(1));
    const before = readsOf(client, 'articles');
    act(() => client.realtime.push({ collection: 'authors', event: 'update', items: [{ id: 1 }] }));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(readsOf(client, 'articles')).toBe(before);
  });

  it('an open item page with a clean form shows the other user’s change', async () => {
    const client = await liveClient();
    renderApp(client, '/content/articles/1');
    expect(await screen.findByLabelText('Title', undefined, { timeout: 5000 })).toHaveValue('Hello');
    await waitFor(() => expect(client.realtime.watches()).toHaveLength(1));
    editByOther(client, 1, { title: 'Hello, edited elsewhere' });
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Hello, edited elsewhere'));
    expect(screen.queryByText(/edited this item/)).not.toBeInTheDocument();
  });

  it('with unsaved edits it keeps them and says who edited the item; Keep mine keeps them and saves them', async () => {
    const client = await liveClient();
    const { user } = renderApp(client, '/content/articles/1');
    const title = await screen.findByLabelText('Title', undefined, { timeout: 5000 });
    await waitFor(() => expect(client.realtime.watches()).toHaveLength(1));
    await user.clear(title);
    await user.type(title, 'My draft');

    editByOther(client, 1, { title: 'Their title' });
    const notice = (await screen.findByText('Bea Other edited this item')).closest('.notice') as HTMLElement;
    expect(screen.getByLabelText('Title')).toHaveValue('My draft');

    await user.click(within(notice).getByRole('button', { name: 'Keep mine' }));
    expect(screen.queryByText('Bea Other edited this item')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('My draft');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(client.callsOf('updateItem')).toEqual([['articles', 1, { title: 'My draft' }]]));
  });

  it('Reload drops the edits and shows the item as the other user left it', async () => {
    const client = await liveClient();
    const { user } = renderApp(client, '/content/articles/1');
    const title = await screen.findByLabelText('Title', undefined, { timeout: 5000 });
    await waitFor(() => expect(client.realtime.watches()).toHaveLength(1));
    await user.type(title, ' mine');
    editByOther(client, 1, { title: 'Theirs' });
    const notice = (await screen.findByText('Bea Other edited this item')).closest('.notice') as HTMLElement;
    await user.click(within(notice).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Theirs'));
    expect(screen.queryByText(/edited this item/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('my own change from elsewhere (another tab) raises no notice; a change with no known author names "Someone"', async () => {
    const client = await liveClient();
    const { user } = renderApp(client, '/content/articles/1');
    const title = await screen.findByLabelText('Title', undefined, { timeout: 5000 });
    await waitFor(() => expect(client.realtime.watches()).toHaveLength(1));
    await user.type(title, '!');
    editByOther(client, 1, { slug: 'by-me' }, userFixture({ id: client.data.me.id }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText(/edited this item/)).not.toBeInTheDocument();

    client.data.activities.length = 0;
    act(() => client.realtime.push({ collection: 'articles', event: 'update', items: [{ id: 1, title: 'x' }] }));
    expect(await screen.findByText('Someone edited this item')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Hello!');
  });

  it('names the author from user_updated when the change carries it, and tells a deletion apart', async () => {
    const client = await liveClient();
    const { user } = renderApp(client, '/content/articles/2');
    const title = await screen.findByLabelText('Title', undefined, { timeout: 5000 });
    await waitFor(() => expect(client.realtime.watches()).toHaveLength(1));
    await user.type(title, '?');
    act(() =>
      client.realtime.push({
        collection: 'articles',
        event: 'update',
        items: [{ id: 2, user_updated: { id: 'user-3', first_name: 'Cy', last_name: null, email: 'cy@example.com' } }],
      }),
    );
    expect(await screen.findByText('Cy edited this item')).toBeInTheDocument();

    client.data.activities.push(
      activityFixture({
        id: 500,
        action: 'delete',
        collection: 'articles',
        item: '2',
        user: userFixture({ id: 'user-4', email: 'dee@example.com' }),
      }),
    );
    act(() => client.realtime.push({ collection: 'articles', event: 'delete', keys: [2] }));
    expect(await screen.findByText('dee@example.com deleted this item')).toBeInTheDocument();
  });
});

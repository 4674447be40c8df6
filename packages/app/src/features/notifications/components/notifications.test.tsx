import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInFakeClient } from '../../../testing/fake-client.js';
import { blogSchema } from '../../../testing/fixtures.js';
import { renderApp } from '../../../testing/ui.js';
import { notificationLink } from './notification-link.js';

async function setup() {
  const seed = blogSchema();
  const client = await signedInFakeClient(seed);
  const me = String(client.data.me.id);
  const sender = { id: 'u-ada', first_name: 'Ada', last_name: 'Admin', email: 'ada@example.com' };
  client.data.items['directus_notifications'] = [
    {
      id: 1,
      recipient: me,
      timestamp: '2024-05-01T10:00:00Z',
      status: 'inbox',
      subject: 'You were mentioned in articles',
      message: '\nHello you,\n\nAda Admin has mentioned you in a comment:\n\n> Look at this, <em>You</em>\n',
      collection: 'articles',
      item: '1',
      sender,
    },
    {
      id: 2,
      recipient: me,
      timestamp: '2024-05-02T10:00:00Z',
      status: 'inbox',
      subject: 'Export ready',
      message: '**Done** <img src=x onerror="window.hacked=1"> <a href="javascript:alert(1)">bad</a> <script>window.hacked=1</script>',
      collection: null,
      item: null,
      sender: null,
    },
    {
      id: 3,
      recipient: 'someone-else',
      timestamp: '2024-05-03T10:00:00Z',
      status: 'inbox',
      subject: 'Not mine',
      message: null,
      collection: null,
      item: null,
      sender: null,
    },
  ];
  const view = renderApp(client, '/content');
  return { client, ...view };
}

describe('notifications drawer', () => {
  it('shows the unread count, lists the inbox newest first with safe messages and item links, and archives', async () => {
    const { client, user, router } = await setup();
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await user.click(bell);
    const drawer = await screen.findByRole('dialog', { name: 'Notifications' });
    const inbox = await within(drawer).findByRole('list', { name: 'Inbox' });
    const entries = within(inbox).getAllByRole('listitem');
    expect(entries.map((entry) => entry.querySelector('strong')?.textContent)).toEqual(['Export ready', 'You were mentioned in articles']);
    expect(within(drawer).queryByText('Not mine')).not.toBeInTheDocument();
    // Markdown and the server's <em> render; scripts, handlers and javascript: links do not.
    expect(entries[1]!.querySelector('blockquote em')?.textContent).toBe('You');
    expect(entries[0]!.querySelector('.notifications-drawer__message strong')?.textContent).toBe('Done');
    expect(entries[0]!.querySelector('.notifications-drawer__message img, .notifications-drawer__message script')).toBeNull();
    expect(entries[0]!.querySelector('.notifications-drawer__message a')?.getAttribute('href')).toBeNull();
    expect(entries[1]!.querySelector('.notifications-drawer__meta')).toHaveTextContent(/^Ada Admin · /);
    expect(within(entries[1]!).getByRole('link', { name: 'Open the item' })).toHaveAttribute('href', '/content/articles/1');

    await user.click(within(entries[0]!).getByRole('button', { name: 'Archive: Export ready' }));
    await waitFor(() => expect(within(drawer).getAllByRole('listitem')).toHaveLength(1));
    expect(client.callsOf('setNotificationsStatus')).toEqual([[[2], 'archived']]);
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: 'Archive' }));
    const archive = await within(drawer).findByRole('list', { name: 'Archive' });
    expect(within(archive).getByText('Export ready')).toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: 'Inbox' }));
    await user.click(await within(drawer).findByRole('link', { name: 'Open the item' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/content/articles/1'));
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('archives the whole inbox at once and then shows none unread', async () => {
    const { client, user } = await setup();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const drawer = await screen.findByRole('dialog', { name: 'Notifications' });
    await within(drawer).findByRole('list', { name: 'Inbox' });
    await user.click(within(drawer).getByRole('button', { name: 'Archive all' }));
    expect(await within(drawer).findByText('No new notifications.')).toBeInTheDocument();
    expect(client.callsOf('setNotificationsStatus')).toEqual([[[2, 1], 'archived']]);
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });
});

describe('notificationLink', () => {
  it('leads to the item in its module, and nowhere for other system collections', () => {
    expect(notificationLink('articles', '1')).toBe('/content/articles/1');
    expect(notificationLink('directus_files', 'a b')).toBe('/files/a%20b');
    expect(notificationLink('directus_users', 'u1')).toBe('/users/u1');
    expect(notificationLink('directus_roles', 'r1')).toBeNull();
    expect(notificationLink(null, '1')).toBeNull();
    expect(notificationLink('articles', null)).toBeNull();
  });
});

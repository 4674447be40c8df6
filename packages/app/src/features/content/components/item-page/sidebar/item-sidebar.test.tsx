import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PermissionRule } from '../../../../../lib/permissions/types.js';
import type { Activity } from '../../../../../lib/schema/system-types.js';
import { signedInFakeClient } from '../../../../../testing/fake-client.js';
import { blogSchema } from '../../../../../testing/fixtures.js';
import { EDITOR, permissionRule } from '../../../../../testing/permission-fixtures.js';
import { activityFixture, revisionFixture, userFixture } from '../../../../../testing/system-fixtures.js';
import { renderApp } from '../../../../../testing/ui.js';

const ed = userFixture({ id: 'u-ed', email: 'ed@example.com', first_name: 'Ed', last_name: 'Itor' });
const ada = userFixture({ id: 'u-ada', email: 'ada@example.com', first_name: 'Ada', last_name: 'Admin' });
const activity = (id: number, action: Activity['action'], user: Activity['user'], extra: Partial<Activity> = {}): Activity =>
  activityFixture({ id, action, collection: 'articles', item: '1', timestamp: `2024-01-0${id}T10:00:00Z`, user, ...extra });

async function openArticle() {
  const client = await signedInFakeClient({
    ...blogSchema(),
    activities: [activity(1, 'create', ed), activity(2, 'update', ada), activity(3, 'comment', ed, { comment: 'Looks good' })],
    revisions: [
      revisionFixture({
        id: 1,
        collection: 'articles',
        item: '1',
        data: { id: 1, title: 'Hi', slug: 'hi', status: 'draft' },
        delta: { id: 1, title: 'Hi', slug: 'hi', status: 'draft' },
        activity: activity(1, 'create', ed),
      }),
      revisionFixture({
        id: 2,
        collection: 'articles',
        item: '1',
        data: { id: 1, title: 'Hello', slug: 'hi', status: 'published' },
        delta: { title: 'Hello', status: 'published' },
        activity: activity(2, 'update', ada),
      }),
    ],
  });
  const view = renderApp(client, '/content/articles/1');
  const sidebar = await screen.findByRole('complementary', { name: 'Item info' });
  return { client, sidebar, ...view };
}

describe('item page: the info sidebar', () => {
  it('shows who created and updated the item (from its activity when it has no such fields) and its comments, and adds one', async () => {
    const { client, sidebar, user } = await openArticle();
    const term = async (name: string) => (await within(sidebar).findByText(name)).nextElementSibling;
    expect(await term('Created by')).toHaveTextContent('Ed Itor');
    expect(await term('Updated by')).toHaveTextContent('Ada Admin');
    expect(within(await within(sidebar).findByRole('list', { name: 'Comments' })).getByRole('listitem')).toHaveTextContent('Ed Itor');
    await user.type(within(sidebar).getByLabelText('Comment'), 'Ship it');
    await user.click(within(sidebar).getByRole('button', { name: 'Add comment' }));
    await waitFor(() => expect(within(within(sidebar).getByRole('list', { name: 'Comments' })).getAllByRole('listitem')).toHaveLength(2));
    expect(client.callsOf('createComment')).toEqual([['articles', 1, 'Ship it']]);

    await user.click(within(sidebar).getByRole('button', { name: 'Item info' }));
    expect(within(sidebar).getByRole('button', { name: 'Item info' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(sidebar).queryByRole('list', { name: 'Comments' })).not.toBeInTheDocument();
  });

  it('opens a revision with before / after per changed field and reverts to it after confirming', async () => {
    const { client, sidebar, user } = await openArticle();
    const history = await within(sidebar).findByRole('list', { name: 'History' });
    await user.click(within(history).getByRole('button', { name: /^Open revision: update by Ada Admin/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Revision' });
    const rows = within(await within(drawer).findByRole('table', { name: 'Changes' })).getAllByRole('row');
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['Field', 'Before', 'After'],
      ['Title', 'Hi', 'Hello'],
      ['Status', 'draft', 'published'],
    ]);
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));

    await user.click(within(history).getByRole('button', { name: /^Open revision: create by Ed Itor/ }));
    const first = await screen.findByRole('dialog', { name: 'Revision' });
    await within(first).findByRole('table', { name: 'Changes' });
    await user.click(within(first).getByRole('button', { name: 'Revert' }));
    expect(client.callsOf('updateItem')).toEqual([]);
    await user.click(within(screen.getByRole('alertdialog', { name: 'Revert to this revision?' })).getByRole('button', { name: 'Revert' }));
    await waitFor(() => expect(client.callsOf('updateItem')).toEqual([['articles', 1, { title: 'Hi', slug: 'hi', status: 'draft' }]]));
    expect(await within(sidebar).findByText(/Reverted to the revision of/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Revision' })).not.toBeInTheDocument();
  });
});

describe('item page: the sidebar of a non-admin', () => {
  async function openAsEditor(extra: PermissionRule[]) {
    const client = await signedInFakeClient({
      ...blogSchema(),
      me: EDITOR,
      permissions: [
        permissionRule('articles', 'read'),
        permissionRule('articles', 'update'),
        permissionRule('directus_activity', 'read'),
        permissionRule('directus_activity', 'create'),
        ...extra,
      ],
    });
    const view = renderApp(client, '/content/articles/1');
    const sidebar = await screen.findByRole('complementary', { name: 'Item info' });
    await within(sidebar).findByRole('region', { name: 'Comments' });
    return { client, sidebar, ...view };
  }

  it('leaves out the revisions a role may not read, asking nothing of /revisions', async () => {
    const { client, sidebar } = await openAsEditor([]);
    expect(within(sidebar).queryByRole('region', { name: 'Revisions' })).not.toBeInTheDocument();
    expect(client.callsOf('readRevisions')).toEqual([]);
  });

  it('shows them once the role may read revisions', async () => {
    const { sidebar } = await openAsEditor([permissionRule('directus_revisions', 'read')]);
    expect(within(sidebar).getByRole('region', { name: 'Revisions' })).toBeInTheDocument();
  });

  it('names an edit whose author the role may not read "a user", never "System"', async () => {
    const revision = (id: number, activityOf: Activity | null) =>
      revisionFixture({
        id,
        collection: 'articles',
        item: '1',
        data: { id: 1 },
        delta: { title: `T${id}` },
        activity: activityOf as Activity,
      });
    const client = await signedInFakeClient({
      ...blogSchema(),
      me: EDITOR,
      permissions: [
        permissionRule('articles', 'read'),
        permissionRule('directus_activity', 'read'),
        permissionRule('directus_revisions', 'read'),
      ],
      revisions: [
        // Another user's edit: by default a role reads only its own activity, so the API answers null.
        revision(3, null),
        // The activity is readable but its user is not: the id stays unexpanded.
        revision(2, activity(2, 'update', 'u-ada')),
        // An edit without a user (a flow, a schedule): that one is the system's.
        revision(1, activity(1, 'update', null)),
      ],
    });
    renderApp(client, '/content/articles/1');
    const sidebar = await screen.findByRole('complementary', { name: 'Item info' });
    const history = await within(sidebar).findByRole('list', { name: 'History' });
    const authors = [...history.querySelectorAll('.item-sidebar__who')].map((who) => who.textContent);
    expect(authors).toEqual(['update by a user', 'update by a user', 'update by System']);
    await userEvent.setup({ delay: null }).click(within(history).getAllByRole('button')[0]!);
    expect(await screen.findByRole('dialog', { name: 'Revision' })).toHaveTextContent(/update by a user/);
  });
});

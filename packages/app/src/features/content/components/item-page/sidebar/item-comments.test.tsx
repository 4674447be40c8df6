import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInFakeClient } from '../../../../../testing/fake-client.js';
import { blogSchema } from '../../../../../testing/fixtures.js';
import { EDITOR, permissionRule } from '../../../../../testing/permission-fixtures.js';
import { activityFixture, userFixture } from '../../../../../testing/system-fixtures.js';
import { renderApp } from '../../../../../testing/ui.js';

const rita = userFixture({
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  first_name: 'Rita',
  last_name: 'Reviewer',
  email: 'rita@example.com',
});
const ron = userFixture({ id: '7c9e6679-7425-40de-944b-e07fc1f90ae7', first_name: 'Ron', last_name: 'Writer', email: 'ron@example.com' });
const hidden = '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f';

async function openArticle() {
  const seed = blogSchema();
  const client = await signedInFakeClient({
    ...seed,
    items: { ...seed.items, directus_users: [rita, ron] as never },
    activities: [
      activityFixture({
        id: 1,
        action: 'comment',
        collection: 'articles',
        item: '1',
        timestamp: '2024-01-01T10:00:00Z',
        user: ron,
        comment: `Ask @${rita.id} and @${hidden}`,
      }),
    ],
  });
  const view = renderApp(client, '/content/articles/1');
  const sidebar = await screen.findByRole('complementary', { name: 'Item info' });
  return { client, sidebar, ...view };
}

describe('comments with mentions', () => {
  it('shows mentions by name, in one read of the mentioned users', async () => {
    const { client, sidebar } = await openArticle();
    const comments = await within(sidebar).findByRole('list', { name: 'Comments' });
    await waitFor(() => expect(within(comments).getByText('@Rita Reviewer')).toBeInTheDocument());
    expect(within(comments).getByText('@unknown user')).toBeInTheDocument();
    const reads = client.callsOf('readItems').filter(([collection]) => collection === 'directus_users');
    expect(reads).toHaveLength(1);
    expect(reads[0]![1]).toMatchObject({ filter: { id: { _in: [rita.id, hidden] } } });
  });

  it('offers users while an @name is typed and writes the picked one as @<id>, by keyboard', async () => {
    const { client, sidebar, user } = await openArticle();
    const box = within(sidebar).getByRole('combobox', { name: 'Comment' });
    await user.type(box, 'Please check @r');
    const list = await screen.findByRole('listbox', { name: 'Mention a user' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Rita Reviewer rita@example.com', 'Ron Writer ron@example.com']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveValue(`Please check @${ron.id} `);
    await user.type(box, 'thanks');
    await user.click(within(sidebar).getByRole('button', { name: 'Add comment' }));
    await waitFor(() => expect(client.callsOf('createComment')).toEqual([['articles', 1, `Please check @${ron.id} thanks`]]));
  });

  it('Escape closes the list and keeps the typed text', async () => {
    const { sidebar, user } = await openArticle();
    const box = within(sidebar).getByRole('combobox', { name: 'Comment' });
    await user.type(box, 'Hi @ri');
    await screen.findByRole('listbox', { name: 'Mention a user' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveValue('Hi @ri');
  });
});

describe('the mention picker of a non-admin', () => {
  async function openAsEditor(usersFields: string[]) {
    const seed = blogSchema();
    const client = await signedInFakeClient({
      ...seed,
      me: EDITOR,
      items: { ...seed.items, directus_users: [rita, ron] as never },
      permissions: [
        permissionRule('articles', 'read'),
        permissionRule('directus_activity', 'read'),
        permissionRule('directus_activity', 'create'),
        permissionRule('directus_users', 'read', usersFields),
      ],
    });
    const view = renderApp(client, '/content/articles/1');
    const sidebar = await screen.findByRole('complementary', { name: 'Item info' });
    return { client, sidebar, ...view };
  }
  const userReads = (client: Awaited<ReturnType<typeof openAsEditor>>['client']) =>
    client.callsOf('readItems').filter(([collection]) => collection === 'directus_users');

  it('asks only for the user fields the role may read, never filtering on `status` it may not', async () => {
    const { client, sidebar, user } = await openAsEditor(['id', 'first_name', 'last_name', 'email', 'avatar']);
    await user.type(within(sidebar).getByRole('combobox', { name: 'Comment' }), 'Please check @r');
    const list = await screen.findByRole('listbox', { name: 'Mention a user' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Rita Reviewer rita@example.com', 'Ron Writer ron@example.com']);
    const [, query] = userReads(client).at(-1)!;
    expect(query).toEqual({
      search: 'r',
      fields: ['id', 'first_name', 'last_name', 'email'],
      sort: ['first_name', 'last_name', 'email'],
      limit: 8,
    });
  });

  it('says so when nobody matches, and when the role may list nobody', async () => {
    const matching = await openAsEditor(['id', 'first_name', 'last_name', 'email']);
    await matching.user.type(within(matching.sidebar).getByRole('combobox', { name: 'Comment' }), 'Hi @zz');
    expect(await screen.findByText('No user you may see matches “zz”.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('listbox', { name: 'Mention a user' })).not.toBeInTheDocument();
    matching.unmount();

    const blind = await openAsEditor(['id', 'avatar']);
    await blind.user.type(within(blind.sidebar).getByRole('combobox', { name: 'Comment' }), 'Hi @r');
    expect(await screen.findByText('Your role may not list other users, so nobody can be mentioned here.')).toBeInTheDocument();
    expect(userReads(blind.client).filter(([, query]) => 'search' in (query as object))).toEqual([]);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PermissionRule } from '../../../lib/permissions/types.js';
import { FakeApiError, signedInFakeClient } from '../../../testing/fake-client.js';
import type { FakeData } from '../../../testing/fake-client.js';
import { versionFixture } from '../../../testing/fake-versions-methods.js';
import { blogSchema } from '../../../testing/fixtures.js';
import { EDITOR, permissionRule } from '../../../testing/permission-fixtures.js';
import { renderApp } from '../../../testing/ui.js';

async function openItem(path: string, seed: Partial<FakeData> = {}, versioning = true) {
  const schema = blogSchema();
  const articles = schema.collections.find((entry) => entry.collection === 'articles');
  if (articles?.meta) articles.meta.versioning = versioning;
  const client = await signedInFakeClient({ ...schema, ...seed, items: { ...schema.items, ...seed.items } });
  const view = renderApp(client, path);
  await screen.findByLabelText('Title');
  return { client, ...view };
}

const draft = () => versionFixture({ id: 'v-draft', collection: 'articles', item: '1', key: 'draft', name: 'Draft' });

async function choose(user: ReturnType<typeof renderApp>['user'], name: string) {
  await user.click(await screen.findByRole('button', { name: /^Version:/ }));
  await user.click(screen.getByRole('menuitem', { name }));
}

describe('version menu', () => {
  it('is not offered when the collection has no versioning', async () => {
    await openItem('/content/articles/1', {}, false);
    expect(screen.queryByRole('button', { name: /^Version:/ })).not.toBeInTheDocument();
  });

  it('creates a version with a key slugified from the name and switches to it', async () => {
    const { client, user, router } = await openItem('/content/articles/1');
    await choose(user, 'Create version');
    const dialog = screen.getByRole('dialog', { name: 'Create version' });
    await user.type(within(dialog).getByLabelText('Name'), 'Spring Draft');
    expect(within(dialog).getByLabelText('Key')).toHaveValue('spring-draft');
    await user.click(within(dialog).getByRole('button', { name: 'Create version' }));
    await waitFor(() => expect(router.state.location.search).toBe('?version=spring-draft'));
    expect(client.callsOf('createVersion')).toEqual([[{ name: 'Spring Draft', key: 'spring-draft', collection: 'articles', item: '1' }]]);
    expect(await screen.findByText('Editing version "Spring Draft"')).toBeInTheDocument();
  });

  it("shows the API's error when creating fails", async () => {
    const { client, user } = await openItem('/content/articles/1');
    client.failNext('createVersion', new FakeApiError(400, 'RECORD_NOT_UNIQUE', 'Value "draft" for field "key" has to be unique.'));
    await choose(user, 'Create version');
    const dialog = screen.getByRole('dialog', { name: 'Create version' });
    await user.type(within(dialog).getByLabelText('Name'), 'Draft');
    await user.click(within(dialog).getByRole('button', { name: 'Create version' }));
    expect(await within(dialog).findByText('Value "draft" for field "key" has to be unique.')).toBeInTheDocument();
  });

  it('refuses a key the item already has before asking the API', async () => {
    const { client, user } = await openItem('/content/articles/1', { items: { directus_versions: [draft()] } });
    await choose(user, 'Create version');
    const dialog = screen.getByRole('dialog', { name: 'Create version' });
    await user.type(within(dialog).getByLabelText('Name'), 'Draft');
    await user.click(within(dialog).getByRole('button', { name: 'Create version' }));
    expect(within(dialog).getByLabelText('Key')).toHaveAccessibleDescription('This item already has a version "draft".');
    expect(client.callsOf('createVersion')).toEqual([]);
  });
});

describe('editing in a version', () => {
  it('shows the item as the version has it and saves only the changed fields into the version', async () => {
    const version = { ...draft(), delta: { status: 'published' } };
    const { client, user } = await openItem('/content/articles/1?version=draft', { items: { directus_versions: [version] } });
    expect(screen.getByText('Editing version "Draft"')).toBeInTheDocument();
    expect(client.callsOf('readItem').some(([, , query]) => (query as { version?: string }).version === 'draft')).toBe(true);
    await user.type(screen.getByLabelText('Title'), ' again');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(client.callsOf('saveToVersion')).toEqual([['v-draft', { title: 'Hello again' }]]));
    expect(client.callsOf('updateItem')).toEqual([]);
    expect(client.data.items.articles?.find((row) => row.id === 1)?.title).toBe('Hello');
  });
});

describe('compare and promote', () => {
  it('lists the changed fields, promotes the checked ones, returns to main and offers to delete the version', async () => {
    const version = { ...draft(), delta: { title: 'Hello from draft', status: 'archived' } };
    const { client, user, router } = await openItem('/content/articles/1?version=draft', { items: { directus_versions: [version] } });
    // Created from main as it is now: not outdated.
    const mainHash = JSON.stringify(client.data.items.articles?.find((row) => row.id === 1));
    Object.assign(client.data.items.directus_versions?.[0] ?? {}, { hash: mainHash });
    await choose(user, 'Compare with main / promote');
    const drawer = await screen.findByRole('dialog', { name: 'Compare "Draft" with main' });
    const rows = await within(drawer).findAllByRole('row');
    expect(rows.map((row) => within(row).queryByRole('rowheader')?.textContent)).toEqual([undefined, 'Title', 'Status']);
    expect(within(drawer).queryByText('Main changed since this version was created')).not.toBeInTheDocument();
    await user.click(within(drawer).getByRole('checkbox', { name: 'Promote Status' }));
    await user.click(within(drawer).getByRole('button', { name: 'Promote' }));
    await waitFor(() => expect(client.callsOf('promoteVersion')).toEqual([['v-draft', mainHash, ['title']]]));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(client.data.items.articles?.find((row) => row.id === 1)).toMatchObject({ title: 'Hello from draft', status: 'published' });
    const offer = await screen.findByRole('alertdialog', { name: 'Version "Draft" promoted. Delete it?' });
    await user.click(within(offer).getByRole('button', { name: 'Delete version' }));
    await waitFor(() => expect(client.callsOf('deleteVersion')).toEqual([['v-draft']]));
  });

  it('warns when main changed since the version was created', async () => {
    const version = { ...draft(), hash: 'stale', delta: { title: 'Other' } };
    const { user } = await openItem('/content/articles/1?version=draft', { items: { directus_versions: [version] } });
    await choose(user, 'Compare with main / promote');
    expect(await screen.findByText('Main changed since this version was created')).toBeInTheDocument();
  });
});

describe('permissions', () => {
  const rules: PermissionRule[] = [
    permissionRule('articles', 'read'),
    permissionRule('authors', 'read'),
    permissionRule('directus_versions', 'read'),
  ];

  it('hides create and promote from a user who may not create versions or update the item', async () => {
    const { user } = await openItem('/content/articles/1?version=draft', {
      me: EDITOR,
      permissions: rules,
      items: { directus_versions: [draft()] },
    });
    await user.click(await screen.findByRole('button', { name: /^Version:/ }));
    expect(screen.queryByRole('menuitem', { name: 'Create version' })).not.toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Compare with main' })).toBeInTheDocument();
  });
});

describe('versions the role may not use', () => {
  const editorRules: PermissionRule[] = [
    permissionRule('articles', 'read'),
    permissionRule('articles', 'update'),
    permissionRule('authors', 'read'),
    permissionRule('directus_activity', 'read'),
  ];

  it('without the read rule on directus_versions: no menu, nothing asked of /versions, and the item saves', async () => {
    const { client, user } = await openItem('/content/articles/1?version=draft', { me: EDITOR, permissions: editorRules });
    expect(screen.queryByRole('button', { name: /^Version:/ })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Title'), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(client.callsOf('updateItem')).toEqual([['articles', 1, { title: 'Hello!' }]]));
    expect(client.callsOf('readItemVersions')).toEqual([]);
  });

  it('a refused versions list never takes the item page down', async () => {
    const schema = blogSchema();
    const articles = schema.collections.find((entry) => entry.collection === 'articles');
    if (articles?.meta) articles.meta.versioning = true;
    const client = await signedInFakeClient({
      ...schema,
      me: EDITOR,
      permissions: [...editorRules, permissionRule('directus_versions', 'read')],
    });
    // Refused every time (the menu asks again when it mounts), as a server would whose rule was just removed.
    client.readItemVersions = () => Promise.reject(new FakeApiError(403, 'FORBIDDEN', "You don't have permission to access this."));
    renderApp(client, '/content/articles/1?version=draft');
    expect(await screen.findByLabelText('Title')).toHaveValue('Hello');
    expect(await screen.findByText("Couldn't load the versions; this is the main item")).toBeInTheDocument();
    expect(screen.queryByText("Couldn't load this")).not.toBeInTheDocument();
  });
});

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PermissionRule } from '../../../../lib/permissions/types.js';
import { signedInFakeClient } from '../../../../testing/fake-client.js';
import { blogSchema } from '../../../../testing/fixtures.js';
import { EDITOR, permissionRule } from '../../../../testing/permission-fixtures.js';
import { renderApp } from '../../../../testing/ui.js';

/** Renders the item page at `path` for an editor with `rules` and waits for its form (the field labelled `readyLabel`). */
async function openAsEditor(path: string, rules: PermissionRule[], readyLabel = 'Title') {
  const client = await signedInFakeClient({
    ...blogSchema(),
    me: EDITOR,
    permissions: [permissionRule('articles', 'read'), permissionRule('authors', 'read'), permissionRule('site_settings', 'read'), ...rules],
  });
  const view = renderApp(client, path);
  await screen.findByLabelText(readyLabel);
  return { client, ...view };
}

const menuItem = async (user: ReturnType<typeof renderApp>['user'], name: string) => {
  await user.click(screen.getByRole('button', { name: 'More save options' }));
  const item = screen.getByRole('menuitem', { name });
  await user.keyboard('{Escape}');
  return item;
};

describe('item page: what the role may do', () => {
  it('makes fields outside the update allow-list read-only and saves the allowed ones', async () => {
    const { client, user, router } = await openAsEditor('/content/articles/1', [
      permissionRule('articles', 'update', ['title', 'summary']),
    ]);
    expect(client.callsOf('readItemPermissions')).toEqual([['articles', 1]]);
    expect(screen.getByLabelText('Title')).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText('Summary')).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText('Slug')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Status')).toBeDisabled();
    expect(screen.getByLabelText('Body')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(await menuItem(user, 'Save as copy')).toHaveAttribute('aria-disabled', 'true');

    await user.type(screen.getByLabelText('Title'), '!');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/content/articles'));
    expect(client.callsOf('updateItem')).toEqual([['articles', 1, { title: 'Hello!' }]]);
  });

  it('shows Delete only for an item inside the delete rule', async () => {
    const rules = [permissionRule('articles', 'delete', ['*'], { permissions: { status: { _eq: 'draft' } } })];
    const published = await openAsEditor('/content/articles/1', rules);
    expect(screen.getByRole('heading', { name: 'Hello by Ann' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    published.unmount();

    const { client, user } = await openAsEditor('/content/articles/2', rules);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1)!);
    await waitFor(() => expect(client.callsOf('deleteItems')).toEqual([['articles', [2]]]));
  });

  it('leaves a read-only role nothing to save: every field read-only, Save disabled', async () => {
    const { user } = await openAsEditor('/content/articles/2', []);
    for (const label of ['Title', 'Slug', 'Summary', 'Word Count']) expect(screen.getByLabelText(label)).toHaveAttribute('readonly');
    expect(screen.getByRole('switch', { name: 'Published' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(await menuItem(user, 'Save and stay')).toHaveAttribute('aria-disabled', 'true');
  });

  it('fills a new item with the create presets and lets only the create allow-list be edited', async () => {
    const { client, user, router } = await openAsEditor('/content/articles/+', [
      permissionRule('articles', 'create', ['title', 'status'], { presets: { status: 'draft', category: 'opinion' } }),
    ]);
    expect(client.callsOf('readItemPermissions')).toEqual([]);
    expect(screen.getByLabelText('Status')).toHaveDisplayValue('Draft');
    expect(screen.getByLabelText('Status')).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'Opinion' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Opinion' })).toBeDisabled();
    expect(screen.getByLabelText('Summary')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Title')).not.toHaveAttribute('readonly');

    await user.type(screen.getByLabelText('Title'), 'Fresh');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/content/articles'));
    expect(client.callsOf('createItem')).toEqual([['articles', { title: 'Fresh' }]]);
  });

  it('keeps a new item read-only without the create permission', async () => {
    await openAsEditor('/content/articles/+', [permissionRule('articles', 'update')]);
    expect(screen.getByLabelText('Title')).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it("follows a singleton's own answer", async () => {
    const { client } = await openAsEditor('/content/site_settings', [], 'Site Name');
    expect(await screen.findByLabelText('Site Name')).toHaveAttribute('readonly');
    expect(client.callsOf('readItemPermissions')).toEqual([['site_settings', undefined]]);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('lets an admin edit and delete everything without asking', async () => {
    const client = await signedInFakeClient(blogSchema());
    renderApp(client, '/content/articles/1');
    expect(await screen.findByLabelText('Slug')).not.toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(client.callsOf('readItemPermissions')).toEqual([]);
  });
});

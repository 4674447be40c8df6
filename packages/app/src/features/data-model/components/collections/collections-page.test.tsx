import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../../../lib/i18n/i18n.js';
import { FakeApiError, signedInFakeClient } from '../../../../testing/fake-client.js';
import { makeCollection } from '../../../../testing/fixtures.js';
import { renderApp } from '../../../../testing/ui.js';

const schema = () => ({
  collections: [
    makeCollection('articles', { sort: 1, icon: 'article', note: 'News' }),
    makeCollection('tags', { sort: 2 }),
    makeCollection('secrets', { sort: 3, hidden: true }),
    makeCollection('__proto__', { sort: 4 }),
    makeCollection('directus_users'),
  ],
  fields: [],
  relations: [],
});

/** The keys of the listed collections (each row shows its title as the link and its key beside it). */
const listed = () =>
  within(screen.getByRole('list', { name: 'Collections' }))
    .getAllByRole('listitem')
    .map((row) => row.querySelector('.data-model__key')?.textContent);

afterEach(async () => {
  await applyLanguage('en-US');
});

describe('data model: collections list', () => {
  it('lists collections in order, hidden ones and system ones behind their toggles', async () => {
    const client = await signedInFakeClient(schema());
    const { user } = renderApp(client, '/settings/data-model');
    expect(await screen.findByRole('heading', { name: 'Data Model' })).toBeInTheDocument();
    expect(listed()).toEqual(['articles', 'tags', 'secrets', '__proto__']);
    await user.click(screen.getByRole('checkbox', { name: 'Show hidden collections' }));
    expect(listed()).toEqual(['articles', 'tags', '__proto__']);
    await user.click(screen.getByRole('checkbox', { name: 'Show system collections' }));
    expect(listed()).toEqual(['articles', 'tags', '__proto__', 'directus_users']);
    expect(screen.queryByRole('button', { name: 'Reorder directus_users' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Articles' })).toHaveAttribute('href', '/settings/data-model/articles');
  });

  it("names collections by their translation for the user's language, else by a title, with the key beside", async () => {
    const client = await signedInFakeClient(schema());
    client.data.me.language = 'de-DE';
    const articles = client.data.collections.find((entry) => entry.collection === 'articles');
    if (!articles?.meta) throw new Error('fixture');
    articles.meta.translations = [{ language: 'de-DE', translation: 'Artikel', singular: 'Artikel', plural: 'Artikel' }];
    renderApp(client, '/settings/data-model');
    const link = await screen.findByRole('link', { name: 'Artikel' });
    // The German catalogue has loaded (so it cannot switch the next test to German after it starts).
    expect(await screen.findByRole('heading', { name: 'Datenmodell' })).toBeInTheDocument();
    expect(link).toHaveAttribute('href', '/settings/data-model/articles');
    expect(link.parentElement?.querySelector('.data-model__key')).toHaveTextContent('articles');
    expect(screen.getByRole('link', { name: 'Tags' })).toBeInTheDocument();
  });

  it('reorders with the keyboard and sends the batch', async () => {
    const client = await signedInFakeClient(schema());
    renderApp(client, '/settings/data-model');
    const handle = await screen.findByRole('button', { name: 'Reorder tags' });
    // dnd-kit's keyboard sensor: Space picks up, arrow moves, Space drops. jsdom has no layout, so
    // give the rows boxes one above the other.
    for (const [index, row] of screen.getAllByRole('listitem').entries()) {
      row.getBoundingClientRect = () => ({
        x: 0,
        y: index * 40,
        top: index * 40,
        left: 0,
        bottom: index * 40 + 40,
        right: 500,
        width: 500,
        height: 40,
        toJSON: () => ({}),
      });
    }
    handle.focus();
    const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    fireEvent.keyDown(handle, { code: 'Space' });
    await settle();
    fireEvent.keyDown(document, { code: 'ArrowUp' });
    await settle();
    fireEvent.keyDown(document, { code: 'Space' });
    await waitFor(() => expect(client.callsOf('updateCollections')).toHaveLength(1));
    expect(client.callsOf('updateCollections')[0]).toEqual([
      [
        { collection: 'tags', meta: { sort: 1, group: null } },
        { collection: 'articles', meta: { sort: 2, group: null } },
      ],
    ]);
  });

  it('creates a collection with its primary key and optional fields, then opens its settings', async () => {
    const client = await signedInFakeClient(schema());
    const { user, router } = renderApp(client, '/settings/data-model');
    await user.click(await screen.findByRole('button', { name: 'Create collection' }));
    const dialog = screen.getByRole('dialog', { name: 'Create collection' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Enter a name.');
    await user.type(within(dialog).getByLabelText('Name'), 'Blog Posts');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('blog_posts');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'Generated UUID');
    await user.click(within(dialog).getByRole('checkbox', { name: /Status/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Created by/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/data-model/blog_posts'));
    const [input] = client.callsOf('createCollection')[0] as [Record<string, unknown>];
    expect(input).toMatchObject({
      collection: 'blog_posts',
      schema: {},
      meta: { singleton: false, archive_field: 'status', archive_value: 'archived', unarchive_value: 'draft' },
    });
    expect((input.fields as { field: string; type: string }[]).map((field) => [field.field, field.type])).toEqual([
      ['id', 'uuid'],
      ['status', 'string'],
      ['user_created', 'uuid'],
    ]);
    expect(client.callsOf('createRelation')).toEqual([
      [{ collection: 'blog_posts', field: 'user_created', related_collection: 'directus_users' }],
    ]);
  });

  it('refuses a name that exists or is reserved, and shows the server refusal under the name', async () => {
    const client = await signedInFakeClient(schema());
    const { user } = renderApp(client, '/settings/data-model');
    await user.click(await screen.findByRole('button', { name: 'Create collection' }));
    const dialog = screen.getByRole('dialog', { name: 'Create collection' });
    await user.type(within(dialog).getByLabelText('Name'), 'articles');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('A collection named "articles" already exists.');
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'directus_things');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('reserved for system collections');
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'things');
    client.failNext('createCollection', new FakeApiError(400, 'INVALID_PAYLOAD', 'Collection name is too long.', { field: 'collection' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Collection name is too long.');
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('creates a folder (a collection without a table) listed with the rest', async () => {
    const client = await signedInFakeClient(schema());
    const { user } = renderApp(client, '/settings/data-model');
    await user.click(await screen.findByRole('button', { name: 'Create folder' }));
    const dialog = screen.getByRole('dialog', { name: 'Create folder' });
    await user.type(within(dialog).getByLabelText('Folder name'), 'Blog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create folder' })).not.toBeInTheDocument());
    expect(client.callsOf('createCollection')).toEqual([[{ collection: 'blog', meta: { icon: 'folder' }, schema: null }]]);
    expect(await screen.findByRole('link', { name: 'Blog' })).toBeInTheDocument();
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ItemsQuery } from '../../../../lib/app-client.js';
import { FakeApiError, signedInFakeClient } from '../../../../testing/fake-client.js';
import type { FakeData } from '../../../../testing/fake-client.js';
import { blogSchema, makeField, makeRelation } from '../../../../testing/fixtures.js';
import { renderApp } from '../../../../testing/ui.js';

type Schema = ReturnType<typeof blogSchema>;

async function openCollection(path = '/content/articles', change?: (schema: Schema) => Partial<FakeData> | void) {
  const schema = blogSchema();
  const extra = change?.(schema) ?? {};
  const client = await signedInFakeClient({ ...schema, ...extra });
  const view = renderApp(client, path);
  await screen.findByRole('navigation', { name: 'Collections' });
  return { client, ...view };
}

/** The query of the last page read (not the count). */
function lastPageQuery(client: Awaited<ReturnType<typeof signedInFakeClient>>): ItemsQuery {
  const reads = client.callsOf('readItems').filter(([collection, query]) => collection === 'articles' && (query as ItemsQuery).limit !== 0);
  return reads.at(-1)?.[1] as ItemsQuery;
}

const rowTitles = () => screen.getAllByRole('link', { name: /^Open / }).map((link) => link.textContent);

describe('collection page: table', () => {
  it('lists items that are not archived, with m2o columns through their template', async () => {
    const { client, user } = await openCollection('/content/articles', (schema) => {
      const author = schema.fields.find((field) => field.collection === 'articles' && field.field === 'author');
      if (author?.meta) author.meta.sort = 2;
    });
    expect(await screen.findByRole('link', { name: 'Open Hello by Ann' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent?.trim())).toEqual(
      expect.arrayContaining(['Title', 'Author', 'Slug', 'Status']),
    );
    expect(within(screen.getByRole('table')).getByText('Bob')).toBeInTheDocument();
    expect(rowTitles()).toEqual(['Hello', 'Second']);
    expect(lastPageQuery(client)).toMatchObject({ filter: { status: { _neq: 'archived' } }, sort: ['sort'], limit: 25, page: 1 });
    expect([...(lastPageQuery(client).fields ?? [])].sort()).toEqual(['author.id', 'author.name', 'id', 'slug', 'sort', 'status', 'title']);

    await user.selectOptions(screen.getByLabelText('Archive'), 'Archived items');
    await waitFor(() => expect(rowTitles()).toEqual(['Old news']));
    await user.selectOptions(screen.getByLabelText('Archive'), 'All items');
    await waitFor(() => expect(rowTitles()).toHaveLength(3));
  });

  it('sorts by a column header, searches and pages through the server', { timeout: 20_000 }, async () => {
    const { client, user } = await openCollection('/content/articles', (schema) => {
      schema.items.articles = Array.from({ length: 60 }, (_, index) => ({
        id: index + 1,
        title: `Post ${String(index + 1).padStart(2, '0')}`,
        status: 'draft',
        sort: index + 1,
      }));
    });
    await screen.findByRole('link', { name: /Open Post 01/ });
    expect(screen.getByText('1–25 of 60')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Title' }));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: /Title/ })).toHaveAttribute('aria-sort', 'ascending'));
    await user.click(screen.getByRole('button', { name: 'Title' }));
    await waitFor(() => expect(rowTitles()[0]).toBe('Post 60'));
    expect(lastPageQuery(client).sort).toEqual(['-title']);

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByText('26–50 of 60')).toBeInTheDocument());
    expect(lastPageQuery(client)).toMatchObject({ page: 2, limit: 25 });
    await user.selectOptions(screen.getByLabelText('Per page'), '50');
    await waitFor(() => expect(screen.getByText('1–50 of 60')).toBeInTheDocument());

    await user.type(screen.getByLabelText('Search items'), 'Post 07');
    await waitFor(() => expect(lastPageQuery(client).search).toBe('Post 07'), { timeout: 3000 });
    await waitFor(() => expect(rowTitles()).toEqual(['Post 07']));
    expect(lastPageQuery(client)).toMatchObject({ search: 'Post 07', page: 1 });
  });

  it('picks and resizes columns and remembers them in the user preset', async () => {
    const { client, user } = await openCollection();
    await screen.findByRole('link', { name: 'Open Hello by Ann' });
    await user.click(screen.getByRole('button', { name: 'Choose columns' }));
    const picker = screen.getByRole('dialog', { name: 'Choose columns' });
    await user.click(within(picker).getByRole('checkbox', { name: 'Summary' }));
    expect(await screen.findByRole('button', { name: 'Summary' })).toBeInTheDocument();
    // Still open: a second field can be ticked straight away.
    await user.click(within(screen.getByRole('dialog', { name: 'Choose columns' })).getByRole('checkbox', { name: 'Status' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Status' })).not.toBeInTheDocument());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Choose columns' })).not.toBeInTheDocument();
    const handle = screen.getByRole('separator', { name: 'Resize Title' });
    act(() => handle.focus());
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('separator', { name: 'Resize Title' })).toHaveAttribute('aria-valuenow', '196');
    await waitFor(() => expect(client.callsOf('createPreset')).toHaveLength(1), { timeout: 3000 });
    expect(client.callsOf('createPreset')[0]?.[0]).toMatchObject({
      collection: 'articles',
      bookmark: null,
      user: 'user-1',
      layout: 'tabular',
      layout_query: { tabular: { fields: ['title', 'slug', 'category', 'summary'] } },
      layout_options: { tabular: { widths: { title: 196 } } },
    });
  });

  it('saves a layout change at once when the page is left before the autosave pause', async () => {
    const { client, user } = await openCollection();
    await user.click(await screen.findByRole('button', { name: 'Title' }));
    await user.click(screen.getByRole('link', { name: 'Open Hello by Ann' }));
    await screen.findByRole('button', { name: 'Save' });
    expect(client.callsOf('createPreset')).toHaveLength(1);
    expect(client.callsOf('createPreset')[0]?.[0]).toMatchObject({
      collection: 'articles',
      bookmark: null,
      layout_query: { tabular: { sort: ['title'] } },
    });
  });

  it('moves a row with the keyboard when sorted by the sort field', async () => {
    const { client, user } = await openCollection();
    const handle = await screen.findByRole('button', { name: 'Reorder Hello by Ann' });
    act(() => handle.focus());
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(client.callsOf('sortItem')).toEqual([['articles', 1, 2]]));
  });

  it('shows an error with a retry, and an empty state', async () => {
    const { client, user } = await openCollection('/content/labels', (schema) => {
      schema.items.labels = [];
    });
    expect(await screen.findByText('No items yet')).toBeInTheDocument();
    client.failNext('readItems', new FakeApiError(500, 'INTERNAL_SERVER_ERROR', 'An unexpected error occurred.'));
    await user.type(screen.getByLabelText('Search items'), 'x');
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No items match')).toBeInTheDocument();
  });
});

describe('collection page: bulk actions, filter, bookmarks, cards', () => {
  it('deletes and edits the selected items', async () => {
    const { client, user } = await openCollection();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Second by Bob' }));
    const bar = screen.getByRole('region', { name: 'Selected items' });
    expect(bar).toHaveTextContent('1 item selected');
    await user.click(within(bar).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Delete 1 item?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rowTitles()).toEqual(['Hello']));
    expect(client.callsOf('deleteItems')).toEqual([['articles', [2]]]);

    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    await user.click(within(screen.getByRole('region', { name: 'Selected items' })).getByRole('button', { name: 'Edit' }));
    const drawer = await screen.findByRole('dialog', { name: 'Edit 1 item' });
    await user.selectOptions(within(drawer).getByLabelText('Status'), 'Draft');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(client.callsOf('updateItems')).toEqual([['articles', [1], { status: 'draft' }]]));
  });

  it('filters through the filter builder, on top of the archive filter', async () => {
    const { client, user } = await openCollection();
    await screen.findByRole('link', { name: 'Open Hello by Ann' });
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Field' }), 'status');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Value' }), 'Draft');
    await waitFor(() => expect(rowTitles()).toEqual(['Second']));
    expect(lastPageQuery(client).filter).toEqual({ _and: [{ _and: [{ status: { _eq: 'draft' } }] }, { status: { _neq: 'archived' } }] });
    expect(screen.getByRole('button', { name: 'Filter (1)' })).toBeInTheDocument();
  });

  it('saves the view as a bookmark, lists it in the navigation and deletes it', async () => {
    const { client, user, router } = await openCollection();
    await screen.findByRole('link', { name: 'Open Hello by Ann' });
    await user.type(screen.getByLabelText('Search items'), 'Hel');
    await waitFor(() => expect(rowTitles()).toEqual(['Hello']));
    await user.click(screen.getByRole('button', { name: 'Bookmark' }));
    await user.type(await screen.findByLabelText('Bookmark name'), 'Hellos');
    await user.click(screen.getByRole('button', { name: 'Save bookmark' }));
    // The bookmark's id: a busy machine may have saved the view's own preset (the search) first.
    const bookmarkId = () => client.data.presets.find((preset) => preset.bookmark === 'Hellos')?.id;
    await waitFor(() => expect(router.state.location.search).toBe(`?bookmark=${bookmarkId()}`));
    expect(client.callsOf('createPreset').find(([preset]) => (preset as { bookmark?: string }).bookmark === 'Hellos')?.[0]).toMatchObject({
      bookmark: 'Hellos',
      collection: 'articles',
      user: 'user-1',
      search: 'Hel',
    });
    const savedId = bookmarkId();
    const link = await within(screen.getByRole('list', { name: 'Articles bookmarks' })).findByRole('link', { name: '★ Hellos' });
    // The list can show the new bookmark a render before the navigation marks it current.
    await waitFor(() => expect(link).toHaveAttribute('aria-current', 'page'));
    expect(within(screen.getByRole('navigation', { name: 'Collections' })).getByRole('link', { name: 'Articles' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(await screen.findByRole('heading', { name: 'Articles · Hellos' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete bookmark' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(client.callsOf('deletePreset')).toEqual([[savedId]]);
  });

  it('offers the cards layout for a collection with an image field', async () => {
    await openCollection('/content/articles', (schema) => {
      schema.fields.push(makeField('articles', 'cover', 'uuid', { interface: 'file-image', special: ['file'] }));
      schema.relations.push(makeRelation('articles', 'cover', 'directus_files', null));
      const first = schema.items.articles?.[0];
      if (first) first.cover = 'file-1';
    });
    await screen.findByRole('link', { name: 'Open Hello by Ann' });
    fireEvent.change(screen.getByLabelText('Layout'), { target: { value: 'cards' } });
    const cards = await screen.findByRole('list', { name: 'Items' });
    // Decorative (alt=""), so it has no img role: look it up in the DOM.
    await waitFor(() =>
      expect(cards.querySelector('img')).toHaveAttribute(
        'src',
        'http://tessera.test/assets/file-1?key=system-medium-cover&access_token=token-admin%40example.com',
      ),
    );
    expect(within(cards).getByText('Second by Bob')).toBeInTheDocument();
  });
});

describe('content navigation', () => {
  it('groups collections, hides hidden ones and remembers collapsed groups', async () => {
    const { user } = await openCollection('/content');
    const nav = screen.getByRole('navigation', { name: 'Collections' });
    expect(within(nav).queryByRole('link', { name: 'Comments' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Authors' })).toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: 'Collapse People' }));
    expect(within(nav).queryByRole('link', { name: 'Authors' })).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('tessera_nav_collapsed') ?? '{}')).toEqual({ people: true });
  });
});

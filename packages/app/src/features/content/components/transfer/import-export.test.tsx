import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PermissionsProvider } from '../../../../lib/permissions/permissions-context.js';
import { permissionsFromRules } from '../../../../lib/permissions/permissions.js';
import type { PermissionRule } from '../../../../lib/permissions/types.js';
import { FakeApiError, signedInFakeClient } from '../../../../testing/fake-client.js';
import { blogSchema } from '../../../../testing/fixtures.js';
import { EDITOR, permissionRule } from '../../../../testing/permission-fixtures.js';
import { TestProviders } from '../../../../testing/render.js';
import { renderApp } from '../../../../testing/ui.js';
import { ImportExportButton } from './import-export-button.js';

async function openPanel(permissions: PermissionRule[] | 'admin' = 'admin') {
  const client = await signedInFakeClient({
    ...blogSchema(),
    ...(permissions === 'admin' ? {} : { me: EDITOR, permissions: [permissionRule('authors', 'read'), ...permissions] }),
  });
  const view = renderApp(client, '/content/articles');
  await screen.findByRole('link', { name: 'Open Hello by Ann' });
  await view.user.click(screen.getByRole('button', { name: 'Import / Export' }));
  const drawer = within(await screen.findByRole('dialog', { name: 'Import / Export Articles' }));
  return { client, drawer, ...view };
}

const csvFile = (text: string, name = 'articles.csv') => new File([text], name, { type: 'text/csv' });
const toasts = () => within(screen.getByRole('status', { name: 'Notifications' }));

afterEach(() => vi.restoreAllMocks());

describe('collection page: import', () => {
  it('uploads the chosen CSV with progress, tells how many items came in, and refreshes the list', async () => {
    const { client, drawer, user } = await openPanel();
    await user.upload(drawer.getByLabelText('Choose file'), csvFile('title,status\nThird,draft\nFourth,published\n'));
    expect(drawer.getByText(/^articles\.csv/)).toBeInTheDocument();
    const release = client.holdImports();
    await user.click(drawer.getByRole('button', { name: 'Import file' }));
    expect(await drawer.findByRole('progressbar', { name: 'Import upload progress' })).toHaveAttribute('value', '50');
    release();

    expect(await toasts().findByText('Imported into Articles')).toBeInTheDocument();
    expect(toasts().getByText('2 new items')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /^Open Third/ })).toBeInTheDocument();
    expect(client.callsOf('importItems')).toEqual([['articles', 'articles.csv', 'title,status\nThird,draft\nFourth,published\n']]);
  });

  it('lists the rejected rows by line and says nothing was imported', async () => {
    const { client, drawer, user } = await openPanel();
    const before = structuredClone(client.data.items.articles);
    await user.upload(drawer.getByLabelText('Choose file'), csvFile('title,status\nGood,draft\n,draft\nAlso good,draft\n,published\n'));
    await user.click(drawer.getByRole('button', { name: 'Import file' }));

    const alert = await drawer.findByRole('alert');
    expect(within(alert).getByText('Nothing was imported')).toBeInTheDocument();
    expect(alert).toHaveTextContent('No item was created or changed');
    const rows = within(within(alert).getByRole('list', { name: 'Rejected rows' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['Line 3 — title: is required', 'Line 5 — title: is required']);
    expect(client.data.items.articles).toEqual(before);
    expect(screen.getByRole('dialog', { name: 'Import / Export Articles' })).toBeInTheDocument();
  });

  it('shows at most the first 100 rejected rows and says there may be more', async () => {
    const { drawer, user } = await openPanel();
    const lines = ['title,status', ...Array.from({ length: 140 }, () => ',draft')].join('\n');
    await user.upload(drawer.getByLabelText('Choose file'), csvFile(lines));
    await user.click(drawer.getByRole('button', { name: 'Import file' }));
    const list = await drawer.findByRole('list', { name: 'Rejected rows' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(100);
    expect(drawer.getByRole('alert')).toHaveTextContent('100 problems or more (the first 100 are listed)');
  });

  it("shows the server's own message for a refusal that names no row", async () => {
    const { client, drawer, user } = await openPanel();
    client.failNext('importItems', new FakeApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Unsupported media type "image/png".'));
    await user.upload(drawer.getByLabelText('Choose file'), csvFile('[]', 'rows.json'));
    await user.click(drawer.getByRole('button', { name: 'Import file' }));
    const alert = await drawer.findByRole('alert');
    expect(alert).toHaveTextContent('Nothing was imported');
    expect(alert).toHaveTextContent('Unsupported media type "image/png".');
  });

  it('takes a dropped file, and refuses one that is neither CSV nor JSON before sending it', async () => {
    const { client, drawer } = await openPanel();
    const drop = (file: File) => fireEvent.drop(drawer.getByTestId('drop-zone'), { dataTransfer: { files: [file], types: ['Files'] } });
    drop(new File(['[{"title":"Dropped"}]'], 'rows.json', { type: 'application/json' }));
    expect(drawer.getByText(/^rows\.json/)).toBeInTheDocument();
    drop(new File(['x'], 'photo.png', { type: 'image/png' }));
    expect(drawer.getByRole('alert')).toHaveTextContent('“photo.png” is not a CSV or JSON file.');
    expect(drawer.queryByRole('button', { name: 'Import file' })).not.toBeInTheDocument();
    expect(client.callsOf('importItems')).toEqual([]);
  });
});

describe('collection page: export', () => {
  function captureDownloads(): string[] {
    const urls: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      urls.push(this.href);
    });
    return urls;
  }

  it("downloads the page's filtered, searched and sorted view in the chosen format, signed with the session", async () => {
    const client = await signedInFakeClient(blogSchema());
    const { user } = renderApp(client, '/content/articles');
    await screen.findByRole('link', { name: 'Open Hello by Ann' });
    await user.type(screen.getByRole('searchbox', { name: 'Search items' }), 'Hello');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Open Second by Bob' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Import / Export' }));
    const drawer = within(await screen.findByRole('dialog'));
    const downloads = captureDownloads();

    await user.selectOptions(drawer.getByLabelText('Format'), 'JSON');
    await user.click(drawer.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const url = new URL(downloads[0] ?? '');
    expect(url.pathname).toBe('/items/articles');
    expect(url.searchParams.get('export')).toBe('json');
    expect(url.searchParams.get('search')).toBe('Hello');
    expect(JSON.parse(url.searchParams.get('filter') ?? '')).toEqual({ status: { _neq: 'archived' } });
    expect(url.searchParams.get('sort')).toBe('sort');
    expect(url.searchParams.get('fields')?.split(',')[0]).toBe('id');
    expect(url.searchParams.get('limit')).toBe('-1');
    expect(url.searchParams.get('access_token')).toBe('token-admin@example.com');

    await user.click(drawer.getByLabelText('Use current filters, search, sort and fields'));
    await user.type(drawer.getByLabelText('Limit'), '10');
    await user.click(drawer.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(downloads).toHaveLength(2));
    expect([...new URL(downloads[1] ?? '').searchParams.keys()]).toEqual(['limit', 'export', 'access_token']);
    expect(new URL(downloads[1] ?? '').searchParams.get('limit')).toBe('10');
  });

  it('asks the server to write the file into the library and says the user will be notified', async () => {
    const { client, drawer, user } = await openPanel();
    await user.selectOptions(drawer.getByLabelText('Format'), 'YAML');
    await user.click(drawer.getByRole('button', { name: 'Export to file library' }));
    expect(await toasts().findByText('You will be notified when it is ready')).toBeInTheDocument();
    const [call] = client.callsOf('exportItems');
    expect(call?.slice(0, 2)).toEqual(['articles', 'yaml']);
    expect(call?.[2]).toMatchObject({ filter: { status: { _neq: 'archived' } }, sort: ['sort'], limit: -1 });
  });

  it('shows why the export did not start', async () => {
    const { client, drawer, user } = await openPanel();
    client.failNext('exportItems', new FakeApiError(403, 'FORBIDDEN', "You don't have permission to access this."));
    await user.click(drawer.getByRole('button', { name: 'Export to file library' }));
    expect(await drawer.findByRole('alert')).toHaveTextContent("The export did not startYou don't have permission to access this.");
  });

  it('blocks both actions while the limit is not a whole number of 1 or more', async () => {
    const { client, drawer, user } = await openPanel();
    await user.type(drawer.getByLabelText('Limit'), '2.5');
    expect(drawer.getByText('The limit is a whole number of 1 or more.')).toBeInTheDocument();
    expect(drawer.getByRole('button', { name: 'Download' })).toBeDisabled();
    expect(drawer.getByRole('button', { name: 'Export to file library' })).toBeDisabled();
    expect(client.callsOf('exportUrl')).toEqual([]);
  });
});

describe('collection page: who sees import and export', () => {
  it('offers a read-only role export alone', async () => {
    const { drawer } = await openPanel([permissionRule('articles', 'read')]);
    expect(drawer.getByRole('heading', { name: 'Export' })).toBeInTheDocument();
    expect(drawer.queryByRole('heading', { name: 'Import' })).not.toBeInTheDocument();
    expect(drawer.queryByLabelText('Choose file')).not.toBeInTheDocument();
  });

  it('offers import as well to a role that may create items', async () => {
    const { drawer } = await openPanel([permissionRule('articles', 'read'), permissionRule('articles', 'create', ['title'])]);
    expect(drawer.getByRole('heading', { name: 'Import' })).toBeInTheDocument();
    expect(drawer.getByRole('heading', { name: 'Export' })).toBeInTheDocument();
  });

  it('shows nothing to a role that may neither create nor read the collection, whatever its other rules', async () => {
    const client = await signedInFakeClient(blogSchema());
    const rules = [permissionRule('authors', 'read'), permissionRule('authors', 'create'), permissionRule('articles', 'update')];
    const view = { fields: ['id'], filter: undefined, search: '', sort: ['id'] };
    render(
      <TestProviders client={client}>
        <PermissionsProvider permissions={permissionsFromRules(rules)}>
          <ImportExportButton collection="articles" label="Articles" view={view} />
          <ImportExportButton collection="__proto__" label="Proto" view={view} />
          <span>rendered</span>
        </PermissionsProvider>
      </TestProviders>,
    );
    expect(screen.getByText('rendered')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import / Export' })).not.toBeInTheDocument();
  });
});

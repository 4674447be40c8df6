import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeApiError } from '../../../testing/fake-client.js';
import { permissionRule } from '../../../testing/permission-fixtures.js';
import { FILES, fileFixture, renderFiles } from './files-test-setup.js';

const png = (name: string) => new File([new Uint8Array(64)], name, { type: 'image/png' });
const grid = () => screen.findByRole('list', { name: 'Files' });
const cardNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('files library: lists', () => {
  it('opens on the library’s top level: only files in no folder, and never rows without a type', async () => {
    const { user } = await renderFiles('/files', undefined, [
      ...FILES,
      fileFixture('metadata-only', { title: 'Metadata only', type: null }),
    ]);
    expect(await screen.findByRole('heading', { name: 'File library' })).toBeInTheDocument();
    await waitFor(async () => expect(cardNames(await grid())).toEqual(['Sunset']));
    await user.click(within(screen.getByRole('navigation', { name: 'File library' })).getByRole('link', { name: 'All files' }));
    await screen.findByRole('heading', { name: 'All files' });
    await waitFor(async () => expect(cardNames(await grid())).toEqual(['Sunset', 'Logo', 'Report']));
  });

  it('shows every file as a card with a thumbnail or a type icon, name and size, newest first', async () => {
    const { client } = await renderFiles('/files/all');
    const list = await grid();
    expect(cardNames(list)).toEqual(['Sunset', 'Logo', 'Report']);
    await waitFor(() => expect(list.querySelector('li[data-file="sunset"] img')).not.toBeNull());
    expect(list.querySelector('li[data-file="sunset"] img')?.getAttribute('src')).toMatch(
      /^http:\/\/tessera\.test\/assets\/sunset\?key=system-medium-cover&modified=.*&access_token=/,
    );
    const report = within(within(list).getByText('Report').closest('li') as HTMLElement);
    expect(report.getByRole('img', { name: 'application/pdf' })).toBeInTheDocument();
    expect(report.getByText('3.4 MB')).toBeInTheDocument();
    expect(client.callsOf('readItems').find(([collection]) => collection === 'directus_files')?.[1]).toMatchObject({
      sort: ['-uploaded_on', 'id'],
      limit: 50,
      meta: 'filter_count',
    });
  });

  it('switches to the table layout and sorts, keeping both in the URL', async () => {
    const { user, router } = await renderFiles('/files/all');
    await grid();
    await user.click(screen.getByRole('button', { name: 'Table' }));
    const table = await screen.findByRole('table', { name: 'Files' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Selected', 'Title', 'Type', 'Size', 'Uploaded on', 'Uploaded by']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'title');
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Logo', 'Report', 'Sunset']),
    );
    expect(router.state.location.search).toBe('?layout=tabular&sort=title');
  });

  it('filters by type and search, and lists a folder, my files and recent files with their filters', async () => {
    const { user, client } = await renderFiles('/files/all');
    await grid();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'document');
    await waitFor(async () => expect(cardNames(await grid())).toEqual(['Report']));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), '');
    await user.type(screen.getByRole('searchbox', { name: 'Search files' }), 'sun');
    await waitFor(async () => expect(cardNames(await grid())).toEqual(['Sunset']));

    const nav = screen.getByRole('navigation', { name: 'File library' });
    await user.click(within(nav).getByRole('link', { name: 'Logos' }));
    expect(await screen.findByRole('heading', { name: 'Logos' })).toBeInTheDocument();
    await waitFor(async () => expect(cardNames(await grid())).toEqual(['Logo']));

    await user.click(within(nav).getByRole('link', { name: 'My files' }));
    await screen.findByRole('heading', { name: 'My files' });
    await user.click(within(nav).getByRole('link', { name: 'Recent' }));
    await screen.findByRole('heading', { name: 'Recent' });
    const filters = client
      .callsOf('readItems')
      .flatMap(([collection, query]) => (collection === 'directus_files' ? [(query as { filter?: unknown }).filter] : []));
    expect(filters).toContainEqual({ _and: [{ type: { _nnull: true } }, { uploaded_by: { _eq: '$CURRENT_USER' } }] });
    expect(filters).toContainEqual({ _and: [{ type: { _nnull: true } }, { uploaded_on: { _gt: '$NOW(-5 days)' } }] });
  });
});

describe('files library: selection and batch actions', () => {
  it('deletes the selected files after a confirmation naming the count', async () => {
    const { user, client } = await renderFiles('/files/all');
    const list = await grid();
    await user.click(within(list).getByRole('checkbox', { name: 'Select Sunset' }));
    await user.click(within(list).getByRole('checkbox', { name: 'Select Logo' }));
    const selection = screen.getByRole('region', { name: 'Selection' });
    expect(selection).toHaveTextContent('2 files selected');
    await user.click(within(selection).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete 2 files?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete 2 files' }));
    await waitFor(async () => expect(cardNames(await grid())).toEqual(['Report']));
    expect(client.callsOf('deleteFiles')).toEqual([[['sunset', 'logo']]]);
    expect(screen.queryByRole('region', { name: 'Selection' })).not.toBeInTheDocument();
  });

  it('moves the selected files into a folder', async () => {
    const { user, client } = await renderFiles('/files/all');
    const list = await grid();
    await user.click(within(list).getByRole('checkbox', { name: 'Select Sunset' }));
    await user.click(screen.getByRole('button', { name: 'Move to folder' }));
    const dialog = screen.getByRole('dialog', { name: 'Move 1 file' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Folder' }), 'empty');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(client.callsOf('updateFiles')).toEqual([[['sunset'], { folder: 'empty' }]]));
  });

  it('moves file cards dragged onto a folder of the tree', async () => {
    const { client } = await renderFiles('/files/all');
    const list = await grid();
    const store = new Map<string, string>();
    const dataTransfer = {
      types: [] as string[],
      setData: (type: string, value: string) => (store.set(type, value), dataTransfer.types.push(type)),
      getData: (type: string) => store.get(type) ?? '',
      effectAllowed: '',
      dropEffect: '',
    };
    fireEvent.dragStart(list.querySelector('li[data-file="sunset"]') as Element, { dataTransfer });
    const folder = document.querySelector('[data-folder="empty"]') as Element;
    fireEvent.dragOver(folder, { dataTransfer });
    fireEvent.drop(folder, { dataTransfer });
    await waitFor(() => expect(client.callsOf('updateFiles')).toEqual([[['sunset'], { folder: 'empty' }]]));
    expect(client.data.items.directus_files?.find((row) => row.id === 'sunset')?.folder).toBe('empty');
  });
});

describe('files library: pages', () => {
  it('loads more files a page at a time', async () => {
    const many = Array.from({ length: 52 }, (_, index) =>
      fileFixture(`file-${index}`, { uploaded_on: new Date(Date.UTC(2025, 0, 1, 0, index)).toISOString() }),
    );
    const { user } = await renderFiles('/files/all', undefined, many);
    await waitFor(async () => expect(within(await grid()).getAllByRole('listitem')).toHaveLength(50));
    expect(screen.getByText('50 of 52 files')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(within(await grid()).getAllByRole('listitem')).toHaveLength(52));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says the files are in folders at a top level holding none, and offers the top folders and all files', async () => {
    const { user } = await renderFiles(
      '/files',
      undefined,
      FILES.filter((file) => file.folder !== null),
    );
    expect(await screen.findByRole('heading', { name: 'The files are in folders' })).toBeInTheDocument();
    expect(screen.queryByText('No files here yet')).not.toBeInTheDocument();
    const folders = screen.getByRole('list', { name: 'Folders at the top level' });
    expect(
      within(folders)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Brand', 'Empty']);
    await user.click(within(folders).getByRole('link', { name: 'Brand' }));
    expect(await screen.findByRole('heading', { name: 'Brand', level: 1 })).toBeInTheDocument();
  });
});

describe('files library: uploads and import', () => {
  it('uploads files dropped into an empty folder into that folder, and shows them', async () => {
    const { client } = await renderFiles('/files/folders/empty');
    const empty = await screen.findByText('No files here yet');
    const zone = within(empty.closest('.state-box') ?? document.body).getByRole('group', { name: /Drop files here/ });
    fireEvent.drop(zone, { dataTransfer: { types: ['Files'], files: [png('a.png'), png('b.png')] } });
    await waitFor(async () => expect(cardNames(await grid())).toEqual(expect.arrayContaining(['a', 'b'])));
    expect(client.callsOf('uploadFile')).toEqual([
      ['a.png', { folder: 'empty' }],
      ['b.png', { folder: 'empty' }],
    ]);
    expect(within(screen.getByRole('region', { name: 'Uploads' })).getByText('2 of 2 uploaded')).toBeInTheDocument();
  });

  it('uploads files dropped from the OS onto a folder in the tree into that folder', async () => {
    const { client } = await renderFiles('/files/all');
    await grid();
    const folder = document.querySelector('[data-folder="logos"]') as Element;
    const dataTransfer = { types: ['Files'], files: [png('c.png')] };
    fireEvent.dragOver(folder, { dataTransfer });
    fireEvent.drop(folder, { dataTransfer });
    await waitFor(() => expect(client.callsOf('uploadFile')).toEqual([['c.png', { folder: 'logos' }]]));
  });

  it('shows the server refusing an import in its own words', async () => {
    const { user, client } = await renderFiles('/files/all');
    await grid();
    client.failNext(
      'importFile',
      new FakeApiError(400, 'INVALID_PAYLOAD', 'Requested URL "http://127.0.0.1/x.png" resolves to a denied IP address'),
    );
    await user.click(screen.getByRole('button', { name: 'Import from URL' }));
    const dialog = screen.getByRole('dialog', { name: 'Import from URL' });
    await user.type(within(dialog).getByRole('textbox', { name: 'File URL' }), 'http://127.0.0.1/x.png');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('resolves to a denied IP address');

    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Import from URL' })).not.toBeInTheDocument());
    expect(client.callsOf('importFile')).toEqual([
      ['http://127.0.0.1/x.png', {}],
      ['http://127.0.0.1/x.png', {}],
    ]);
  });
});

describe('files library: folders', () => {
  it('creates, renames and deletes folders (files move up to the parent)', async () => {
    const { user, client } = await renderFiles('/files/all');
    await grid();
    await user.click(screen.getByRole('button', { name: 'New folder' }));
    let dialog = screen.getByRole('dialog', { name: 'Create folder' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Folder name' }), 'Press');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Parent folder' }), 'brand');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    const tree = screen.getByRole('list', { name: 'Folders' });
    expect(await within(tree).findByRole('link', { name: 'Press' })).toBeInTheDocument();
    expect(client.callsOf('createFolder')).toEqual([[{ name: 'Press', parent: 'brand' }]]);

    await user.click(within(tree).getByRole('button', { name: 'Folder actions for Logos' }));
    await user.click(screen.getByRole('menuitem', { name: 'Rename' }));
    dialog = screen.getByRole('dialog', { name: 'Rename folder' });
    await user.clear(within(dialog).getByRole('textbox', { name: 'Folder name' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Folder name' }), 'Marks');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(tree).findByRole('link', { name: 'Marks' })).toBeInTheDocument();

    await user.click(within(tree).getByRole('button', { name: 'Folder actions for Marks' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Delete folder “Marks”?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(tree).queryByRole('link', { name: 'Marks' })).not.toBeInTheDocument());
    expect(client.data.items.directus_files?.find((row) => row.id === 'logo')?.folder).toBe('brand');
  });

  it('shows the parent folder, with the moved files, after deleting the folder on view', async () => {
    const { user, router } = await renderFiles('/files/folders/logos');
    await waitFor(async () => expect(cardNames(await grid())).toEqual(['Logo']));
    const tree = screen.getByRole('list', { name: 'Folders' });
    await user.click(within(tree).getByRole('button', { name: 'Folder actions for Logos' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Delete folder “Logos”?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/files/folders/brand'));
    await waitFor(async () => expect(cardNames(await grid())).toEqual(['Logo', 'Report']));
  });

  it('moves a folder, never into its own subtree', async () => {
    const { user, client } = await renderFiles('/files/all');
    await grid();
    const tree = screen.getByRole('list', { name: 'Folders' });
    await user.click(within(tree).getByRole('button', { name: 'Folder actions for Brand' }));
    await user.click(screen.getByRole('menuitem', { name: 'Move' }));
    const dialog = screen.getByRole('dialog', { name: 'Move “Brand”' });
    const select = within(dialog).getByRole('combobox', { name: 'New parent folder' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent?.trim()),
    ).toEqual(['File library (top level)', 'Empty']);
    await user.selectOptions(select, 'empty');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(client.callsOf('updateFolder')).toEqual([['brand', { parent: 'empty' }]]));
  });
});

describe('files library: permissions', () => {
  it('offers no upload, import, folder or batch actions to a user who may only read', async () => {
    const { user } = await renderFiles('/files/all', [
      permissionRule('directus_files', 'read'),
      permissionRule('directus_folders', 'read'),
    ]);
    const list = await grid();
    expect(screen.queryByRole('group', { name: /Drop files here/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import from URL' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New folder' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Folder actions/ })).not.toBeInTheDocument();
    expect(list.querySelector('li[draggable="true"]')).toBeNull();
    await user.click(within(list).getByRole('checkbox', { name: 'Select Sunset' }));
    const selection = screen.getByRole('region', { name: 'Selection' });
    expect(within(selection).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(within(selection).queryByRole('button', { name: 'Move to folder' })).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import type { LayoutConfig, LayoutProps } from '@tessera/extensions-sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ItemsQuery } from '../../../../lib/app-client.js';
import { NO_APP_EXTENSIONS, setAppExtensionsState } from '../../../../lib/extensions/app-extensions-store.js';
import { signedInFakeClient } from '../../../../testing/fake-client.js';
import { blogSchema } from '../../../../testing/fixtures.js';
import { presetFixture } from '../../../../testing/system-fixtures.js';
import { renderApp } from '../../../../testing/ui.js';

/** A small layout extension: the items' titles as links, and a button that changes its one option. */
function TitlesList({ collection, items, primaryKeyField, itemHref, options, onOptionsChange }: LayoutProps) {
  return (
    <section aria-label={`Titles of ${collection}`}>
      <ul>
        {items.map((item) => (
          <li key={String(item[primaryKeyField])}>
            <a href={itemHref(item)}>{String(item.title)}</a>
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => onOptionsChange({ ...options, bold: !options.bold })}>
        {options.bold ? 'Bold on' : 'Bold off'}
      </button>
    </section>
  );
}

function Broken(): never {
  throw new Error('layout bug');
}

const TITLES: LayoutConfig = { id: 'titles-list', name: 'Titles list', component: TitlesList };
const BROKEN: LayoutConfig = { id: 'broken-layout', name: 'Broken layout', component: Broken };

function installLayouts(...layouts: LayoutConfig[]) {
  setAppExtensionsState({
    status: 'ready',
    extensions: { ...NO_APP_EXTENSIONS, layouts: new Map(layouts.map((layout) => [layout.id, layout])) },
  });
}

const pageReads = (client: Awaited<ReturnType<typeof signedInFakeClient>>) =>
  (client.callsOf('readItems') as [string, ItemsQuery][]).filter(([collection, query]) => collection === 'articles' && query.limit !== 0);

afterEach(() => setAppExtensionsState({ status: 'ready', extensions: NO_APP_EXTENSIONS }));

describe('collection page: layout extensions', () => {
  it('offers an installed layout after the built-ins, renders the page of items it is given and saves its options in the preset', async () => {
    installLayouts(TITLES);
    const client = await signedInFakeClient(blogSchema());
    const { user } = renderApp(client, '/content/articles');
    await screen.findByRole('link', { name: 'Open Hello by Ann' });
    const select = screen.getByLabelText('Layout');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Table', 'Kanban', 'Calendar', 'Map', 'Titles list']);

    await user.selectOptions(select, 'Titles list');
    const list = await screen.findByRole('region', { name: 'Titles of articles' });
    // The page's filter (archived left out) and sort, a page of the table's size, all readable fields.
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Hello', '/content/articles/1'],
      ['Second', '/content/articles/2'],
    ]);
    expect(pageReads(client).at(-1)?.[1]).toMatchObject({
      fields: ['*'],
      filter: { status: { _neq: 'archived' } },
      sort: ['sort'],
      limit: 25,
      page: 1,
    });
    expect(screen.getByRole('button', { name: 'Next page' })).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Bold off' }));
    expect(within(list).getByRole('button', { name: 'Bold on' })).toBeInTheDocument();
    await waitFor(() =>
      expect(client.callsOf('createPreset').at(-1)?.[0]).toMatchObject({
        layout: 'titles-list',
        layout_options: { 'titles-list': { bold: true } },
      }),
    );
  });

  it('reopens a preset naming the extension layout with its options, and searches through it', async () => {
    installLayouts(TITLES);
    const client = await signedInFakeClient({
      ...blogSchema(),
      presets: [
        presetFixture({ user: 'user-1', collection: 'articles', layout: 'titles-list', layout_options: { 'titles-list': { bold: true } } }),
      ],
    });
    const { user } = renderApp(client, '/content/articles');
    const list = await screen.findByRole('region', { name: 'Titles of articles' });
    expect(within(list).getByRole('button', { name: 'Bold on' })).toBeInTheDocument();
    expect(screen.getByLabelText('Layout')).toHaveValue('titles-list');
    await user.type(screen.getByLabelText('Search items'), 'Second');
    await waitFor(
      () =>
        expect(
          within(list)
            .getAllByRole('link')
            .map((link) => link.textContent),
        ).toEqual(['Second']),
      { timeout: 3000 },
    );
    expect(pageReads(client).at(-1)?.[1]).toMatchObject({ search: 'Second', page: 1 });
  });

  it('shows the error boundary for a layout that throws, and the page still works', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    installLayouts(BROKEN, TITLES);
    const client = await signedInFakeClient(blogSchema());
    const { user } = renderApp(client, '/content/articles');
    await screen.findByRole('link', { name: 'Open Hello by Ann' });
    await user.selectOptions(screen.getByLabelText('Layout'), 'Broken layout');
    expect(await screen.findByRole('alert')).toHaveTextContent('The extension “Broken layout” could not be shown.');
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('"Broken layout" failed'), expect.any(Error));
    // The toolbar still answers: another layout, then the table again.
    await user.selectOptions(screen.getByLabelText('Layout'), 'Titles list');
    expect(await screen.findByRole('region', { name: 'Titles of articles' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Layout'), 'Table');
    expect(await screen.findByRole('link', { name: 'Open Hello by Ann' })).toBeInTheDocument();
    consoleError.mockRestore();
  });

  it('falls back to the table when the preset names a layout that is not installed', async () => {
    const client = await signedInFakeClient({
      ...blogSchema(),
      presets: [
        presetFixture({ user: 'user-1', collection: 'articles', layout: 'titles-list', layout_options: { 'titles-list': { bold: true } } }),
      ],
    });
    renderApp(client, '/content/articles');
    expect(await screen.findByRole('link', { name: 'Open Hello by Ann' })).toBeInTheDocument();
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getByLabelText('Layout')).toHaveValue('tabular');
    expect(within(screen.getByLabelText('Layout')).queryByRole('option', { name: 'Titles list' })).not.toBeInTheDocument();
  });
});

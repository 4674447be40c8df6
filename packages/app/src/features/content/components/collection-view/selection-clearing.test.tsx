import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInFakeClient } from '../../../../testing/fake-client.js';
import { blogSchema, makeField, makeRelation } from '../../../../testing/fixtures.js';
import { renderApp } from '../../../../testing/ui.js';

type Schema = ReturnType<typeof blogSchema>;

/** Articles with 30 posts (two pages of 25) and an image field, so paging and the cards layout exist. */
async function openArticles(change?: (schema: Schema) => void) {
  const schema = blogSchema();
  schema.items.articles = Array.from({ length: 30 }, (_, index) => ({
    id: index + 1,
    title: `Post ${String(index + 1).padStart(2, '0')}`,
    status: 'draft',
    author: 1,
    sort: index + 1,
  }));
  schema.fields.push(makeField('articles', 'cover', 'uuid', { interface: 'file-image', special: ['file'] }));
  schema.relations.push(makeRelation('articles', 'cover', 'directus_files', null));
  change?.(schema);
  const client = await signedInFakeClient(schema);
  const view = renderApp(client, '/content/articles');
  await screen.findByRole('link', { name: 'Open Post 01 by Ann' });
  return { client, ...view };
}

const bar = () => screen.queryByRole('region', { name: 'Selected items' });

/** Ticks two rows and checks the bar counts them. */
async function selectTwo(user: Awaited<ReturnType<typeof openArticles>>['user']) {
  await user.click(await screen.findByRole('checkbox', { name: 'Select Post 02 by Ann' }));
  await user.click(screen.getByRole('checkbox', { name: 'Select Post 03 by Ann' }));
  expect(bar()).toHaveTextContent('2 items selected');
}

async function expectCleared() {
  await waitFor(() => expect(bar()).not.toBeInTheDocument());
  expect(screen.queryAllByRole('checkbox', { checked: true })).toEqual([]);
}

describe('collection page: the selection never outlives the view it was made in', () => {
  it('is cleared by a new search, and the next Delete counts only the new ticks', async () => {
    const { client, user } = await openArticles();
    await selectTwo(user);
    await user.type(screen.getByLabelText('Search items'), 'Post 1');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Open Post 02 by Ann' })).not.toBeInTheDocument(), { timeout: 3000 });
    await expectCleared();
    await user.click(screen.getByRole('checkbox', { name: 'Select Post 10 by Ann' }));
    await user.click(within(bar() as HTMLElement).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete 1 item?' });
    expect(within(dialog).queryByText(/not on screen/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(client.callsOf('deleteItems')).toEqual([['articles', [10]]]));
  });

  it('is cleared by a filter change', async () => {
    const { user } = await openArticles();
    await selectTwo(user);
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Field' }), 'title');
    await user.type(screen.getByLabelText('Value'), 'Post 02');
    await expectCleared();
  });

  it('is cleared by a sort change', async () => {
    const { user } = await openArticles();
    await selectTwo(user);
    await user.click(screen.getByRole('button', { name: 'Title' }));
    await expectCleared();
  });

  it('is cleared by a page change, and going back does not bring it back', async () => {
    const { user } = await openArticles();
    await selectTwo(user);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await expectCleared();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await screen.findByRole('link', { name: 'Open Post 02 by Ann' });
    expect(screen.getByRole('checkbox', { name: 'Select Post 02 by Ann' })).not.toBeChecked();
    expect(bar()).not.toBeInTheDocument();
  });

  it('is cleared by a per-page change', async () => {
    const { user } = await openArticles();
    await selectTwo(user);
    await user.selectOptions(screen.getByLabelText('Per page'), '50');
    await expectCleared();
  });

  it('is cleared by a layout change', async () => {
    const { user } = await openArticles();
    await selectTwo(user);
    fireEvent.change(screen.getByLabelText('Layout'), { target: { value: 'cards' } });
    await screen.findByRole('list', { name: 'Items' });
    await expectCleared();
  });

  it('is cleared by the archive switch', async () => {
    const { user } = await openArticles();
    await selectTwo(user);
    await user.selectOptions(screen.getByLabelText('Archive'), 'All items');
    await expectCleared();
  });

  it('is cleared when a bulk edit is saved', async () => {
    const { client, user } = await openArticles();
    await selectTwo(user);
    await user.click(within(bar() as HTMLElement).getByRole('button', { name: 'Edit' }));
    const drawer = await screen.findByRole('dialog', { name: 'Edit 2 items' });
    await user.selectOptions(within(drawer).getByLabelText('Status'), 'Published');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(client.callsOf('updateItems')).toEqual([['articles', [2, 3], { status: 'published' }]]));
    await expectCleared();
  });

  it('is cleared when an archive is done', async () => {
    const { client, user } = await openArticles();
    await selectTwo(user);
    await user.click(within(bar() as HTMLElement).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(client.callsOf('updateItems')).toEqual([['articles', [2, 3], { status: 'archived' }]]));
    await expectCleared();
  });

  it('is cleared when a delete is done', async () => {
    const { client, user } = await openArticles();
    await selectTwo(user);
    await user.click(within(bar() as HTMLElement).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Delete 2 items?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(client.callsOf('deleteItems')).toEqual([['articles', [2, 3]]]));
    await expectCleared();
  });
});

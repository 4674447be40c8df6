import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInFakeClient } from '../../../../testing/fake-client.js';
import { blogSchema } from '../../../../testing/fixtures.js';
import { renderApp } from '../../../../testing/ui.js';

async function openArticle(key: number) {
  const client = await signedInFakeClient(blogSchema());
  const view = renderApp(client, `/content/articles/${key}`);
  await screen.findByLabelText('Title');
  return { client, ...view };
}

describe('item page: archive and delete', () => {
  it('archives after confirming, writing only the archive field, then offers Unarchive', async () => {
    const { client, user } = await openArticle(2);
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Archive this item?' })).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(client.callsOf('updateItem')).toEqual([['articles', 2, { status: 'archived' }]]));
    await user.click(await screen.findByRole('button', { name: 'Unarchive' }));
    await waitFor(() =>
      expect(client.callsOf('updateItem')).toEqual([
        ['articles', 2, { status: 'archived' }],
        ['articles', 2, { status: 'draft' }],
      ]),
    );
    expect(await screen.findByRole('button', { name: 'Archive' })).toBeInTheDocument();
  });

  it('says the item was archived and offers Undo, which puts the previous value back', async () => {
    const { client, user } = await openArticle(1);
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Archive this item?' })).getByRole('button', { name: 'Archive' }));
    await screen.findByText('Item archived');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(client.callsOf('updateItem')).toEqual([
        ['articles', 1, { status: 'archived' }],
        ['articles', 1, { status: 'published' }],
      ]),
    );
    expect(await screen.findByText('Archive undone')).toBeInTheDocument();
  });

  it('keeps Delete apart from Save, outlined rather than a solid red button', async () => {
    await openArticle(1);
    const remove = screen.getByRole('button', { name: 'Delete' });
    expect(remove).not.toHaveClass('button--danger');
    expect(remove.closest('.item-actions__item')).not.toContainElement(screen.getByRole('button', { name: 'Save' }));
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeClient } from '../../../../testing/fake-client.js';
import { blogSchema } from '../../../../testing/fixtures.js';
import { renderWithClient } from '../../../../testing/render.js';
import { BulkActions } from './bulk-actions.js';

function renderBar(hiddenCount: number) {
  const schema = blogSchema();
  const client = createFakeClient(schema);
  const articles = schema.collections.find((collection) => collection.collection === 'articles');
  const onClear = vi.fn();
  renderWithClient(
    <BulkActions
      collection="articles"
      meta={articles?.meta ?? null}
      actions={{ edit: false, archive: true, delete: true }}
      fields={[]}
      relations={[]}
      selection={[1, 2, 3]}
      hiddenCount={hiddenCount}
      onClear={onClear}
    />,
    client,
  );
  return { client, onClear, user: userEvent.setup({ delay: null }) };
}

const bar = () => within(screen.getByRole('region', { name: 'Selected items' }));

describe('bulk actions: confirmations say what is not on screen', () => {
  it('says how many of the items to delete are not on screen', async () => {
    const { client, onClear, user } = renderBar(2);
    await user.click(bar().getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete 3 items?' });
    expect(dialog).toHaveTextContent('2 of the 3 selected items are not on screen.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onClear).toHaveBeenCalledOnce());
    expect(client.callsOf('deleteItems')).toEqual([['articles', [1, 2, 3]]]);
  });

  it('asks before archiving items that are not on screen, and archives at once when all are visible', async () => {
    const hidden = renderBar(1);
    await hidden.user.click(bar().getByRole('button', { name: 'Archive' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Archive 3 items?' });
    expect(dialog).toHaveTextContent('1 of the 3 selected items is not on screen.');
    expect(hidden.client.callsOf('updateItems')).toEqual([]);
    await hidden.user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(hidden.onClear).toHaveBeenCalledOnce());
    expect(hidden.client.callsOf('updateItems')).toEqual([['articles', [1, 2, 3], { status: 'archived' }]]);
  });

  it('says nothing about hidden items when every selected item is on screen', async () => {
    const { client, onClear, user } = renderBar(0);
    await user.click(bar().getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('alertdialog', { name: 'Delete 3 items?' })).not.toHaveTextContent('not on screen');
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await user.click(bar().getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(onClear).toHaveBeenCalledOnce());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(client.callsOf('updateItems')).toEqual([['articles', [1, 2, 3], { status: 'archived' }]]);
  });
});

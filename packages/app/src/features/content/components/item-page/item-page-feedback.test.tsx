import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeApiError, signedInFakeClient } from '../../../../testing/fake-client.js';
import { blogSchema } from '../../../../testing/fixtures.js';
import { renderApp } from '../../../../testing/ui.js';

async function openItem(path: string) {
  const client = await signedInFakeClient(blogSchema());
  const view = renderApp(client, path);
  await screen.findByLabelText('Title');
  return { client, ...view };
}

const notifications = () => within(screen.getByRole('status', { name: 'Notifications' }));
const pressCtrlS = () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 's', ctrlKey: true });

describe('item page: save feedback and keyboard', () => {
  it('saves on Ctrl+S, stays on the item and says it saved', async () => {
    const { client, user, router } = await openItem('/content/articles/1');
    await user.type(screen.getByLabelText('Title'), '!');
    expect(pressCtrlS()).toBe(false);
    await waitFor(() => expect(client.callsOf('updateItem')).toEqual([['articles', 1, { title: 'Hello!' }]]));
    expect(await notifications().findByText('Item saved')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/content/articles/1');
  });

  it('does not save on Ctrl+S without edits, but still keeps the browser dialog away', async () => {
    const { client } = await openItem('/content/articles/1');
    expect(pressCtrlS()).toBe(false);
    expect(client.callsOf('updateItem')).toEqual([]);
  });

  it('puts the focus in the first field of a new item and says "Item created" after saving', async () => {
    const { client, user } = await openItem('/content/articles/+');
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveFocus());
    await user.keyboard('Fresh');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(client.callsOf('createItem')).toEqual([['articles', { title: 'Fresh' }]]));
    expect(await notifications().findByText('Item created')).toBeInTheDocument();
  });

  it('notifies a failed save and a delete', async () => {
    const { client, user } = await openItem('/content/articles/2');
    client.failNext('updateItem', new FakeApiError(403, 'FORBIDDEN', "You don't have permission to access this."));
    await user.type(screen.getByLabelText('Title'), '!');
    pressCtrlS();
    expect(await notifications().findByText("Couldn't save the item")).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await notifications().findByText('Item deleted')).toBeInTheDocument();
  });
});

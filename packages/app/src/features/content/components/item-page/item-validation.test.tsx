import { screen, waitFor, within } from '@testing-library/react';
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

const banner = () => screen.getByRole('list', { name: 'Fields with errors' });

describe('item page: the validation banner', () => {
  it('names each failing field with a button that focuses it', async () => {
    const { user } = await openItem('/content/articles/+');
    await user.type(screen.getByLabelText('Summary'), 'No title yet');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const entries = within(banner()).getAllByRole('listitem');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toHaveTextContent('Title');
    expect(entries[0]).toHaveTextContent('This field is required.');
    expect(screen.getByLabelText('Title')).not.toHaveFocus();
    await user.click(within(banner()).getByRole('button', { name: 'Title' }));
    expect(screen.getByLabelText('Title')).toHaveFocus();
  });

  it("clears a field's error as soon as its value is valid, before saving again", async () => {
    const { user, client } = await openItem('/content/articles/+');
    await user.type(screen.getByLabelText('Summary'), 'No title yet');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('This field is required.');
    await user.type(screen.getByLabelText('Title'), 'F');
    expect(screen.getByLabelText('Title')).not.toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText('Title')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('list', { name: 'Fields with errors' })).not.toBeInTheDocument();
    expect(client.callsOf('createItem')).toEqual([]);
  });

  it("lists the server's refusals in the banner and beside their fields, readable", async () => {
    const { client, user } = await openItem('/content/articles/1');
    client.failNext(
      'updateItem',
      new FakeApiError(400, 'RECORD_NOT_UNIQUE', 'Value for field "slug" in collection "articles" has to be unique.', {
        collection: 'articles',
        field: 'slug',
      }),
    );
    await user.type(screen.getByLabelText('Slug'), 'x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Slug')).toHaveAccessibleDescription('Used in the URL Value has to be unique.'));
    expect(within(banner()).getByRole('listitem')).toHaveTextContent('SlugValue has to be unique.');
    await user.click(within(banner()).getByRole('button', { name: 'Slug' }));
    expect(screen.getByLabelText('Slug')).toHaveFocus();
    // A new value is no longer the one the server refused.
    await user.type(screen.getByLabelText('Slug'), 'y');
    expect(screen.queryByRole('list', { name: 'Fields with errors' })).not.toBeInTheDocument();
  });
});

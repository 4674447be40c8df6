import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeApiError, signedInFakeClient } from '../../../../testing/fake-client.js';
import type { FakeData } from '../../../../testing/fake-client.js';
import { blogSchema } from '../../../../testing/fixtures.js';
import { activityFixture, revisionFixture, userFixture } from '../../../../testing/system-fixtures.js';
import { renderApp } from '../../../../testing/ui.js';

/** Renders the item page at `path` and waits for its form (the field labelled `readyLabel`). */
async function openItem(
  path: string,
  change?: (data: Pick<FakeData, 'collections' | 'fields' | 'relations' | 'items'>) => void,
  readyLabel = 'Title',
) {
  const schema = blogSchema();
  change?.(schema);
  const client = await signedInFakeClient(schema);
  const view = renderApp(client, path);
  await screen.findByLabelText(readyLabel);
  return { client, ...view };
}

const articleField = (data: Pick<FakeData, 'fields'>, name: string) => {
  const field = data.fields.find((entry) => entry.collection === 'articles' && entry.field === name);
  if (!field?.meta) throw new Error(`no field ${name}`);
  return field.meta;
};

describe('item page: saving', () => {
  it('blocks saving a new item while a required field is empty', async () => {
    const { client, user } = await openItem('/content/articles/+');
    expect(screen.getByRole('heading', { name: 'New item in Articles' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Summary'), 'No title yet');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('This field is required.');
    expect(client.callsOf('createItem')).toEqual([]);

    await user.type(screen.getByLabelText('Title'), 'Fresh');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(client.callsOf('createItem')).toEqual([['articles', { summary: 'No title yet', title: 'Fresh' }]]));
  });

  it("shows the field's validation_message and does not send a failing value", async () => {
    const { client, user } = await openItem('/content/articles/1', (data) => {
      Object.assign(articleField(data, 'title'), {
        validation: { _and: [{ title: { _regex: '^[A-Z]' } }] },
        validation_message: 'Titles start with a capital letter.',
      });
    });
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'lowercase');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Titles start with a capital letter.');
    expect(client.callsOf('updateItem')).toEqual([]);
  });

  it('sends only the edits and returns to the list', async () => {
    const { client, user, router } = await openItem('/content/articles/1');
    expect(screen.getByRole('heading', { name: 'Hello by Ann' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Title'), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/content/articles'));
    expect(client.callsOf('updateItem')).toEqual([['articles', 1, { title: 'Hello!' }]]);
  });

  it("shows the API's FAILED_VALIDATION answer beside the field", async () => {
    const { client, user } = await openItem('/content/articles/1');
    client.failNext(
      'updateItem',
      new FakeApiError(400, 'FAILED_VALIDATION', 'Validation failed for field "slug". Value has to be unique.', { field: 'slug' }),
    );
    await user.type(screen.getByLabelText('Slug'), 'x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Slug')).toHaveAccessibleDescription(/Value has to be unique\./));
    expect(screen.getByLabelText('Slug')).toHaveAttribute('aria-invalid', 'true');
  });

  it("reads the server's refusal of a field's validation rule as that field's validation_message", async () => {
    const { client, user } = await openItem('/content/articles/1', (data) => {
      Object.assign(articleField(data, 'slug'), { validation: { slug: { _nnull: true } }, validation_message: 'Slugs are lower case.' });
    });
    client.failNext(
      'updateItem',
      new FakeApiError(400, 'FAILED_VALIDATION', 'Validation failed for field "slug". Value doesn\'t have the correct format.', {
        field: 'slug',
        type: 'regex',
      }),
    );
    await user.type(screen.getByLabelText('Slug'), 'x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(client.callsOf('updateItem')).toHaveLength(1));
    await waitFor(() => expect(screen.getByLabelText('Slug')).toHaveAccessibleDescription(/Slugs are lower case\./));
  });

  it('shows an error that names no field at the top', async () => {
    const { client, user } = await openItem('/content/articles/1');
    client.failNext('updateItem', new FakeApiError(403, 'FORBIDDEN', "You don't have permission to access this."));
    await user.type(screen.getByLabelText('Title'), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("You don't have permission to access this.")).toBeInTheDocument();
  });

  it('saves and stays, then saves as a copy with the duplication fields', async () => {
    const { client, user, router } = await openItem('/content/articles/1');
    await user.type(screen.getByLabelText('Summary'), 'Kept');
    await user.click(screen.getByRole('button', { name: 'More save options' }));
    await user.click(screen.getByRole('menuitem', { name: 'Save and stay' }));
    await waitFor(() => expect(client.callsOf('updateItem')).toHaveLength(1));
    expect(router.state.location.pathname).toBe('/content/articles/1');

    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Copy');
    await user.click(screen.getByRole('button', { name: 'More save options' }));
    await user.click(screen.getByRole('menuitem', { name: 'Save as copy' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/content/articles/4'));
    expect(
      client
        .callsOf('readItem')
        .some(
          ([, key, query]) =>
            key === 1 && JSON.stringify((query as { fields: string[] }).fields) === JSON.stringify(['title', 'body', 'status']),
        ),
    ).toBe(true);
    expect(client.callsOf('createItem')).toEqual([['articles', { title: 'Copy', status: 'published' }]]);
  });

  it('deletes after confirming', async () => {
    const { client, user, router } = await openItem('/content/articles/2');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Delete this item?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/content/articles'));
    expect(client.callsOf('deleteItems')).toEqual([['articles', [2]]]);
  });
});

describe('item page: guard, singleton, history', () => {
  it('asks before leaving with unsaved changes', async () => {
    const { user, router } = await openItem('/content/articles/1');
    await user.type(screen.getByLabelText('Title'), '!');
    await user.click(within(screen.getByRole('navigation', { name: 'Collections' })).getByRole('link', { name: 'Authors' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unsaved changes' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/content/articles/1');
    expect(screen.getByLabelText('Title')).toHaveValue('Hello!');

    await user.click(within(screen.getByRole('navigation', { name: 'Collections' })).getByRole('link', { name: 'Authors' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Unsaved changes' })).getByRole('button', { name: 'Discard changes' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/content/authors'));
  });

  it('opens a singleton straight into its form', async () => {
    const { client, user } = await openItem('/content/site_settings', undefined, 'Site Name');
    const input = await screen.findByLabelText('Site Name');
    expect(input).toHaveValue('My site');
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await user.type(input, '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(client.callsOf('updateSingleton')).toEqual([['site_settings', { site_name: 'My site!' }]]));
  });

  it('lists revisions with the fields each one changed', async () => {
    const schema = blogSchema();
    const client = await signedInFakeClient({
      ...schema,
      revisions: [
        revisionFixture({
          id: 1,
          collection: 'articles',
          item: '1',
          delta: { title: 'Hello', slug: 'hello' },
          activity: activityFixture({
            id: 1,
            action: 'create',
            collection: 'articles',
            item: '1',
            timestamp: '2024-01-01T10:00:00Z',
            user: userFixture({ id: 'u', email: 'ed@example.com' }),
          }),
        }),
        revisionFixture({ id: 2, collection: 'articles', item: '2', delta: { title: 'Other' }, activity: 2 }),
      ],
    });
    renderApp(client, '/content/articles/1');
    const sidebar = await screen.findByRole('complementary', { name: 'Item info' });
    const entries = within(await within(sidebar).findByRole('list', { name: 'History' })).getAllByRole('listitem');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toHaveTextContent('create by ed@example.com');
    expect(entries[0]).toHaveTextContent('Changed: Title, Slug');
  });
});

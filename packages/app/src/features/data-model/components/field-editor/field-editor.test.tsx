import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInFakeClient } from '../../../../testing/fake-client.js';
import { makeCollection, makeField, makeRelation } from '../../../../testing/fixtures.js';
import { renderApp } from '../../../../testing/ui.js';

const schema = () => ({
  collections: [makeCollection('articles'), makeCollection('tags')],
  fields: [
    makeField('articles', 'id', 'integer', { sort: 1 }, { is_primary_key: true }),
    makeField('articles', 'author', 'integer', { sort: 2 }),
    makeField('tags', 'id', 'uuid', {}, { is_primary_key: true }),
  ],
  relations: [makeRelation('articles', 'author', 'tags')],
});

describe('field editor', () => {
  it('sets up a many-to-many in one dialog: junction collection, alias field, then both relations', async () => {
    const client = await signedInFakeClient(schema());
    const { user } = renderApp(client, '/settings/data-model/articles');
    await user.click(await screen.findByRole('button', { name: 'Create field' }));
    const drawer = screen.getByRole('dialog', { name: 'Create field' });
    await user.selectOptions(within(drawer).getByLabelText('Kind'), 'Many to many');
    await user.type(within(drawer).getByLabelText('Key'), 'tags');
    await user.selectOptions(within(drawer).getByLabelText('Related collection'), 'tags');
    expect(within(drawer).getByText('Creates the junction collection "articles_tags".')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Save field' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create field' })).not.toBeInTheDocument());
    const order = client.calls
      .map((call) => call.method)
      .filter((method) => ['createCollection', 'createField', 'createRelation'].includes(method));
    expect(order).toEqual(['createCollection', 'createField', 'createRelation', 'createRelation']);
    expect(client.callsOf('createCollection')[0]![0]).toMatchObject({ collection: 'articles_tags' });
    expect((client.callsOf('createCollection')[0]![0] as { fields: { field: string; type: string }[] }).fields[2]).toMatchObject({
      field: 'tags_id',
      type: 'uuid',
    });
  });

  it('refuses a key that exists, then deletes a field after a confirmation naming its relation', async () => {
    const client = await signedInFakeClient(schema());
    const { user } = renderApp(client, '/settings/data-model/articles');
    await user.click(await screen.findByRole('button', { name: 'Create field' }));
    const drawer = screen.getByRole('dialog', { name: 'Create field' });
    await user.type(within(drawer).getByLabelText('Key'), 'author');
    await user.click(within(drawer).getByRole('button', { name: 'Save field' }));
    expect(within(drawer).getByLabelText('Key')).toHaveAccessibleDescription('A field named "author" already exists.');
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'Delete field author' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete the field "author"?' });
    expect(dialog).toHaveTextContent(
      'Its column and the value it holds in every item are deleted, with its relation to tags. This cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete field' }));
    await waitFor(() => expect(client.callsOf('deleteField')).toEqual([['articles', 'author']]));
    expect(screen.queryByRole('button', { name: 'Delete field id' })).not.toBeInTheDocument();
  });

  it("edits a field's interface, note and flags, sending only the changes", async () => {
    const client = await signedInFakeClient(schema());
    const { user } = renderApp(client, '/settings/data-model/articles');
    await user.click(await screen.findByRole('button', { name: 'Edit field author' }));
    const drawer = screen.getByRole('dialog', { name: 'Edit field author' });
    await user.type(within(drawer).getByRole('textbox', { name: 'Note' }), 'Who wrote it');
    await user.click(within(drawer).getByRole('checkbox', { name: 'Required' }));
    await user.click(within(drawer).getByRole('tab', { name: 'Interface' }));
    await user.selectOptions(within(drawer).getByRole('combobox', { name: 'Interface' }), 'Input');
    await user.click(within(drawer).getByRole('button', { name: 'Save field' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit field author' })).not.toBeInTheDocument());
    expect(client.callsOf('updateField')).toEqual([['articles', 'author', { interface: 'input', note: 'Who wrote it', required: true }]]);
  });
});

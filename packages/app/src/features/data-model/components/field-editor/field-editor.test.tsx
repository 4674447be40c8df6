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

type Recorded = { calls: { method: string; args: unknown[] }[] };

/** The set-up calls in order, each as [method, collection, field]. */
function setupCalls(client: Recorded): string[][] {
  return client.calls.flatMap(({ method, args }) => {
    const [first, second] = args as [Record<string, unknown> | string, Record<string, unknown> | undefined];
    if (method === 'createCollection') return [[method, String((first as Record<string, unknown>).collection)]];
    if (method === 'createField') return [[method, String(first), String(second?.field)]];
    if (method === 'createRelation')
      return [[method, String((first as Record<string, unknown>).collection), String((first as Record<string, unknown>).field)]];
    if (method === 'createItem') return [[method, String(first), String(second?.code ?? '')]];
    return [];
  });
}

describe('field editor', () => {
  it('sets up a many-to-many in one dialog: junction collection, alias field, its keys, then both relations', async () => {
    const client = await signedInFakeClient(schema());
    const { user } = renderApp(client, '/settings/data-model/articles');
    await user.click(await screen.findByRole('button', { name: 'Create field' }));
    const drawer = screen.getByRole('dialog', { name: 'Create field' });
    await user.selectOptions(within(drawer).getByLabelText('Field type'), 'Many to many');
    await user.type(within(drawer).getByLabelText('Key'), 'tags');
    await user.selectOptions(within(drawer).getByLabelText('Related collection'), 'tags');
    expect(within(drawer).getByLabelText('Junction collection')).toHaveValue('articles_tags');
    await user.click(within(drawer).getByRole('button', { name: 'Save field' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create field' })).not.toBeInTheDocument());
    expect(setupCalls(client)).toEqual([
      ['createCollection', 'articles_tags'],
      ['createField', 'articles', 'tags'],
      ['createField', 'articles_tags', 'articles_id'],
      ['createField', 'articles_tags', 'tags_id'],
      ['createRelation', 'articles_tags', 'articles_id'],
      ['createRelation', 'articles_tags', 'tags_id'],
    ]);
    expect(client.callsOf('createField')[2]![1]).toMatchObject({ field: 'tags_id', type: 'uuid' });
  });

  it('"Save and configure" creates the field, then opens its settings tabs, where an interface option is saved', async () => {
    const client = await signedInFakeClient(schema());
    const { user } = renderApp(client, '/settings/data-model/articles');
    await user.click(await screen.findByRole('button', { name: 'Create field' }));
    const drawer = screen.getByRole('dialog', { name: 'Create field' });
    await user.type(within(drawer).getByLabelText('Key'), 'subtitle');
    await user.click(within(drawer).getByRole('button', { name: 'Save and configure' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit field subtitle' });
    expect(screen.queryByRole('dialog', { name: 'Create field' })).not.toBeInTheDocument();
    expect(client.callsOf('createField')).toEqual([['articles', expect.objectContaining({ field: 'subtitle' })]]);
    await user.type(within(edit).getByLabelText('Note'), 'Shown under the title');
    await user.click(within(edit).getByRole('button', { name: 'Save field' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit field subtitle' })).not.toBeInTheDocument());
    expect(client.callsOf('updateField')).toEqual([['articles', 'subtitle', { note: 'Shown under the title' }]]);
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

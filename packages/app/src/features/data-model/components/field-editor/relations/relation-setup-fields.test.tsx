import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeClient } from '../../../../../testing/fake-client.js';
import { signedInFakeClient } from '../../../../../testing/fake-client.js';
import { makeCollection, makeField } from '../../../../../testing/fixtures.js';
import { renderApp } from '../../../../../testing/ui.js';

const schema = () => ({
  collections: [makeCollection('pages'), makeCollection('headings'), makeCollection('texts'), makeCollection('pages_blocks')],
  fields: [
    makeField('pages', 'id', 'integer', { sort: 1 }, { is_primary_key: true }),
    makeField('headings', 'id', 'integer', {}, { is_primary_key: true }),
    makeField('texts', 'id', 'integer', {}, { is_primary_key: true }),
    makeField('texts', 'page', 'integer', {}),
  ],
  relations: [],
});

/** The set-up calls in order, each as [method, collection, field]. */
function setupCalls(client: FakeClient): string[][] {
  return client.calls.flatMap(({ method, args }) => {
    const [first, second] = args as [unknown, Record<string, unknown> | undefined];
    const record = first as Record<string, unknown>;
    if (method === 'createCollection') return [[method, String(record.collection)]];
    if (method === 'createField') return [[method, String(first), String(second?.field)]];
    if (method === 'createRelation') return [[method, String(record.collection), String(record.field)]];
    if (method === 'createItem') return [[method, String(first), String(second?.code)]];
    return [];
  });
}

async function openEditor(client: FakeClient, type: string, key: string) {
  const { user } = renderApp(client, '/settings/data-model/pages');
  await user.click(await screen.findByRole('button', { name: 'Create field' }));
  const drawer = screen.getByRole('dialog', { name: 'Create field' });
  await user.selectOptions(within(drawer).getByLabelText('Field type'), type);
  await user.type(within(drawer).getByLabelText('Key'), key);
  return { user, drawer };
}

async function save(user: Awaited<ReturnType<typeof openEditor>>['user'], drawer: HTMLElement) {
  await user.click(within(drawer).getByRole('button', { name: 'Save field' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create field' })).not.toBeInTheDocument());
}

describe('relational set-up', () => {
  it('o2m: picks the related collection and an existing key, with a new sort field and the deselect action', async () => {
    const client = await signedInFakeClient(schema());
    const { user, drawer } = await openEditor(client, 'One to many', 'sections');
    await user.selectOptions(within(drawer).getByLabelText('Related collection'), 'texts');
    const key = within(drawer).getByLabelText('Key in texts');
    expect(key).toHaveValue('pages_id');
    await user.clear(key);
    await user.type(key, 'page');
    await user.type(within(drawer).getByLabelText('Sort field'), 'sort');
    await user.selectOptions(within(drawer).getByLabelText('When an item is taken off the list'), 'delete');
    await save(user, drawer);
    expect(setupCalls(client)).toEqual([
      ['createField', 'pages', 'sections'],
      ['createField', 'texts', 'sort'],
      ['createRelation', 'texts', 'page'],
    ]);
    expect(client.callsOf('createField')[0]).toEqual([
      'pages',
      expect.objectContaining({ type: 'alias', schema: null, meta: expect.objectContaining({ interface: 'list-o2m', special: ['o2m'] }) }),
    ]);
    expect(client.callsOf('createRelation')[0]![0]).toEqual({
      collection: 'texts',
      field: 'page',
      related_collection: 'pages',
      meta: { one_field: 'sections', one_deselect_action: 'delete', sort_field: 'sort' },
      schema: { on_delete: 'SET NULL' },
    });
  });

  it('m2a: suggests a free junction name, refuses no collections, then creates junction, keys and the a2o relation', async () => {
    const client = await signedInFakeClient(schema());
    const { user, drawer } = await openEditor(client, 'Many to any', 'blocks');
    expect(within(drawer).getByLabelText('Junction collection')).toHaveValue('pages_blocks_1');
    await user.click(within(drawer).getByRole('button', { name: 'Save field' }));
    expect(within(drawer).getByText('Choose at least one collection.')).toBeInTheDocument();
    expect(setupCalls(client)).toEqual([]);
    const allowed = within(drawer).getByRole('group', { name: 'Collections an item may point at' });
    await user.click(within(allowed).getByRole('checkbox', { name: 'headings' }));
    await user.click(within(allowed).getByRole('checkbox', { name: 'texts' }));
    await save(user, drawer);
    expect(setupCalls(client)).toEqual([
      ['createCollection', 'pages_blocks_1'],
      ['createField', 'pages', 'blocks'],
      ['createField', 'pages_blocks_1', 'pages_id'],
      ['createField', 'pages_blocks_1', 'item'],
      ['createField', 'pages_blocks_1', 'collection'],
      ['createRelation', 'pages_blocks_1', 'pages_id'],
      ['createRelation', 'pages_blocks_1', 'item'],
    ]);
    expect(client.callsOf('createRelation')[1]![0]).toMatchObject({
      related_collection: null,
      meta: { one_allowed_collections: ['headings', 'texts'], one_collection_field: 'collection', junction_field: 'pages_id' },
    });
  });

  it('translations: creates languages with its seed, the junction, its keys and the translated fields', async () => {
    const client = await signedInFakeClient(schema());
    const { user, drawer } = await openEditor(client, 'Translations', 'translations');
    expect(within(drawer).getByLabelText('Languages collection')).toHaveAccessibleDescription(
      'Creates "languages" (code, name, direction) with a few languages.',
    );
    expect(within(drawer).getByLabelText('Junction collection')).toHaveValue('pages_translations');
    await user.type(within(drawer).getByLabelText('Translated fields'), 'title, body');
    await save(user, drawer);
    expect(setupCalls(client)).toEqual([
      ['createCollection', 'pages_translations'],
      ['createCollection', 'languages'],
      ['createField', 'pages', 'translations'],
      ['createField', 'pages_translations', 'pages_id'],
      ['createField', 'pages_translations', 'languages_code'],
      ['createField', 'pages_translations', 'title'],
      ['createField', 'pages_translations', 'body'],
      ['createRelation', 'pages_translations', 'pages_id'],
      ['createRelation', 'pages_translations', 'languages_code'],
      ['createItem', 'languages', 'en-US'],
      ['createItem', 'languages', 'de-DE'],
      ['createItem', 'languages', 'fr-FR'],
      ['createItem', 'languages', 'es-ES'],
      ['createItem', 'languages', 'ar-SA'],
    ]);
  });

  it('refuses an edited junction name that exists, and shows the server refusal when a call fails', async () => {
    const client = await signedInFakeClient(schema());
    const { user, drawer } = await openEditor(client, 'Files', 'gallery');
    const junction = within(drawer).getByLabelText('Junction collection');
    expect(junction).toHaveValue('pages_files');
    await user.clear(junction);
    await user.type(junction, 'texts');
    await user.click(within(drawer).getByRole('button', { name: 'Save field' }));
    expect(junction).toHaveAccessibleDescription(expect.stringContaining('A collection named "texts" already exists.'));
    expect(setupCalls(client)).toEqual([]);

    // A collection the server has but the dialog does not know of yet is refused by the server.
    client.data.collections.push(makeCollection('pages_gallery'));
    await user.clear(junction);
    await user.type(junction, 'pages_gallery');
    await user.click(within(drawer).getByRole('button', { name: 'Save field' }));
    expect(await within(drawer).findByText('Collection "pages_gallery" already exists.')).toBeInTheDocument();
    expect(within(drawer).getByText("Couldn't create the field")).toBeInTheDocument();
    expect(setupCalls(client)).toEqual([['createCollection', 'pages_gallery']]);
  });

  it('file and image: a uuid key with its relation to directus_files', async () => {
    const client = await signedInFakeClient(schema());
    const { user, drawer } = await openEditor(client, 'Image', 'cover');
    await save(user, drawer);
    expect(client.callsOf('createField')).toEqual([
      [
        'pages',
        expect.objectContaining({
          field: 'cover',
          type: 'uuid',
          meta: expect.objectContaining({ interface: 'file-image', special: ['file'] }),
        }),
      ],
    ]);
    expect(client.callsOf('createRelation')).toEqual([[expect.objectContaining({ field: 'cover', related_collection: 'directus_files' })]]);
  });
});

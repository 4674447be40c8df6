import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Item } from '../../lib/schema/types.js';
import { signedInFakeClient } from '../../testing/fake-client.js';
import { makeCollection, makeField, makeRelation } from '../../testing/fixtures.js';
import { FormHarness } from '../../testing/form-harness.js';
import { renderWithClient } from '../../testing/render.js';

const seed = () => ({
  collections: [
    makeCollection('pages'),
    makeCollection('headings', { display_template: '{{title}}' }),
    makeCollection('texts'),
    makeCollection('pages_blocks', { hidden: true }),
  ],
  fields: [
    makeField('pages', 'id', 'integer', {}, { is_primary_key: true }),
    makeField('pages', 'blocks', 'alias', { interface: 'list-m2a', special: ['m2a'] }),
    makeField('headings', 'id', 'integer', {}, { is_primary_key: true }),
    makeField('headings', 'title', 'string'),
    makeField('texts', 'id', 'integer', {}, { is_primary_key: true }),
    makeField('pages_blocks', 'id', 'integer', {}, { is_primary_key: true }),
    makeField('pages_blocks', 'pages_id', 'integer'),
    makeField('pages_blocks', 'item', 'string'),
    makeField('pages_blocks', 'collection', 'string'),
  ],
  relations: [
    makeRelation('pages_blocks', 'pages_id', 'pages', { one_field: 'blocks', junction_field: 'item' }),
    makeRelation('pages_blocks', 'item', null, {
      one_allowed_collections: ['headings', 'texts'],
      one_collection_field: 'collection',
      junction_field: 'pages_id',
    }),
  ],
  items: {
    headings: [
      { id: 1, title: 'Welcome' },
      { id: 2, title: 'Goodbye' },
    ],
    texts: [{ id: 7 }],
  },
});

describe('list-m2a', () => {
  it('lists junction rows by collection and item, creates a new item and picks an existing one in the reference payload shape', async () => {
    const client = await signedInFakeClient(seed());
    const state = { edits: {} as Item };
    renderWithClient(
      <FormHarness
        collection="pages"
        fields={client.data.fields.filter((field) => field.collection === 'pages')}
        relations={client.data.relations}
        initialValues={{ id: 1, blocks: [{ id: 10, pages_id: 1, collection: 'headings', item: { id: 1, title: 'Welcome' } }] }}
        primaryKey={1}
        onEdits={(edits) => (state.edits = edits)}
      />,
      client,
    );
    const user = userEvent.setup({ delay: null });
    const blocks = await screen.findByRole('group', { name: 'Blocks' });
    expect(await within(blocks).findByText('headings: Welcome')).toBeInTheDocument();

    await user.click(within(blocks).getByRole('button', { name: 'Create headings' }));
    const drawer = await screen.findByRole('dialog', { name: 'New item in headings' });
    await user.type(await within(drawer).findByLabelText('Title'), 'Intro');
    await user.click(within(drawer).getByRole('button', { name: 'Done' }));
    expect(within(blocks).getByText('headings: Intro')).toBeInTheDocument();

    await user.click(within(blocks).getByRole('button', { name: 'Add existing texts' }));
    const picker = await screen.findByRole('dialog', { name: 'Add existing texts to Blocks' });
    await user.click(await within(picker).findByRole('checkbox', { name: '7' }));
    await user.click(within(picker).getByRole('button', { name: /Select/ }));

    await user.click(within(blocks).getByRole('button', { name: 'Remove headings: Welcome' }));
    expect(state.edits).toEqual({
      blocks: {
        create: [
          { collection: 'headings', item: { title: 'Intro' } },
          { collection: 'texts', item: 7 },
        ],
        update: [],
        delete: [10],
      },
    });
  });

  it('edits the item of an existing row, sending the collection with it, and edits a new row in place', async () => {
    const client = await signedInFakeClient(seed());
    const state = { edits: {} as Item };
    renderWithClient(
      <FormHarness
        collection="pages"
        fields={client.data.fields.filter((field) => field.collection === 'pages')}
        relations={client.data.relations}
        initialValues={{ id: 1, blocks: [{ id: 10, pages_id: 1, collection: 'headings', item: { id: 1, title: 'Welcome' } }] }}
        primaryKey={1}
        onEdits={(edits) => (state.edits = edits)}
      />,
      client,
    );
    const user = userEvent.setup({ delay: null });
    const blocks = await screen.findByRole('group', { name: 'Blocks' });
    await user.click(await within(blocks).findByRole('button', { name: 'Edit headings: Welcome' }));
    const drawer = await screen.findByRole('dialog', { name: 'Edit item in headings' });
    await user.type(await within(drawer).findByLabelText('Title'), '!');
    await user.click(within(drawer).getByRole('button', { name: 'Done' }));
    expect(within(blocks).getByText('headings: Welcome!')).toBeInTheDocument();

    await user.click(within(blocks).getByRole('button', { name: 'Create headings' }));
    const create = await screen.findByRole('dialog', { name: 'New item in headings' });
    await user.type(await within(create).findByLabelText('Title'), 'Intro');
    await user.click(within(create).getByRole('button', { name: 'Done' }));
    await user.click(within(blocks).getByRole('button', { name: 'Edit headings: Intro' }));
    const again = await screen.findByRole('dialog', { name: 'New item in headings' });
    await user.type(await within(again).findByLabelText('Title'), ' text');
    await user.click(within(again).getByRole('button', { name: 'Done' }));

    expect(state.edits).toEqual({
      blocks: {
        create: [{ collection: 'headings', item: { title: 'Intro text' } }],
        update: [{ id: 10, collection: 'headings', item: { id: 1, title: 'Welcome!' } }],
        delete: [],
      },
    });
  });
});

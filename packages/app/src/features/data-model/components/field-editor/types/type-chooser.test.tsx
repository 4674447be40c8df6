import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInFakeClient } from '../../../../../testing/fake-client.js';
import { makeCollection, makeField } from '../../../../../testing/fixtures.js';
import { renderApp } from '../../../../../testing/ui.js';
import { FIELD_TYPE_CHOICES } from './field-types.js';

const schema = () => ({
  collections: [makeCollection('articles')],
  fields: [makeField('articles', 'id', 'integer', { sort: 1 }, { is_primary_key: true })],
  relations: [],
});

async function createWith(type: string, key: string, columnType?: string) {
  cleanup(); // One app at a time: each call renders its own.
  const client = await signedInFakeClient(schema());
  const { user } = renderApp(client, '/settings/data-model/articles');
  await user.click(await screen.findByRole('button', { name: 'Create field' }));
  const drawer = screen.getByRole('dialog', { name: 'Create field' });
  await user.selectOptions(within(drawer).getByLabelText('Field type'), type);
  await user.type(within(drawer).getByLabelText('Key'), key);
  if (columnType) await user.selectOptions(within(drawer).getByLabelText('Type'), columnType);
  await user.click(within(drawer).getByRole('button', { name: 'Save field' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create field' })).not.toBeInTheDocument());
  return client.callsOf('createField')[0]![1];
}

describe('type chooser', () => {
  it('offers every kind of field, grouped as the reference groups them', async () => {
    const client = await signedInFakeClient(schema());
    const { user } = renderApp(client, '/settings/data-model/articles');
    await user.click(await screen.findByRole('button', { name: 'Create field' }));
    const chooser = within(screen.getByRole('dialog', { name: 'Create field' })).getByLabelText('Field type');
    const groups = within(chooser).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('label'))).toEqual([
      'Text & numbers',
      'Selection',
      'Date & time',
      'Other',
      'Presentation',
      'Groups',
      'Relational',
    ]);
    expect(within(chooser).getAllByRole('option')).toHaveLength(FIELD_TYPE_CHOICES.length);
    expect(
      within(groups[6]!)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Many to one', 'One to many', 'Many to many', 'Many to any', 'Translations', 'File', 'Image', 'Files']);
  });

  it('sets the type, interface and special flags of the choice, and lets a standard field switch among its types', async () => {
    expect(await createWith('Toggle', 'published')).toMatchObject({
      type: 'boolean',
      meta: { interface: 'boolean', special: ['cast-boolean'] },
    });
    expect(await createWith('Tags', 'labels')).toMatchObject({ type: 'json', meta: { interface: 'tags', special: ['cast-json'] } });
    expect(await createWith('UUID', 'token')).toMatchObject({ type: 'uuid', meta: { interface: 'input', special: ['uuid'] } });
    expect(await createWith('Markdown', 'body')).toMatchObject({ type: 'text', meta: { interface: 'input-rich-text-md' } });
    expect(await createWith('Input', 'count', 'integer')).toMatchObject({ type: 'integer', meta: { interface: 'input' } });
  });

  it('makes presentation and group fields aliases without a column', async () => {
    expect(await createWith('Divider', 'divider')).toEqual(
      expect.objectContaining({
        type: 'alias',
        schema: null,
        meta: expect.objectContaining({ interface: 'presentation-divider', special: ['alias', 'no-data'] }),
      }),
    );
    expect(await createWith('Detail group', 'seo')).toMatchObject({
      type: 'alias',
      schema: null,
      meta: { interface: 'group-detail', special: ['alias', 'no-data', 'group'] },
    });
  });
});

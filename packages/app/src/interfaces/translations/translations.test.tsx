import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Item } from '../../lib/schema/types.js';
import { signedInFakeClient } from '../../testing/fake-client.js';
import { makeCollection, makeField, makeRelation } from '../../testing/fixtures.js';
import { FormHarness } from '../../testing/form-harness.js';
import { renderWithClient } from '../../testing/render.js';

const seed = () => ({
  collections: [makeCollection('pages'), makeCollection('languages'), makeCollection('pages_translations', { hidden: true })],
  fields: [
    makeField('pages', 'id', 'integer', {}, { is_primary_key: true }),
    makeField('pages', 'translations', 'alias', { interface: 'translations', special: ['translations'] }),
    makeField('languages', 'code', 'string', {}, { is_primary_key: true }),
    makeField('languages', 'name', 'string'),
    makeField('pages_translations', 'id', 'integer', { hidden: true }, { is_primary_key: true }),
    makeField('pages_translations', 'pages_id', 'integer', { hidden: true }),
    makeField('pages_translations', 'languages_code', 'string', { hidden: true }),
    makeField('pages_translations', 'title', 'string'),
  ],
  relations: [
    makeRelation('pages_translations', 'pages_id', 'pages', { one_field: 'translations', junction_field: 'languages_code' }),
    makeRelation('pages_translations', 'languages_code', 'languages', { junction_field: 'pages_id' }),
  ],
  items: {
    languages: [
      { code: 'en-US', name: 'English' },
      { code: 'de-DE', name: 'German' },
    ],
  },
});

describe('translations', () => {
  it('shows a tab per language and writes an update for an existing translation and a create for a new one', async () => {
    const client = await signedInFakeClient(seed());
    const state = { edits: {} as Item };
    renderWithClient(
      <FormHarness
        collection="pages"
        fields={client.data.fields.filter((field) => field.collection === 'pages')}
        relations={client.data.relations}
        initialValues={{
          id: 1,
          translations: [{ id: 5, pages_id: 1, languages_code: { code: 'en-US', name: 'English' }, title: 'Hello' }],
        }}
        primaryKey={1}
        onEdits={(edits) => (state.edits = edits)}
      />,
      client,
    );
    const user = userEvent.setup({ delay: null });
    const group = await screen.findByRole('group', { name: 'Translations' });
    const tabs = await within(group).findAllByRole('tab');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual([
      ['English', 'true'],
      ['German', 'false'],
    ]);
    const english = within(group).getByLabelText('Title (English)');
    expect(english).toHaveValue('Hello');
    await user.type(english, '!');

    await user.click(within(group).getByRole('tab', { name: 'German' }));
    const german = within(group).getByLabelText('Title (German)');
    expect(german).toHaveValue('');
    await user.type(german, 'Hallo');
    expect(within(group).getByRole('tab', { name: 'German (translated)' })).toHaveAttribute('aria-selected', 'true');

    expect(state.edits).toEqual({
      translations: { create: [{ languages_code: 'de-DE', title: 'Hallo' }], update: [{ id: 5, title: 'Hello!' }], delete: [] },
    });
  });
});

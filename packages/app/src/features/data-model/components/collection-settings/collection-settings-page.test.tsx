import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeApiError, signedInFakeClient } from '../../../../testing/fake-client.js';
import { makeCollection, makeField, makeRelation } from '../../../../testing/fixtures.js';
import { renderApp } from '../../../../testing/ui.js';

const schema = () => ({
  collections: [makeCollection('articles', { icon: 'article', sort_field: null }), makeCollection('authors')],
  fields: [
    makeField('articles', 'id', 'integer', { sort: 1 }, { is_primary_key: true, has_auto_increment: true }),
    makeField('articles', 'title', 'string', { sort: 2 }),
    makeField('articles', 'sort', 'integer', { sort: 3 }),
    makeField('articles', 'rank', 'float', { sort: 4 }),
    makeField('articles', 'author', 'integer', { sort: 5 }, { foreign_key_table: 'authors', foreign_key_column: 'id' }),
    makeField('articles', 'status', 'string', { sort: 6 }),
  ],
  relations: [makeRelation('articles', 'author', 'authors')],
});

async function open() {
  const client = await signedInFakeClient(schema());
  const rendered = renderApp(client, '/settings/data-model/articles');
  const form = await screen.findByRole('form', { name: 'Collection settings' });
  return { client, form, ...rendered };
}

describe('collection settings form', () => {
  it('offers as sort field only numeric fields that are neither primary nor foreign key (spec §5)', async () => {
    const { form } = await open();
    const options = within(within(form).getByRole('combobox', { name: 'Sort field' }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['None', 'sort', 'rank']);
  });

  it('saves only the changed settings, the icon chosen with the picker', async () => {
    const { client, form, user } = await open();
    await user.click(within(form).getByRole('button', { name: 'Icon: article' }));
    await user.type(within(form).getByRole('combobox', { name: 'Search icons' }), 'restaurant');
    await user.click(within(form).getByRole('option', { name: 'restaurant' }));
    await user.type(within(form).getByLabelText('Note'), 'Menus');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Sort field' }), 'sort');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Archive field' }), 'status');
    await user.type(within(form).getByLabelText('Archive value'), 'archived');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Accountability' }), 'Only track activity');
    await user.click(within(form).getByRole('checkbox', { name: 'title' }));
    await user.click(within(form).getByRole('button', { name: 'Save collection settings' }));
    await waitFor(() => expect(client.callsOf('updateCollection')).toHaveLength(1));
    expect(client.callsOf('updateCollection')[0]).toEqual([
      'articles',
      {
        icon: 'restaurant',
        note: 'Menus',
        sort_field: 'sort',
        archive_field: 'status',
        archive_value: 'archived',
        accountability: 'activity',
        item_duplication_fields: ['title'],
      },
    ]);
  });

  it('builds the display template with the field picker, inserting {{field}} at the caret', async () => {
    const { client, form, user } = await open();
    const template = within(form).getByRole('textbox', { name: 'Display template' });
    const picker = within(form).getByRole('combobox', { name: 'Insert a field into the template' });
    await user.selectOptions(picker, 'Title (title)');
    expect(template).toHaveValue('{{title}}');
    await user.type(template, ' by ');
    // jsdom does not move the input's own caret as user-event types; a browser leaves it at the end.
    (template as HTMLInputElement).setSelectionRange(13, 13);
    await user.selectOptions(picker, 'Status (status)');
    expect(template).toHaveValue('{{title}} by {{status}}');
    // Put the caret at the start: the next field goes there, not at the end.
    (template as HTMLInputElement).setSelectionRange(0, 0);
    await user.selectOptions(picker, 'Id (id)');
    expect(template).toHaveValue('{{id}}{{title}} by {{status}}');
    expect(picker).toHaveValue('');
    await user.click(within(form).getByRole('button', { name: 'Save collection settings' }));
    await waitFor(() =>
      expect(client.callsOf('updateCollection')).toEqual([['articles', { display_template: '{{id}}{{title}} by {{status}}' }]]),
    );
  });

  it('requires language and translation in each translation before saving (spec §5)', async () => {
    const { client, form, user } = await open();
    await user.click(within(form).getByRole('button', { name: 'Add translation' }));
    await user.type(within(form).getByLabelText('Singular 1'), 'Artikel');
    await user.click(within(form).getByRole('button', { name: 'Save collection settings' }));
    expect(within(form).getByLabelText('Language 1')).toHaveAccessibleDescription('Enter the language.');
    expect(within(form).getByLabelText('Translation 1')).toHaveAccessibleDescription('Enter the translation.');
    expect(client.callsOf('updateCollection')).toEqual([]);
    await user.type(within(form).getByLabelText('Language 1'), 'de-DE');
    await user.type(within(form).getByLabelText('Translation 1'), 'Artikel');
    await user.click(within(form).getByRole('button', { name: 'Save collection settings' }));
    await waitFor(() => expect(client.callsOf('updateCollection')).toHaveLength(1));
  });

  it('shows the server refusal under the control it names', async () => {
    const { client, form, user } = await open();
    client.failNext(
      'updateCollection',
      new FakeApiError(400, 'FAILED_VALIDATION', 'Value has to be a valid URL.', { field: 'preview_url' }),
    );
    await user.type(within(form).getByLabelText('Preview URL'), 'not a url {{id}}');
    await user.click(within(form).getByRole('button', { name: 'Save collection settings' }));
    await waitFor(() => expect(within(form).getByLabelText('Preview URL')).toHaveAccessibleDescription(/Value has to be a valid URL\./));
    expect(within(form).getByLabelText('Preview URL')).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a preview URL placeholder that names no field', async () => {
    const { client, form, user } = await open();
    await user.type(within(form).getByLabelText('Preview URL'), 'https://site/{{{{slug}}');
    await user.click(within(form).getByRole('button', { name: 'Save collection settings' }));
    expect(within(form).getByLabelText('Preview URL')).toHaveAccessibleDescription(/{{slug}} is not a field of this collection\./);
    expect(client.callsOf('updateCollection')).toEqual([]);
  });

  it('deletes the collection after a confirmation naming what is lost', async () => {
    const { client, user, router } = await open();
    await user.click(screen.getByRole('button', { name: 'Delete collection' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete the collection "articles"?' });
    expect(dialog).toHaveTextContent(
      'Its table, its 6 fields and every item in it are deleted for good, with its 1 relation to authors. This cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete collection' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/data-model'));
    expect(client.callsOf('deleteCollection')).toEqual([['articles']]);
  });

  it('lists the fields in order', async () => {
    await open();
    expect(
      within(screen.getByRole('list', { name: 'Fields' }))
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.data-model__key')?.textContent),
    ).toEqual(['id', 'title', 'sort', 'rank', 'author', 'status']);
    expect(screen.getByRole('heading', { name: 'Articles articles' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Fields' })).getByText('Author')).toHaveClass('data-model__title');
  });
});

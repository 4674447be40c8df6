import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInFakeClient } from '../../../../../testing/fake-client.js';
import { makeCollection, makeField } from '../../../../../testing/fixtures.js';
import { renderApp } from '../../../../../testing/ui.js';

const schema = () => ({
  collections: [makeCollection('articles')],
  fields: [
    makeField('articles', 'id', 'integer', { sort: 1 }, { is_primary_key: true, has_auto_increment: true }),
    makeField('articles', 'title', 'string', { sort: 2, interface: 'input' }, { max_length: 255 }),
    makeField('articles', 'status', 'string', {
      sort: 3,
      interface: 'select-dropdown',
      options: { choices: [{ text: 'Draft', value: 'draft' }] },
    }),
    makeField('articles', 'price', 'decimal', { sort: 4 }, { numeric_precision: 10, numeric_scale: 5 }),
    makeField('articles', 'details', 'alias', { sort: 5, special: ['alias', 'no-data', 'group'], interface: 'group-raw' }),
    makeField('articles', 'published_on', 'dateTime', { sort: 6, interface: 'datetime', display: 'datetime' }),
  ],
  relations: [],
});

async function openEditor(fieldName: string) {
  const client = await signedInFakeClient(schema());
  const { user } = renderApp(client, '/settings/data-model/articles');
  await user.click(await screen.findByRole('button', { name: `Edit field ${fieldName}` }));
  const drawer = screen.getByRole('dialog', { name: `Edit field ${fieldName}` });
  const tab = (name: string) => user.click(within(drawer).getByRole('tab', { name }));
  const save = async () => {
    await user.click(within(drawer).getByRole('button', { name: 'Save field' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: `Edit field ${fieldName}` })).not.toBeInTheDocument());
  };
  return { client, user, drawer, tab, save };
}

describe('field editor tabs', () => {
  it('Field tab: flags, a half-left width, the name translated and a group, in one meta patch', async () => {
    const { client, user, drawer, save } = await openEditor('title');
    await user.click(within(drawer).getByRole('checkbox', { name: 'Read only' }));
    await user.selectOptions(within(drawer).getByRole('combobox', { name: 'Width' }), 'Half width, left');
    await user.selectOptions(within(drawer).getByRole('combobox', { name: 'Group' }), 'Details');
    await user.click(within(drawer).getByRole('button', { name: 'Add translation' }));
    await user.type(within(drawer).getByRole('textbox', { name: 'Language 1' }), 'de-DE');
    await user.type(within(drawer).getByRole('textbox', { name: 'Translation 1' }), 'Titel');
    await save();
    expect(client.callsOf('updateField')).toEqual([
      [
        'articles',
        'title',
        { readonly: true, width: 'half-left', translations: [{ language: 'de-DE', translation: 'Titel' }], group: 'details' },
      ],
    ]);
  });

  it("Interface tab: a dropdown's choices and options from its declared options list", async () => {
    const { client, user, drawer, tab, save } = await openEditor('status');
    await tab('Interface');
    const options = within(drawer).getByRole('region', { name: 'Interface options' });
    expect(within(options).getByRole('textbox', { name: 'Text 1' })).toHaveValue('Draft');
    await user.click(within(options).getByRole('button', { name: 'Add choice' }));
    await user.type(within(options).getByRole('textbox', { name: 'Text 2' }), 'Published');
    await user.type(within(options).getByRole('textbox', { name: 'Value 2' }), 'published');
    await user.click(within(options).getByRole('checkbox', { name: 'Allow none' }));
    await user.type(within(options).getByRole('textbox', { name: 'Placeholder' }), 'Pick one');
    await save();
    expect(client.callsOf('updateField')).toEqual([
      [
        'articles',
        'status',
        {
          options: {
            choices: [
              { text: 'Draft', value: 'draft' },
              { text: 'Published', value: 'published' },
            ],
            allowNone: true,
            placeholder: 'Pick one',
          },
        },
      ],
    ]);
  });

  it("Interface tab: editing choices keeps each choice's colours and icon, and sets a new choice's colours", async () => {
    const client = await signedInFakeClient({
      ...schema(),
      fields: schema().fields.map((field) =>
        field.field === 'status'
          ? makeField('articles', 'status', 'string', {
              sort: 3,
              interface: 'select-dropdown',
              options: { choices: [{ text: 'Draft', value: 'draft', foreground: '#FFFFFF', background: '#A2B5CD', icon: 'edit' }] },
            })
          : field,
      ),
    });
    const { user } = renderApp(client, '/settings/data-model/articles');
    await user.click(await screen.findByRole('button', { name: 'Edit field status' }));
    const drawer = screen.getByRole('dialog', { name: 'Edit field status' });
    await user.click(within(drawer).getByRole('tab', { name: 'Interface' }));
    const options = within(drawer).getByRole('region', { name: 'Interface options' });
    expect(within(options).getByRole('textbox', { name: 'Background 1' })).toHaveValue('#A2B5CD');
    await user.clear(within(options).getByRole('textbox', { name: 'Text 1' }));
    await user.type(within(options).getByRole('textbox', { name: 'Text 1' }), 'In draft');
    await user.click(within(options).getByRole('button', { name: 'Add choice' }));
    await user.type(within(options).getByRole('textbox', { name: 'Text 2' }), 'Published');
    await user.type(within(options).getByRole('textbox', { name: 'Value 2' }), 'published');
    await user.type(within(options).getByRole('textbox', { name: 'Text colour 2' }), '#FFFFFF');
    await user.type(within(options).getByRole('textbox', { name: 'Background 2' }), '#2ECDA7');
    await user.click(within(drawer).getByRole('button', { name: 'Save field' }));
    await waitFor(() => expect(client.callsOf('updateField')).toHaveLength(1));
    expect(client.callsOf('updateField')[0]).toEqual([
      'articles',
      'status',
      {
        options: {
          choices: [
            { text: 'In draft', value: 'draft', foreground: '#FFFFFF', background: '#A2B5CD', icon: 'edit' },
            { text: 'Published', value: 'published', foreground: '#FFFFFF', background: '#2ECDA7' },
          ],
        },
      },
    ]);
  });

  it('Interface tab: another interface starts from its own options; only fitting interfaces are offered', async () => {
    const { client, user, drawer, tab, save } = await openEditor('title');
    await tab('Interface');
    const select = within(drawer).getByRole('combobox', { name: 'Interface' });
    const offered = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(offered).toContain('Dropdown');
    expect(offered).not.toContain('Toggle');
    await user.selectOptions(select, 'Code');
    await user.selectOptions(within(drawer).getByRole('combobox', { name: 'Language' }), 'SQL');
    await save();
    expect(client.callsOf('updateField')).toEqual([['articles', 'title', { interface: 'input-code', options: { language: 'SQL' } }]]);
  });

  it('Display tab: a display and its options as display_options', async () => {
    const { client, user, drawer, tab, save } = await openEditor('published_on');
    await tab('Display');
    const options = within(drawer).getByRole('region', { name: 'Display options' });
    await user.click(within(options).getByRole('checkbox', { name: 'Relative' }));
    await tab('Display');
    await user.selectOptions(within(drawer).getByRole('combobox', { name: 'Display' }), 'formatted-value');
    const formatted = within(drawer).getByRole('region', { name: 'Display options' });
    await user.type(within(formatted).getByRole('textbox', { name: 'Suffix' }), ' UTC');
    await user.click(within(formatted).getByRole('checkbox', { name: 'Bold' }));
    await save();
    expect(client.callsOf('updateField')).toEqual([
      ['articles', 'published_on', { display: 'formatted-value', display_options: { suffix: ' UTC', bold: true } }],
    ]);
  });

  it('Display tab: the picker names the displays, not their ids', async () => {
    const { drawer, tab } = await openEditor('status');
    await tab('Display');
    const offered = within(within(drawer).getByRole('combobox', { name: 'Display' }))
      .getAllByRole('option')
      .map((option) => [option.getAttribute('value'), option.textContent]);
    expect(offered).toContainEqual(['labels', 'Labels']);
    expect(offered).toContainEqual(['related-values', 'Related Values']);
    expect(offered).toContainEqual(['formatted-value', 'Formatted Value']);
    expect(offered.filter(([value, text]) => value !== '' && value === text)).toEqual([]);
  });

  it('Schema tab: a typed default, nullable, unique and length go as schema; the type is not offered', async () => {
    const { client, user, drawer, tab, save } = await openEditor('title');
    await tab('Schema');
    expect(within(drawer).queryByRole('combobox', { name: 'Type' })).not.toBeInTheDocument();
    expect(within(drawer).getByRole('textbox', { name: 'Max length' })).toHaveValue('255');
    await user.type(within(drawer).getByRole('textbox', { name: 'Default value' }), 'Untitled');
    await user.click(within(drawer).getByRole('checkbox', { name: 'Nullable' }));
    await user.click(within(drawer).getByRole('checkbox', { name: 'Unique' }));
    await user.clear(within(drawer).getByRole('textbox', { name: 'Max length' }));
    await user.type(within(drawer).getByRole('textbox', { name: 'Max length' }), '80');
    await save();
    expect(client.callsOf('updateField')).toEqual([
      ['articles', 'title', {}, { default_value: 'Untitled', is_nullable: false, is_unique: true, max_length: 80 }],
    ]);
  });

  it('Schema tab: a decimal takes precision and scale, and a default that is no number is refused before sending', async () => {
    const { client, user, drawer, tab, save } = await openEditor('price');
    await tab('Schema');
    await user.type(within(drawer).getByRole('textbox', { name: 'Default value' }), 'cheap');
    await user.click(within(drawer).getByRole('button', { name: 'Save field' }));
    expect(within(drawer).getByRole('textbox', { name: 'Default value' })).toHaveAccessibleDescription('Enter a number.');
    expect(within(drawer).getByRole('tab', { name: /^Schema.*has errors/ })).toBeInTheDocument();
    expect(client.callsOf('updateField')).toEqual([]);
    await user.clear(within(drawer).getByRole('textbox', { name: 'Default value' }));
    await user.type(within(drawer).getByRole('textbox', { name: 'Default value' }), '9.5');
    await user.clear(within(drawer).getByRole('textbox', { name: 'Scale' }));
    await user.type(within(drawer).getByRole('textbox', { name: 'Scale' }), '2');
    await save();
    expect(client.callsOf('updateField')).toEqual([['articles', 'price', {}, { default_value: 9.5, numeric_scale: 2 }]]);
  });

  it('Conditions tab: a named rule over the item fields that hides the field', async () => {
    const { client, user, drawer, tab, save } = await openEditor('title');
    await tab('Conditions');
    await user.click(within(drawer).getByRole('button', { name: 'Add condition' }));
    await user.type(within(drawer).getByRole('textbox', { name: 'Condition 1 name' }), 'Hide for drafts');
    const rule = within(drawer).getByRole('group', { name: 'Rule 1' });
    await user.click(within(rule).getByRole('button', { name: 'Add filter' }));
    await user.selectOptions(await within(rule).findByRole('combobox', { name: 'Field' }), 'status');
    await user.selectOptions(within(rule).getByRole('combobox', { name: 'Value' }), 'Draft');
    await user.click(within(drawer).getByRole('checkbox', { name: 'Hidden (condition 1)' }));
    const condition = within(drawer).getByRole('group', { name: 'Condition 1' });
    await user.click(within(condition).getByText('Interface options while it matches'));
    await user.type(within(condition).getByRole('textbox', { name: 'Placeholder' }), 'Drafts only');
    await save();
    expect(client.callsOf('updateField')).toEqual([
      [
        'articles',
        'title',
        {
          conditions: [
            {
              name: 'Hide for drafts',
              rule: { _and: [{ status: { _eq: 'draft' } }] },
              readonly: false,
              hidden: true,
              required: false,
              options: { placeholder: 'Drafts only' },
            },
          ],
        },
      ],
    ]);
  });

  it('Validation tab: a filter and its message', async () => {
    const { client, user, drawer, tab, save } = await openEditor('title');
    await tab('Validation');
    const rule = within(drawer).getByRole('group', { name: 'Validation rule' });
    await user.click(within(rule).getByRole('button', { name: 'Add filter' }));
    await user.selectOptions(await within(rule).findByRole('combobox', { name: 'Field' }), 'title');
    await user.selectOptions(within(rule).getByLabelText('Operator'), 'Contains');
    await user.type(within(rule).getByRole('textbox', { name: 'Value' }), 'News');
    await user.type(within(drawer).getByRole('textbox', { name: 'Validation message' }), 'Titles mention News.');
    await save();
    expect(client.callsOf('updateField')).toEqual([
      ['articles', 'title', { validation: { _and: [{ title: { _contains: 'News' } }] }, validation_message: 'Titles mention News.' }],
    ]);
  });

  it('moves between tabs with the arrow keys, one tab stop, and offers no Schema tab for an alias', async () => {
    const { user, drawer } = await openEditor('title');
    const tabs = () => within(drawer).getAllByRole('tab');
    expect(tabs().map((tab) => tab.textContent)).toEqual(['Field', 'Interface', 'Display', 'Schema', 'Conditions', 'Validation']);
    within(drawer).getByRole('tab', { name: 'Field' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(within(drawer).getByRole('tab', { name: 'Validation' })).toHaveFocus();
    expect(within(drawer).getByRole('tab', { name: 'Validation' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(within(drawer).getByRole('tab', { name: 'Field' })).toHaveAttribute('aria-selected', 'true');
    expect(tabs().filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Edit field details' }));
    const alias = screen.getByRole('dialog', { name: 'Edit field details' });
    expect(within(alias).queryByRole('tab', { name: 'Schema' })).not.toBeInTheDocument();
  });

  it('reads saved conditions and validation back and sends nothing when nothing changed', async () => {
    const client = await signedInFakeClient(schema());
    const title = client.data.fields.find((field) => field.field === 'title');
    if (!title?.meta) throw new Error('fixture');
    title.meta.conditions = [
      { name: 'Lock', rule: { _and: [{ status: { _eq: 'draft' } }] }, readonly: true, hidden: false, required: false },
    ];
    title.meta.validation = { _and: [{ title: { _contains: 'News' } }] };
    const { user } = renderApp(client, '/settings/data-model/articles');
    await user.click(await screen.findByRole('button', { name: 'Edit field title' }));
    const drawer = screen.getByRole('dialog', { name: 'Edit field title' });
    await user.click(within(drawer).getByRole('tab', { name: 'Conditions' }));
    expect(within(drawer).getByRole('textbox', { name: 'Condition 1 name' })).toHaveValue('Lock');
    expect(within(drawer).getByRole('checkbox', { name: 'Read only (condition 1)' })).toBeChecked();
    await user.click(within(drawer).getByRole('tab', { name: 'Validation' }));
    expect(within(within(drawer).getByRole('group', { name: 'Validation rule' })).getByRole('textbox', { name: 'Value' })).toHaveValue(
      'News',
    );
    await user.click(within(drawer).getByRole('button', { name: 'Save field' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit field title' })).not.toBeInTheDocument());
    expect(client.callsOf('updateField')).toEqual([]);
  });
});

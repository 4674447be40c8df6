import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedInFakeClient } from '../../../testing/fake-client.js';
import { makeCollection, makeField, makeRelation } from '../../../testing/fixtures.js';
import { renderWithClient } from '../../../testing/render.js';
import { FilterRuleEditor } from './filter-rule-editor.js';

const CHOICES = [
  { text: 'Draft', value: 'draft' },
  { text: 'Published', value: 'published' },
];

async function setup(value: Record<string, unknown> | null = null) {
  const client = await signedInFakeClient({
    collections: [makeCollection('posts'), makeCollection('directus_users')],
    fields: [
      makeField('posts', 'id', 'integer', {}, { is_primary_key: true }),
      makeField('posts', 'title', 'string', { interface: 'input' }),
      makeField('posts', 'status', 'string', { interface: 'select-dropdown', options: { choices: CHOICES } }),
      makeField('posts', 'user_created', 'uuid', { interface: 'select-dropdown-m2o', special: ['user-created'] }),
      makeField('posts', 'date_created', 'timestamp', { special: ['date-created'] }),
      makeField('posts', 'owner_key', 'uuid', { interface: 'input' }),
      makeField('directus_users', 'id', 'uuid', {}, { is_primary_key: true }),
      makeField('directus_users', 'email', 'string'),
    ],
    relations: [makeRelation('posts', 'user_created', 'directus_users')],
    items: { directus_users: [{ id: '0b9b7d1e-0000-4000-8000-000000000001', email: 'ed@example.com' }] },
  });
  const changes: (Record<string, unknown> | null | undefined)[] = [];
  renderWithClient(
    <FilterRuleEditor
      label="Item permissions"
      jsonToggleLabel="Edit item permissions as JSON"
      hint=""
      collection="posts"
      value={value}
      onChange={(next) => changes.push(next)}
    />,
    client,
  );
  const user = userEvent.setup({ delay: null });
  const editor = screen.getByRole('group', { name: 'Item permissions' });
  return { client, user, editor, lastChange: () => changes.at(-1) };
}

async function addRule(user: ReturnType<typeof userEvent.setup>, editor: HTMLElement, field: string) {
  await user.click(await within(editor).findByRole('button', { name: 'Add filter' }));
  const rule = within(editor)
    .getAllByRole('group', { name: /^Filter on/ })
    .at(-1) as HTMLElement;
  await user.selectOptions(await within(rule).findByRole('combobox', { name: 'Field' }), field);
  return () =>
    within(editor)
      .getAllByRole('group', { name: /^Filter on/ })
      .at(-1) as HTMLElement;
}

/** Whether the app asked for `$CURRENT_USER` as if it were a user's key. */
const lookedUpVariable = (client: Awaited<ReturnType<typeof setup>>['client']) =>
  [...client.callsOf('readItem'), ...client.callsOf('readItems')].some((call) => JSON.stringify(call).includes('$CURRENT_USER'));

describe('the permission rule builder', () => {
  it('builds user_created = $CURRENT_USER without typing a key, offering only the variable that fits the relation', async () => {
    const { user, editor, client, lastChange } = await setup();
    const rule = await addRule(user, editor, 'user_created');
    const source = within(rule()).getByRole('combobox', { name: 'Value source' });
    expect(
      within(source)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Fixed value', 'Current user']);
    await user.selectOptions(source, 'Current user');
    expect(lastChange()).toEqual({ _and: [{ user_created: { _eq: '$CURRENT_USER' } }] });
    // The variable replaces the item picker, so nothing is looked up.
    expect(within(rule()).queryByRole('button', { name: 'Select Value' })).toBeNull();
    expect(lookedUpVariable(client)).toBe(false);
  });

  it('opens a stored $CURRENT_USER rule, and switches from JSON back to visual, without looking it up as a user', async () => {
    const { user, editor, client } = await setup({
      _and: [{ user_created: { _eq: '$CURRENT_USER' } }, { user_created: { _in: ['$CURRENT_USER'] } }],
    });
    expect(await within(editor).findByRole('combobox', { name: 'Value source' })).toHaveDisplayValue('Current user');
    await user.click(within(editor).getByLabelText('Edit item permissions as JSON'));
    await user.click(within(editor).getByLabelText('Edit item permissions as JSON'));
    expect(await within(editor).findByRole('combobox', { name: 'Value source' })).toHaveDisplayValue('Current user');
    expect(within(editor).getAllByText('$CURRENT_USER').length).toBeGreaterThan(0);
    expect(lookedUpVariable(client)).toBe(false);
  });

  it('offers the current user and role for a plain uuid field, and goes back to a fixed value; not for text', async () => {
    const { user, editor, lastChange } = await setup();
    const rule = await addRule(user, editor, 'owner_key');
    await user.selectOptions(within(rule()).getByRole('combobox', { name: 'Value source' }), 'Current role');
    expect(lastChange()).toEqual({ _and: [{ owner_key: { _eq: '$CURRENT_ROLE' } }] });
    await user.selectOptions(within(rule()).getByRole('combobox', { name: 'Value source' }), 'Fixed value');
    const key = '0b9b7d1e-0000-4000-8000-000000000009';
    await user.type(within(rule()).getByRole('textbox', { name: 'Value' }), key);
    expect(lastChange()).toEqual({ _and: [{ owner_key: { _eq: key } }] });
    await user.selectOptions(within(rule()).getByRole('combobox', { name: 'Field' }), 'title');
    expect(within(rule()).queryByRole('combobox', { name: 'Value source' })).toBeNull();
  });

  it('starts a dropdown field at "Equals", its natural operator, even after a text field had "Contains"', async () => {
    const { user, editor, lastChange } = await setup();
    const rule = await addRule(user, editor, 'title');
    await user.selectOptions(within(rule()).getByLabelText('Operator'), 'Contains');
    await user.selectOptions(within(rule()).getByRole('combobox', { name: 'Field' }), 'status');
    const operator = within(rule()).getByLabelText('Operator');
    expect(operator).toHaveDisplayValue('Equals');
    expect(within(operator).getAllByRole('option')[0]).toHaveTextContent('Equals');
    await user.selectOptions(within(rule()).getByRole('combobox', { name: 'Value' }), 'Published');
    expect(lastChange()).toEqual({ _and: [{ status: { _eq: 'published' } }] });
  });

  it('offers $NOW with an offset for a date', async () => {
    const { user, editor, lastChange } = await setup();
    const rule = await addRule(user, editor, 'date_created');
    await user.selectOptions(within(rule()).getByLabelText('Operator'), 'Greater than');
    await user.selectOptions(within(rule()).getByLabelText('Value kind'), 'Relative to now');
    await user.clear(within(rule()).getByLabelText('Value amount'));
    await user.type(within(rule()).getByLabelText('Value amount'), '1');
    await user.selectOptions(within(rule()).getByLabelText('Value unit'), 'years');
    expect(lastChange()).toEqual({ _and: [{ date_created: { _gt: '$NOW(-1 year)' } }] });
    expect(within(rule()).queryByRole('combobox', { name: 'Value source' })).toBeNull();
  });
});

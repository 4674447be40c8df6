import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { filterToTree, treeToFilter } from '../../lib/filter/filter-tree.js';
import type { Filter, FilterGroup } from '../../lib/filter/filter-tree.js';
import type { Relation } from '../../lib/schema/types.js';
import { signedInFakeClient } from '../../testing/fake-client.js';
import { blogSchema } from '../../testing/fixtures.js';
import { renderWithClient } from '../../testing/render.js';
import { FilterBuilder } from './filter-builder.js';

const TYPES: Record<string, string> = {
  status: 'string',
  author: 'integer',
  publish_date: 'dateTime',
  published: 'boolean',
  word_count: 'integer',
};

function Harness({
  relations,
  initial,
  onFilter,
}: {
  relations: Relation[];
  initial: Filter | null;
  onFilter: (filter: Filter | null) => void;
}) {
  const [tree, setTree] = useState<FilterGroup>(() => filterToTree(initial, (path) => TYPES[path] ?? 'string'));
  return (
    <FilterBuilder
      collection="articles"
      relations={relations}
      value={tree}
      onChange={(next) => {
        setTree(next);
        onFilter(treeToFilter(next));
      }}
    />
  );
}

async function setup(initial: Filter | null = null) {
  const client = await signedInFakeClient(blogSchema());
  const state = { filter: initial };
  renderWithClient(<Harness relations={client.data.relations} initial={initial} onFilter={(filter) => (state.filter = filter)} />, client);
  const root = await screen.findByRole('group', { name: 'Filters' });
  const user = userEvent.setup({ delay: null });
  return { state, user, root };
}

async function addRule(user: ReturnType<typeof userEvent.setup>, root: HTMLElement, field: string) {
  await user.click(within(root).getAllByRole('button', { name: 'Add filter' }).at(-1) as HTMLElement);
  const rules = screen.getAllByRole('group', { name: /^Filter on/ });
  const rule = rules[rules.length - 1] as HTMLElement;
  await user.selectOptions(await within(rule).findByRole('combobox', { name: 'Field' }), field);
  return rule;
}

describe('filter values that fit the field', () => {
  it('offers a field’s choices as a dropdown, and as ticks for "is one of"', async () => {
    const { state, user, root } = await setup();
    const rule = await addRule(user, root, 'status');
    const value = await within(rule).findByRole('combobox', { name: 'Value' });
    expect(
      within(value)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a value', 'Draft', 'Published', 'Archived']);
    await user.selectOptions(value, 'Published');
    expect(state.filter).toEqual({ _and: [{ status: { _eq: 'published' } }] });

    await user.selectOptions(within(rule).getByLabelText('Operator'), 'Is not one of');
    const values = within(rule).getByRole('group', { name: 'Values' });
    await user.click(within(values).getByRole('checkbox', { name: 'Archived' }));
    await user.click(within(values).getByRole('checkbox', { name: 'Draft' }));
    expect(state.filter).toEqual({ _and: [{ status: { _nin: ['draft', 'archived'] } }] });
  });

  it('picks an m2o value from the related items, shown by their template, and filters by the key', async () => {
    const { state, user, root } = await setup();
    const rule = await addRule(user, root, 'author');
    expect(within(rule).getByRole('combobox', { name: 'Field of Author' })).toHaveDisplayValue('Author (the item)');
    await user.click(await within(rule).findByRole('button', { name: 'Select Value' }));
    const picker = await screen.findByRole('dialog', { name: 'Select Value' });
    await user.type(within(picker).getByLabelText('Search authors'), 'Bo');
    await user.click(await within(picker).findByRole('button', { name: 'Bob' }));
    expect(state.filter).toEqual({ _and: [{ author: { _eq: 2 } }] });
    expect(within(rule).getByRole('status', { name: 'Value' })).toHaveTextContent('Bob');
  });

  it('picks several related items for "is one of", showing saved keys by their template', async () => {
    const { state, user } = await setup({ author: { _in: [1] } });
    const rule = await screen.findByRole('group', { name: 'Filter on author' });
    const values = await within(rule).findByRole('group', { name: 'Values' });
    expect(await within(values).findByText('Ann')).toBeInTheDocument();
    await user.click(within(values).getByRole('button', { name: 'Add items' }));
    const picker = await screen.findByRole('dialog', { name: 'Filter by Values' });
    await user.click(await within(picker).findByRole('checkbox', { name: 'Bob' }));
    expect(within(picker).queryByRole('checkbox', { name: 'Ann' })).toBeNull();
    await user.click(within(picker).getByRole('button', { name: /^Select/ }));
    expect(state.filter).toEqual({ _and: [{ author: { _in: [1, 2] } }] });
    await user.click(within(values).getByRole('button', { name: 'Remove Ann' }));
    expect(state.filter).toEqual({ _and: [{ author: { _in: [2] } }] });
  });

  it('opens a saved $NOW(-7 days) in the relative editor and writes its changes back the same way', async () => {
    const { state, user } = await setup({ publish_date: { _gte: '$NOW(-7 days)' } });
    const rule = await screen.findByRole('group', { name: 'Filter on publish_date' });
    expect(await within(rule).findByLabelText('Value kind')).toHaveDisplayValue('Relative to now');
    expect(within(rule).getByLabelText('Value amount')).toHaveValue(7);
    expect(within(rule).getByLabelText('Value unit')).toHaveDisplayValue('days');
    expect(within(rule).getByLabelText('Value direction')).toHaveDisplayValue('ago');

    await user.clear(within(rule).getByLabelText('Value amount'));
    await user.type(within(rule).getByLabelText('Value amount'), '1');
    await user.selectOptions(within(rule).getByLabelText('Value direction'), 'from now');
    expect(state.filter).toEqual({ _and: [{ publish_date: { _gte: '$NOW(+1 day)' } }] });

    await user.selectOptions(within(rule).getByLabelText('Value kind'), 'Date and time');
    expect(within(rule).getByLabelText('Value')).toHaveAttribute('type', 'datetime-local');
    await user.type(within(rule).getByLabelText('Value'), '2026-01-02T03:04');
    expect(state.filter).toEqual({ _and: [{ publish_date: { _gte: '2026-01-02T03:04' } }] });
  });

  it('shows a boolean as a switch', async () => {
    const { state, user, root } = await setup();
    const rule = await addRule(user, root, 'published');
    const toggle = within(rule).getByRole('switch', { name: 'Value' });
    expect(toggle).not.toBeChecked();
    expect(state.filter).toEqual({ _and: [{ published: { _eq: false } }] });
    await user.click(toggle);
    expect(state.filter).toEqual({ _and: [{ published: { _eq: true } }] });
  });

  it('gives "is between" two inputs of the field’s kind, and "is null" none', async () => {
    const { state, user, root } = await setup();
    const dates = await addRule(user, root, 'publish_date');
    await user.selectOptions(within(dates).getByLabelText('Operator'), 'Is between');
    expect(within(dates).getByLabelText('From')).toHaveAttribute('type', 'datetime-local');
    await user.selectOptions(within(dates).getByLabelText('From kind'), 'Relative to now');
    await user.type(within(dates).getByLabelText('To'), '2026-05-01T00:00');
    expect(state.filter).toEqual({ _and: [{ publish_date: { _between: ['$NOW(-7 days)', '2026-05-01T00:00'] } }] });

    const numbers = await addRule(user, root, 'word_count');
    await user.selectOptions(within(numbers).getByLabelText('Operator'), 'Is between');
    expect(within(numbers).getByLabelText('From')).toHaveAttribute('type', 'number');
    await user.selectOptions(within(numbers).getByLabelText('Operator'), 'Is null');
    expect(within(numbers).queryByRole('textbox')).toBeNull();
    expect(within(numbers).queryByRole('spinbutton')).toBeNull();
  });
});

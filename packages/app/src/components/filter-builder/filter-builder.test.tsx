import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { emptyGroup, treeToFilter } from '../../lib/filter/filter-tree.js';
import type { Filter, FilterGroup } from '../../lib/filter/filter-tree.js';
import type { Relation } from '../../lib/schema/types.js';
import { signedInFakeClient } from '../../testing/fake-client.js';
import { blogSchema } from '../../testing/fixtures.js';
import { renderWithClient } from '../../testing/render.js';
import { FilterBuilder } from './filter-builder.js';

function Harness({ relations, onFilter }: { relations: Relation[]; onFilter: (filter: Filter | null) => void }) {
  const [tree, setTree] = useState<FilterGroup>(emptyGroup);
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

async function setup() {
  const client = await signedInFakeClient(blogSchema());
  const state = { filter: null as Filter | null };
  renderWithClient(<Harness relations={client.data.relations} onFilter={(filter) => (state.filter = filter)} />, client);
  return { state, user: userEvent.setup({ delay: null }), root: await screen.findByRole('group', { name: 'Filters' }) };
}

const rules = () => screen.getAllByRole('group', { name: /^Filter on/ });
const lastRule = () => rules()[rules().length - 1] as HTMLElement;

describe('FilterBuilder', () => {
  it('writes _in, _between and _null filters', async () => {
    const { state, user, root } = await setup();
    const addFilter = () => user.click(within(root).getAllByRole('button', { name: 'Add filter' }).at(-1) as HTMLElement);

    await addFilter();
    await user.selectOptions(await within(lastRule()).findByRole('combobox', { name: 'Field' }), 'status');
    await user.selectOptions(within(lastRule()).getByLabelText('Operator'), 'Is one of');
    await user.click(within(lastRule()).getByRole('checkbox', { name: 'Draft' }));
    await user.click(within(lastRule()).getByRole('checkbox', { name: 'Published' }));

    await addFilter();
    await user.selectOptions(await within(lastRule()).findByRole('combobox', { name: 'Field' }), 'word_count');
    await user.selectOptions(within(lastRule()).getByLabelText('Operator'), 'Is between');
    await user.type(within(lastRule()).getByLabelText('From'), '10');
    await user.type(within(lastRule()).getByLabelText('To'), '20');

    await addFilter();
    await user.selectOptions(await within(lastRule()).findByRole('combobox', { name: 'Field' }), 'summary');
    await user.selectOptions(within(lastRule()).getByLabelText('Operator'), 'Is null');

    expect(state.filter).toEqual({
      _and: [{ status: { _in: ['draft', 'published'] } }, { word_count: { _between: [10, 20] } }, { summary: { _null: true } }],
    });
  });

  it('offers only the operators allowed for the field type', async () => {
    const { user, root } = await setup();
    await user.click(within(root).getByRole('button', { name: 'Add filter' }));
    await user.selectOptions(await within(lastRule()).findByRole('combobox', { name: 'Field' }), 'published');
    const operators = within(within(lastRule()).getByLabelText('Operator'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(operators).toEqual(['Equals', "Doesn't equal", 'Is null', "Isn't null"]);
    await user.selectOptions(within(lastRule()).getByRole('combobox', { name: 'Field' }), 'metadata');
    expect(
      within(within(lastRule()).getByLabelText('Operator'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Is null', "Isn't null"]);
  });

  it('nests _or inside _and and follows m2o and m2m paths', async () => {
    const { state, user, root } = await setup();
    await user.click(within(root).getByRole('button', { name: 'Add group' }));
    const group = screen.getByRole('group', { name: 'Filter group' });
    expect(within(group).getByLabelText('Group match')).toHaveValue('_or');

    await user.click(within(group).getByRole('button', { name: 'Add filter' }));
    await user.selectOptions(await within(lastRule()).findByRole('combobox', { name: 'Field' }), 'author');
    await user.selectOptions(await within(lastRule()).findByRole('combobox', { name: 'Field of Author' }), 'name');
    await user.selectOptions(within(lastRule()).getByLabelText('Operator'), 'Equals');
    await user.type(within(lastRule()).getByLabelText('Value'), 'Ann');

    await user.click(within(group).getByRole('button', { name: 'Add filter' }));
    await user.selectOptions(await within(lastRule()).findByRole('combobox', { name: 'Field' }), 'labels');
    await user.selectOptions(await within(lastRule()).findByRole('combobox', { name: 'Field of Labels' }), 'labels_id');
    await user.selectOptions(await within(lastRule()).findByRole('combobox', { name: 'Field of Labels Id' }), 'name');
    await user.selectOptions(within(lastRule()).getByLabelText('Operator'), 'Contains');
    await user.type(within(lastRule()).getByLabelText('Value'), 'Te');

    await user.click(within(root).getAllByRole('button', { name: 'Add filter' }).at(-1) as HTMLElement);
    await user.selectOptions(await within(lastRule()).findByRole('combobox', { name: 'Field' }), 'published');
    await user.click(within(lastRule()).getByRole('switch', { name: 'Value' }));

    expect(state.filter).toEqual({
      _and: [
        { _or: [{ author: { name: { _eq: 'Ann' } } }, { labels: { labels_id: { name: { _contains: 'Te' } } } }] },
        { published: { _eq: true } },
      ],
    });

    await user.selectOptions(within(root).getByLabelText('Match'), 'Any of these');
    expect(Object.keys(state.filter ?? {})).toEqual(['_or']);
    await user.click(within(group).getByRole('button', { name: 'Remove group' }));
    expect(state.filter).toEqual({ _or: [{ published: { _eq: true } }] });
  });
});

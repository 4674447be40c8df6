import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Field, Item } from '../lib/schema/types.js';
import { signedInFakeClient } from '../testing/fake-client.js';
import { blogSchema, makeField } from '../testing/fixtures.js';
import { FormHarness } from '../testing/form-harness.js';
import { renderWithClient } from '../testing/render.js';

async function setup(overrides: { fields?: Field[]; initialValues?: Item } = {}) {
  const client = await signedInFakeClient(blogSchema());
  const fields = overrides.fields ?? client.data.fields.filter((field) => field.collection === 'articles');
  const initialValues =
    overrides.initialValues ??
    (await client.readItem('articles', 1, { fields: ['*', 'author.*', 'comments.*', 'labels.*', 'labels.labels_id.*'] }));
  const state = { edits: {} as Item };
  renderWithClient(
    <FormHarness
      collection="articles"
      fields={fields}
      relations={client.data.relations}
      initialValues={initialValues}
      primaryKey={1}
      onEdits={(edits) => (state.edits = edits)}
    />,
    client,
  );
  await screen.findByRole('form', { name: 'Item form' });
  return { client, state, user: userEvent.setup({ delay: null }) };
}

describe('ItemForm: every field type', () => {
  it('shows the loaded values in the right inputs', async () => {
    await setup();
    await screen.findByRole('list', { name: 'Comments' });
    expect(screen.getByLabelText('Title')).toHaveValue('Hello');
    expect(screen.getByLabelText('Slug')).toHaveValue('hello');
    expect(screen.getByLabelText('Slug')).toHaveAccessibleDescription('Used in the URL');
    expect(screen.getByLabelText('Status')).toHaveDisplayValue('Published');
    expect(screen.getByRole('radio', { name: 'News' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Published' })).toBeChecked();
    expect(within(screen.getByRole('list', { name: 'Current tags' })).getByText('intro')).toBeInTheDocument();
    expect(screen.getByLabelText('Uid')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Word Count')).toHaveAttribute('type', 'number');
    expect(await screen.findByText('Ann')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Comments' })).getByText('Nice post')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Labels' })).getByText('Tech')).toBeInTheDocument();
  });

  it('round-trips edits of the scalar inputs into exact API values', async () => {
    const { state, user } = await setup();
    await screen.findByRole('list', { name: 'Comments' });
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Hello world');
    await user.clear(screen.getByLabelText('Slug'));
    await user.type(screen.getByLabelText('Slug'), 'My New Post!');
    expect(screen.getByLabelText('Slug')).toHaveValue('my-new-post-');
    await user.tab();
    expect(screen.getByLabelText('Slug')).toHaveValue('my-new-post');
    await user.selectOptions(screen.getByLabelText('Status'), 'Draft');
    await user.click(screen.getByRole('radio', { name: 'Opinion' }));
    await user.type(screen.getByLabelText('Summary'), 'Short');
    await user.type(screen.getByLabelText('Body'), '# Hi');
    await user.click(screen.getByRole('switch', { name: 'Published' }));
    fireEvent.change(screen.getByLabelText('Publish Date'), { target: { value: '2024-05-06T07:08' } });
    await user.type(screen.getByLabelText('Tags'), 'news{Enter}');
    await user.click(screen.getByRole('button', { name: 'Remove intro' }));
    await user.click(screen.getByLabelText('Metadata'));
    await user.paste('{"a": 1}');
    await user.type(screen.getByLabelText('Color'), '#FF0000');
    await user.type(screen.getByLabelText('Word Count'), '42');

    expect(state.edits).toEqual({
      title: 'Hello world',
      slug: 'my-new-post',
      status: 'draft',
      category: 'opinion',
      summary: 'Short',
      body: '# Hi',
      published: false,
      publish_date: '2024-05-06T07:08:00',
      tags: ['news'],
      metadata: { a: 1 },
      color: '#FF0000',
      word_count: 42,
    });
  });

  it('renders the markdown preview and keeps invalid JSON out of the value', async () => {
    const { state, user } = await setup();
    await user.type(screen.getByLabelText('Body'), '# Heading');
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    // The renderer loads lazily the first time a preview opens.
    expect(await screen.findByRole('heading', { name: 'Heading' })).toBeInTheDocument();
    await user.click(screen.getByLabelText('Metadata'));
    await user.paste('{bad');
    expect(screen.getByText(/Invalid JSON/)).toBeInTheDocument();
    expect(state.edits).not.toHaveProperty('metadata');
  });

  it('drops an edit that returns to the loaded value', async () => {
    const { state, user } = await setup();
    await user.type(screen.getByLabelText('Title'), '!');
    expect(state.edits).toEqual({ title: 'Hello!' });
    await user.type(screen.getByLabelText('Title'), '{Backspace}');
    expect(state.edits).toEqual({});
  });

  it('round-trips m2o, o2m and m2m edits as the API expects them', async () => {
    const { state, user } = await setup();
    await screen.findByText('Ann');
    await user.click(screen.getByRole('button', { name: 'Select Author' }));
    const picker = await screen.findByRole('dialog', { name: 'Select Author' });
    await user.type(within(picker).getByLabelText('Search authors'), 'Bo');
    await user.click(await within(picker).findByRole('button', { name: 'Bob' }));
    expect(screen.getByLabelText('Author')).toHaveTextContent('Bob');

    const comments = await screen.findByRole('group', { name: 'Comments' });
    await user.click(within(comments).getByRole('button', { name: 'Remove Thanks' }));
    await user.click(within(comments).getByRole('button', { name: 'Create new' }));
    const createDrawer = await screen.findByRole('dialog', { name: 'New item in comments' });
    await user.type(await within(createDrawer).findByLabelText('Body'), 'Great');
    expect(within(createDrawer).queryByText('Article')).not.toBeInTheDocument();
    await user.click(within(createDrawer).getByRole('button', { name: 'Done' }));
    await user.click(within(comments).getByRole('button', { name: 'Edit Nice post' }));
    const editDrawer = await screen.findByRole('dialog', { name: 'Edit item in comments' });
    await user.type(await within(editDrawer).findByLabelText('Body'), '!');
    await user.click(within(editDrawer).getByRole('button', { name: 'Done' }));

    const labels = screen.getByRole('group', { name: 'Labels' });
    await user.click(within(labels).getByRole('button', { name: 'Add existing' }));
    const labelPicker = await screen.findByRole('dialog', { name: 'Add existing to Labels' });
    expect(within(labelPicker).queryByText('Tech')).not.toBeInTheDocument();
    await user.click(await within(labelPicker).findByRole('checkbox', { name: 'Life' }));
    await user.click(within(labelPicker).getByRole('button', { name: /Select/ }));

    expect(
      within(screen.getByRole('list', { name: 'Comments' }))
        .getAllByRole('listitem')
        .map((row) => row.firstChild?.textContent),
    ).toEqual(['Nice post!', 'Great']);
    expect(within(screen.getByRole('list', { name: 'Labels' })).getByText('Life')).toBeInTheDocument();
    expect(state.edits).toEqual({
      author: 2,
      comments: { create: [{ body: 'Great' }], update: [{ id: 1, body: 'Nice post!' }], delete: [2] },
      labels: { create: [{ labels_id: 2 }], update: [], delete: [] },
    });
  });

  it("labels m2m rows and Add existing by the field's junction-relative template, as the reference writes it", async () => {
    const schema = blogSchema();
    const fields = schema.fields
      .filter((field) => field.collection === 'articles')
      .map((field) =>
        field.field === 'labels' && field.meta
          ? { ...field, meta: { ...field.meta, options: { template: '#{{labels_id.id}} {{labels_id.name}}' } } }
          : field,
      );
    const { state, user } = await setup({ fields });
    const labels = await screen.findByRole('group', { name: 'Labels' });
    expect(await within(labels).findByText('#1 Tech')).toBeInTheDocument();
    await user.click(within(labels).getByRole('button', { name: 'Add existing' }));
    const picker = await screen.findByRole('dialog', { name: 'Add existing to Labels' });
    await user.click(await within(picker).findByRole('checkbox', { name: '#2 Life' }));
    await user.click(within(picker).getByRole('button', { name: /Select/ }));
    expect(within(screen.getByRole('list', { name: 'Labels' })).getByText('#2 Life')).toBeInTheDocument();
    expect(state.edits).toEqual({ labels: { create: [{ labels_id: 2 }], update: [], delete: [] } });
  });

  it('keeps a related item that fails its own required check in the drawer', async () => {
    const { state, user } = await setup();
    const comments = await screen.findByRole('group', { name: 'Comments' });
    await user.click(within(comments).getByRole('button', { name: 'Create new' }));
    const drawer = await screen.findByRole('dialog', { name: 'New item in comments' });
    await within(drawer).findByLabelText('Body');
    await user.click(within(drawer).getByRole('button', { name: 'Done' }));
    expect(within(drawer).getByText('This field is required.')).toBeInTheDocument();
    expect(state.edits).toEqual({});
  });
});

describe('ItemForm: conditions, groups and errors', () => {
  const conditionalFields = () => [
    makeField('articles', 'status', 'string', {
      interface: 'select-dropdown',
      options: {
        choices: [
          { text: 'Draft', value: 'draft' },
          { text: 'Published', value: 'published' },
        ],
      },
      sort: 1,
    }),
    makeField('articles', 'published', 'boolean', { interface: 'boolean', sort: 2 }),
    makeField('articles', 'slug', 'string', {
      interface: 'input',
      sort: 3,
      conditions: [{ name: 'Lock when published', rule: { _and: [{ status: { _eq: 'published' } }] }, readonly: true }],
    }),
    makeField('articles', 'summary', 'text', {
      interface: 'input-multiline',
      sort: 4,
      conditions: [{ rule: { published: { _eq: true } }, hidden: true }],
    }),
    makeField('articles', 'reason', 'string', {
      interface: 'input',
      sort: 5,
      conditions: [{ rule: { status: { _eq: 'draft' } }, required: true, options: { placeholder: 'Why a draft?' } }],
    }),
  ];

  it('makes fields read-only, hidden or required while their rule matches', async () => {
    const { user } = await setup({ fields: conditionalFields(), initialValues: { id: 1, status: 'published', published: false } });
    expect(screen.getByLabelText('Slug')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Summary')).toBeInTheDocument();
    expect(screen.getByLabelText('Reason')).not.toBeRequired();

    await user.selectOptions(screen.getByLabelText('Status'), 'Draft');
    expect(screen.getByLabelText('Slug')).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText('Reason')).toBeRequired();
    expect(screen.getByLabelText('Reason')).toHaveAttribute('placeholder', 'Why a draft?');

    await user.click(screen.getByRole('switch', { name: 'Published' }));
    expect(screen.queryByLabelText('Summary')).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Published' }));
    expect(screen.getByLabelText('Summary')).toBeInTheDocument();
  });

  it('puts fields into their group and skips hidden ones', async () => {
    const fields = [
      makeField('articles', 'seo', 'alias', { interface: 'group-detail', special: ['alias', 'no-data', 'group'], sort: 1 }),
      makeField('articles', 'meta_title', 'string', { interface: 'input', group: 'seo', width: 'half', sort: 2 }),
      makeField('articles', 'title', 'string', { interface: 'input', sort: 3 }),
      makeField('articles', 'secret', 'string', { interface: 'input', hidden: true, sort: 4 }),
    ];
    await setup({ fields, initialValues: { id: 1 } });
    const group = screen.getByText('Seo').closest('details');
    expect(group).not.toBeNull();
    expect(within(group as HTMLElement).getByLabelText('Meta Title')).toBeInTheDocument();
    expect(within(group as HTMLElement).queryByLabelText('Title')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Secret')).not.toBeInTheDocument();
  });

  it('shows a field error beside its field and links it to the input', async () => {
    const client = await signedInFakeClient(blogSchema());
    const fields = client.data.fields.filter((field) => field.collection === 'authors');
    renderWithClient(
      <FormHarness
        collection="authors"
        fields={fields}
        relations={[]}
        initialValues={{ id: 1, name: 'x' }}
        primaryKey={1}
        errors={{ name: 'Name is taken.' }}
      />,
      client,
    );
    const input = await screen.findByLabelText('Name');
    expect(input).toHaveAccessibleDescription('Name is taken.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Name is taken.'));
    act(() => undefined);
  });
});

describe('ItemForm: field names and declared options', () => {
  it("labels a field by its translation for the user's language (the browser's here), else by its key", async () => {
    const fields = [
      makeField('articles', 'title', 'string', {
        interface: 'input',
        sort: 1,
        translations: [{ language: 'en-US', translation: 'Headline' }],
      }),
      makeField('articles', 'sub_title', 'string', {
        interface: 'input',
        sort: 2,
        translations: [{ language: 'fr-FR', translation: 'Sous-titre' }],
      }),
    ];
    await setup({ fields, initialValues: { id: 1 } });
    expect(screen.getByRole('textbox', { name: 'Headline' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Sub Title' })).toBeInTheDocument();
  });

  it('masks an input with `masked` and offers seconds on a datetime with `includeSeconds`', async () => {
    const fields = [
      makeField('articles', 'code', 'string', { interface: 'input', options: { masked: true }, sort: 1 }),
      makeField('articles', 'plain', 'string', { interface: 'input', sort: 2 }),
      makeField('articles', 'starts_at', 'dateTime', { interface: 'datetime', options: { includeSeconds: true }, sort: 3 }),
      makeField('articles', 'ends_at', 'dateTime', { interface: 'datetime', sort: 4 }),
    ];
    await setup({ fields, initialValues: { id: 1 } });
    expect(screen.getByLabelText('Code')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Plain')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Starts At')).toHaveAttribute('step', '1');
    expect(screen.getByLabelText('Ends At')).not.toHaveAttribute('step');
  });
});

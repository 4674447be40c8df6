import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pngFile } from '../../components/upload/upload-test-harness.js';
import type { Item } from '../../lib/schema/types.js';
import { signedInFakeClient } from '../../testing/fake-client.js';
import { postsWithFilesSchema } from '../../testing/file-fixtures.js';
import { FormHarness } from '../../testing/form-harness.js';
import { renderWithClient } from '../../testing/render.js';

async function setup(options: { isSorted?: boolean } = {}) {
  const schema = postsWithFilesSchema();
  if (options.isSorted === false) {
    const toMany = schema.relations.find((relation) => relation.meta?.one_field === 'gallery');
    if (toMany?.meta) toMany.meta.sort_field = null;
  }
  const client = await signedInFakeClient(schema);
  const fields = client.data.fields.filter((field) => field.collection === 'posts' && field.field === 'gallery');
  const initialValues = await client.readItem('posts', 1, { fields: ['id', 'gallery.*', 'gallery.directus_files_id.*'] });
  const state = { edits: {} as Item };
  renderWithClient(
    <FormHarness
      collection="posts"
      fields={fields}
      relations={client.data.relations}
      initialValues={initialValues}
      primaryKey={1}
      onEdits={(edits) => (state.edits = edits)}
    />,
    client,
  );
  const list = await screen.findByRole('list', { name: 'Gallery' });
  return { client, state, list, user: userEvent.setup({ delay: null }) };
}

const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((row) => row.getAttribute('aria-label'));

describe('files interface', () => {
  it('lists the linked files in their sort order', async () => {
    const { list } = await setup();
    expect(names(list)).toEqual(['Cat', 'Dog']);
  });

  it('uploads several files at once as junction rows to create, placed after the others', async () => {
    const { client, state, list, user } = await setup();
    await user.upload(screen.getByLabelText('Upload Gallery'), [pngFile('one.png'), pngFile('two.png')]);
    await waitFor(() => expect(names(list)).toEqual(['Cat', 'Dog', 'one', 'two']));
    const idOf = (name: string) => client.data.items.directus_files?.find((row) => row.filename_download === name)?.id;
    expect(state.edits).toEqual({
      gallery: {
        create: [
          { directus_files_id: idOf('one.png'), sort: 3 },
          { directus_files_id: idOf('two.png'), sort: 4 },
        ],
        update: [],
        delete: [],
      },
    });
  });

  it('adds existing files from the library, without those already linked', async () => {
    const { state, list, user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Add existing files to Gallery' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add files to Gallery' });
    await user.click(await within(drawer).findByRole('checkbox', { name: /Report/ }));
    expect(within(drawer).queryByRole('checkbox', { name: /Cat/ })).not.toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: /Select/ }));
    expect(names(list)).toEqual(['Cat', 'Dog', 'Report']);
    expect(state.edits).toEqual({ gallery: { create: [{ directus_files_id: 'file-report', sort: 3 }], update: [], delete: [] } });
  });

  it('removes a linked file as its junction key to delete, and a new one by forgetting it', async () => {
    const { state, list, user } = await setup();
    await user.click(within(list).getByRole('button', { name: 'Remove Dog' }));
    expect(names(list)).toEqual(['Cat']);
    expect(state.edits).toEqual({ gallery: { create: [], update: [], delete: [1] } });
    await user.upload(screen.getByLabelText('Upload Gallery'), pngFile('new.png'));
    await within(list).findByRole('listitem', { name: 'new' });
    await user.click(within(list).getByRole('button', { name: 'Remove new' }));
    expect(state.edits).toEqual({ gallery: { create: [], update: [], delete: [1] } });
  });

  it('reorders with Move up / down, writing each changed place', async () => {
    const { state, list, user } = await setup();
    expect(within(list).getByRole('button', { name: 'Move Cat up' })).toBeDisabled();
    await user.click(within(list).getByRole('button', { name: 'Move Cat down' }));
    expect(names(list)).toEqual(['Dog', 'Cat']);
    expect(state.edits).toEqual({
      gallery: {
        create: [],
        update: [
          { id: 1, sort: 1 },
          { id: 2, sort: 2 },
        ],
        delete: [],
      },
    });
  });

  it('reorders by dragging a row onto another', async () => {
    const { state, list } = await setup();
    const [cat, dog] = within(list).getAllByRole('listitem');
    if (!cat || !dog) throw new Error('two rows expected');
    expect(dog).toHaveAttribute('draggable', 'true');
    fireEvent.dragStart(dog);
    fireEvent.dragOver(cat);
    fireEvent.drop(cat);
    expect(names(list)).toEqual(['Dog', 'Cat']);
    expect(state.edits).toEqual({
      gallery: {
        create: [],
        update: [
          { id: 1, sort: 1 },
          { id: 2, sort: 2 },
        ],
        delete: [],
      },
    });
  });

  it('offers no reordering without a sort field, and adds rows without one', async () => {
    const { state, list, user } = await setup({ isSorted: false });
    expect(within(list).queryByRole('button', { name: /Move/ })).not.toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('draggable', 'false');
    await user.click(screen.getByRole('button', { name: 'Add existing files to Gallery' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add files to Gallery' });
    await user.click(await within(drawer).findByRole('checkbox', { name: /Report/ }));
    await user.click(within(drawer).getByRole('button', { name: /Select/ }));
    expect(state.edits).toEqual({ gallery: { create: [{ directus_files_id: 'file-report' }], update: [], delete: [] } });
  });
});

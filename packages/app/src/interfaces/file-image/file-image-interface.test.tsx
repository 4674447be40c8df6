import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pngFile } from '../../components/upload/upload-test-harness.js';
import type { Item } from '../../lib/schema/types.js';
import { signedInFakeClient } from '../../testing/fake-client.js';
import { postsWithFilesSchema } from '../../testing/file-fixtures.js';
import { FormHarness } from '../../testing/form-harness.js';
import { renderWithClient } from '../../testing/render.js';

async function setup(fieldNames: string[]) {
  const client = await signedInFakeClient(postsWithFilesSchema());
  const fields = client.data.fields.filter((field) => field.collection === 'posts' && ['id', ...fieldNames].includes(field.field));
  const initialValues = await client.readItem('posts', 1, { fields: ['*', 'cover.*', 'attachment.*'] });
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
  return { client, state, user: userEvent.setup({ delay: null }) };
}

describe('file-image interface', () => {
  it('shows the chosen picture large, with its name, type and size and a download link', async () => {
    await setup(['cover']);
    const cover = await screen.findByRole('group', { name: 'Cover' });
    expect(within(cover).getByText('Cat')).toBeInTheDocument();
    expect(within(cover).getByText('PNG · 1.5 kB')).toBeInTheDocument();
    // `crop` defaults to on: the preview fills its frame from the large cover preset.
    const preview = await within(cover).findByRole('img', { name: 'Cat' });
    expect(preview.getAttribute('src')).toContain('/assets/file-cat?key=system-large-cover');
    expect(preview.parentElement).toHaveClass('image-preview--crop');
    expect(within(cover).getByRole('link', { name: 'Download Cat' }).getAttribute('href')).toMatch(/\/assets\/file-cat\?download=/);
  });

  it("uploads a new picture into the field's folder and writes its id", async () => {
    const { client, state, user } = await setup(['cover']);
    const cover = await screen.findByRole('group', { name: 'Cover' });
    await user.upload(within(cover).getByLabelText('Upload Cover'), pngFile('sunset.png'));
    await waitFor(() => expect(state.edits.cover).toMatch(/^file-/));
    expect(client.callsOf('uploadFile')).toEqual([['sunset.png', { folder: 'folder-photos' }]]);
    const uploaded = client.data.items.directus_files?.find((row) => row.filename_download === 'sunset.png');
    expect(state.edits).toEqual({ cover: uploaded?.id });
    expect(await within(cover).findByText('sunset')).toBeInTheDocument();
  });

  it('removes the picture as null', async () => {
    const { state, user } = await setup(['cover']);
    await user.click(await screen.findByRole('button', { name: 'Remove Cover' }));
    expect(state.edits).toEqual({ cover: null });
    expect(within(screen.getByRole('group', { name: 'Cover' })).getByText('No file selected')).toBeInTheDocument();
  });

  it('previews the whole picture on a dark band with `crop` off and `letterbox` on', async () => {
    const client = await signedInFakeClient(postsWithFilesSchema());
    const cover = client.data.fields.find((field) => field.field === 'cover');
    if (cover?.meta) cover.meta.options = { crop: false, letterbox: true };
    renderWithClient(
      <FormHarness
        collection="posts"
        fields={cover ? [cover] : []}
        relations={client.data.relations}
        initialValues={{ cover: 'file-cat' }}
        primaryKey={1}
      />,
      client,
    );
    const preview = await screen.findByRole('img', { name: 'Cat' });
    expect(preview.getAttribute('src')).toContain('key=system-large-contain');
    expect(preview.parentElement).toHaveClass('image-preview--letterbox');
    expect(preview.parentElement).not.toHaveClass('image-preview--crop');
  });
});

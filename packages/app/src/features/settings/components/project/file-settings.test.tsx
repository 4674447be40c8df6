import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pngFile } from '../../../../components/upload/upload-test-harness.js';
import type { Settings } from '../../../../lib/schema/system-types.js';
import { signedInFakeClient } from '../../../../testing/fake-client.js';
import { postsWithFilesSchema } from '../../../../testing/file-fixtures.js';
import { renderApp } from '../../../../testing/ui.js';

async function openSettings(settings: Settings = {}) {
  const { items } = postsWithFilesSchema();
  const client = await signedInFakeClient({
    items: { directus_files: items.directus_files ?? [], directus_folders: items.directus_folders ?? [] },
    settings: { project_name: 'Tessera', ...settings },
  });
  const view = renderApp(client, '/settings/project');
  await screen.findByRole('heading', { name: 'Project Settings' });
  return { client, ...view };
}

const save = () => screen.getByRole('button', { name: 'Save' });

describe('project settings: file pickers', () => {
  it('picks the logo from the library and uploads the favicon, saving their ids', async () => {
    const { client, user } = await openSettings();
    const logo = screen.getByRole('group', { name: 'Project logo' });
    await user.click(within(logo).getByRole('button', { name: 'Choose from library for Project logo' }));
    const drawer = await screen.findByRole('dialog', { name: 'Choose Project logo' });
    // The image input offers pictures only: the PDF is not listed.
    await within(drawer).findByRole('button', { name: 'Cat' });
    expect(within(drawer).queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Cat' }));
    expect(within(logo).getByText('Cat')).toBeInTheDocument();

    const favicon = screen.getByRole('group', { name: 'Public favicon' });
    await user.upload(within(favicon).getByLabelText('Upload Public favicon'), pngFile('favicon.png'));
    await within(favicon).findByText('favicon');
    const uploaded = client.data.items.directus_files?.find((row) => row.filename_download === 'favicon.png');

    await user.click(save());
    await waitFor(() => expect(client.callsOf('updateSettings')).toEqual([[{ project_logo: 'file-cat', public_favicon: uploaded?.id }]]));
  });

  it('shows a stored background by name and removes it as null', async () => {
    const { client, user } = await openSettings({ public_background: 'file-dog' });
    const background = screen.getByRole('group', { name: 'Public background' });
    expect(await within(background).findByText('Dog')).toBeInTheDocument();
    await user.click(within(background).getByRole('button', { name: 'Remove Public background' }));
    await user.click(save());
    await waitFor(() => expect(client.callsOf('updateSettings')).toEqual([[{ public_background: null }]]));
  });

  it('chooses the default upload folder from the folder tree, and back to the root as null', async () => {
    const { client, user } = await openSettings({ storage_default_folder: 'folder-photos' });
    const folder = screen.getByLabelText('Default folder');
    await waitFor(() => expect(folder).toHaveDisplayValue('Photos'));
    await user.selectOptions(folder, 'Docs');
    await user.click(save());
    await waitFor(() => expect(client.callsOf('updateSettings')).toEqual([[{ storage_default_folder: 'folder-docs' }]]));
    await user.selectOptions(folder, 'Root folder');
    await user.click(save());
    await waitFor(() => expect(client.callsOf('updateSettings').at(-1)).toEqual([{ storage_default_folder: null }]));
  });
});

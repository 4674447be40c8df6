import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../lib/i18n/i18n.js';
import { PermissionsProvider } from '../../lib/permissions/permissions-context.js';
import { permissionsFromRules } from '../../lib/permissions/permissions.js';
import type { Item } from '../../lib/schema/types.js';
import { FakeApiError, signedInFakeClient } from '../../testing/fake-client.js';
import { postsWithFilesSchema } from '../../testing/file-fixtures.js';
import { FormHarness } from '../../testing/form-harness.js';
import { permissionRule } from '../../testing/permission-fixtures.js';
import { renderWithClient } from '../../testing/render.js';

async function setup(options: { canCreateFiles?: boolean } = {}) {
  const client = await signedInFakeClient(postsWithFilesSchema());
  const fields = client.data.fields.filter((field) => field.collection === 'posts' && field.field === 'attachment');
  const state = { edits: {} as Item };
  const form = (
    <FormHarness
      collection="posts"
      fields={fields}
      relations={client.data.relations}
      initialValues={{ id: 1, attachment: null }}
      primaryKey={1}
      onEdits={(edits) => (state.edits = edits)}
    />
  );
  const rules = [permissionRule('posts', 'update'), permissionRule('directus_files', 'read')];
  if (options.canCreateFiles) rules.push(permissionRule('directus_files', 'create'));
  renderWithClient(
    options.canCreateFiles === undefined ? (
      form
    ) : (
      <PermissionsProvider permissions={permissionsFromRules(rules)}>{form}</PermissionsProvider>
    ),
    client,
  );
  const group = await screen.findByRole('group', { name: 'Attachment' });
  return { client, state, group, user: userEvent.setup({ delay: null }) };
}

describe('file interface', () => {
  it('chooses a file from the library, searched and narrowed to a folder, and writes its id', async () => {
    const { client, state, group, user } = await setup();
    expect(within(group).getByText('No file selected')).toBeInTheDocument();
    await user.click(within(group).getByRole('button', { name: 'Choose from library for Attachment' }));
    const drawer = await screen.findByRole('dialog', { name: 'Choose Attachment' });
    const files = await within(drawer).findByRole('list', { name: 'Files' });
    expect(
      within(files)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toHaveLength(3);

    await user.selectOptions(within(drawer).getByLabelText('Folder'), 'Docs');
    await waitFor(() => expect(within(drawer).queryByRole('button', { name: 'Cat' })).not.toBeInTheDocument());
    expect(within(drawer).getByRole('button', { name: 'Report' })).toBeInTheDocument();
    expect(client.callsOf('readItems').at(-1)?.[1]).toMatchObject({ filter: { _and: [{ folder: { _eq: 'folder-docs' } }] } });

    await user.selectOptions(within(drawer).getByLabelText('Folder'), 'All folders');
    await user.type(within(drawer).getByLabelText('Search files'), 'dog');
    await waitFor(() => expect(within(drawer).queryByRole('button', { name: 'Report' })).not.toBeInTheDocument());
    await user.click(within(drawer).getByRole('button', { name: 'Dog' }));

    expect(state.edits).toEqual({ attachment: 'file-dog' });
    expect(screen.queryByRole('dialog', { name: 'Choose Attachment' })).not.toBeInTheDocument();
    expect(within(group).getByText('Dog')).toBeInTheDocument();
    expect(within(group).getByText('JPEG · 2.0 kB')).toBeInTheDocument();
  });

  it('imports a file from a URL and writes the new id; a refused import keeps the dialog with the API message', async () => {
    const { client, state, group, user } = await setup();
    await user.click(within(group).getByRole('button', { name: 'Import from URL for Attachment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import from URL' });
    const importButton = within(dialog).getByRole('button', { name: 'Import' });
    await user.type(within(dialog).getByLabelText('File URL'), 'not a url');
    expect(importButton).toBeDisabled();

    await user.clear(within(dialog).getByLabelText('File URL'));
    await user.type(within(dialog).getByLabelText('File URL'), 'https://example.com/files/manual.pdf');
    client.failNext('importFile', new FakeApiError(403, 'FORBIDDEN', "You don't have permission to access this."));
    await user.click(importButton);
    expect(await within(dialog).findByText("You don't have permission to access this.")).toBeInTheDocument();
    expect(state.edits).toEqual({});

    await user.click(importButton);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Import from URL' })).not.toBeInTheDocument());
    expect(client.callsOf('importFile').at(-1)).toEqual(['https://example.com/files/manual.pdf', {}]);
    const imported = client.data.items.directus_files?.find((row) => row.filename_download === 'manual.pdf');
    expect(state.edits).toEqual({ attachment: imported?.id });
  });

  it('offers upload and import only to users who may create files', async () => {
    const readOnly = await setup({ canCreateFiles: false });
    expect(within(readOnly.group).queryByLabelText('Upload Attachment')).not.toBeInTheDocument();
    expect(within(readOnly.group).queryByRole('button', { name: 'Import from URL for Attachment' })).not.toBeInTheDocument();
    expect(within(readOnly.group).getByRole('button', { name: 'Choose from library for Attachment' })).toBeInTheDocument();
  });

  it('lets users who may create files upload and import', async () => {
    const { group } = await setup({ canCreateFiles: true });
    expect(within(group).getByLabelText('Upload Attachment')).toBeInTheDocument();
    expect(within(group).getByRole('button', { name: 'Import from URL for Attachment' })).toBeInTheDocument();
  });
});

describe('file interface in German', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await applyLanguage('en-US');
  });

  it('names its empty state, its buttons and the library drawer in German', async () => {
    // A form alone loads no current user: the app follows the browser's language then.
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('de-DE');
    const { group, user } = await setup();
    expect(await within(group).findByText('Keine Datei ausgewählt')).toBeInTheDocument();
    expect(within(group).queryByText('No file selected')).not.toBeInTheDocument();
    expect(within(group).getByRole('button', { name: 'Von URL importieren für Attachment' })).toBeInTheDocument();

    await user.click(within(group).getByRole('button', { name: 'Aus der Bibliothek wählen für Attachment' }));
    const drawer = await screen.findByRole('dialog', { name: 'Attachment wählen' });
    expect(await within(drawer).findByRole('list', { name: 'Dateien' })).toBeInTheDocument();
    expect(within(drawer).getByLabelText('Dateien durchsuchen')).toHaveAttribute('placeholder', 'Suchen…');
    expect(within(drawer).getByRole('option', { name: 'Alle Ordner' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Weiter' })).toBeDisabled();
    expect(within(drawer).getByText('Seite 1')).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../lib/i18n/i18n.js';
import { signedInFakeClient } from '../../testing/fake-client.js';
import { postsWithFilesSchema } from '../../testing/file-fixtures.js';
import { FormHarness } from '../../testing/form-harness.js';
import { renderWithClient } from '../../testing/render.js';

afterEach(async () => {
  vi.restoreAllMocks();
  await applyLanguage('en-US');
});

describe('file interface in German', () => {
  it('names its empty state, its buttons and the library drawer in German', async () => {
    const client = await signedInFakeClient(postsWithFilesSchema());
    // A form alone loads no current user: the app follows the browser's language then.
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('de-DE');
    const fields = client.data.fields.filter((field) => field.collection === 'posts' && field.field === 'attachment');
    renderWithClient(
      <FormHarness
        collection="posts"
        fields={fields}
        relations={client.data.relations}
        initialValues={{ id: 1, attachment: null }}
        primaryKey={1}
        onEdits={() => undefined}
      />,
      client,
    );
    const group = await screen.findByRole('group', { name: 'Attachment' });
    expect(await within(group).findByText('Keine Datei ausgewählt')).toBeInTheDocument();
    expect(within(group).queryByText('No file selected')).not.toBeInTheDocument();
    expect(within(group).getByRole('button', { name: 'Von URL importieren für Attachment' })).toBeInTheDocument();

    await userEvent.setup({ delay: null }).click(within(group).getByRole('button', { name: 'Aus der Bibliothek wählen für Attachment' }));
    const drawer = await screen.findByRole('dialog', { name: 'Attachment wählen' });
    expect(await within(drawer).findByRole('list', { name: 'Dateien' })).toBeInTheDocument();
    expect(within(drawer).getByLabelText('Dateien durchsuchen')).toHaveAttribute('placeholder', 'Suchen…');
    expect(within(drawer).getByRole('option', { name: 'Alle Ordner' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Weiter' })).toBeDisabled();
    expect(within(drawer).getByText('Seite 1')).toBeInTheDocument();
  });
});

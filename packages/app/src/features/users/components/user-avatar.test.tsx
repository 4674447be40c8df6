import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pngFile } from '../../../components/upload/upload-test-harness.js';
import { signedInFakeClient } from '../../../testing/fake-client.js';
import { fileFixture } from '../../../testing/file-fixtures.js';
import { currentUserFixture } from '../../../testing/system-fixtures.js';
import { renderApp } from '../../../testing/ui.js';

const ADMIN_ROLE = { id: 'role-admin', name: 'Administrator', icon: 'verified', admin_access: true, app_access: true };

async function setup(path: string, avatar: string | null = 'file-face') {
  const client = await signedInFakeClient({
    me: currentUserFixture({ id: 'u-ada', first_name: 'Ada', avatar, role: { id: 'role-admin', app_access: true, admin_access: true } }),
    items: {
      directus_roles: [ADMIN_ROLE],
      directus_users: [
        { id: 'u-ada', first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', role: 'role-admin', status: 'active', avatar },
        { id: 'u-bob', first_name: 'Bob', last_name: null, email: 'bob@example.com', role: 'role-admin', status: 'active', avatar: null },
      ],
      directus_files: [fileFixture('file-face', 'Face')],
    },
  });
  const view = renderApp(client, path);
  return { client, ...view };
}

const pictureOf = (element: Element | null) => element?.querySelector('img')?.getAttribute('src') ?? null;

describe('user avatars', () => {
  it('uploads an avatar on the user page and saves its id on the user', async () => {
    const { client, user } = await setup('/users/u-bob', null);
    const avatar = await screen.findByRole('group', { name: 'Avatar' });
    expect(within(avatar).getByText('No file selected')).toBeInTheDocument();
    await user.upload(within(avatar).getByLabelText('Upload Avatar'), pngFile('bob.png'));
    await within(avatar).findByText('bob');
    const uploaded = client.data.items.directus_files?.find((row) => row.filename_download === 'bob.png');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(client.callsOf('updateUser')).toEqual([['u-bob', { avatar: uploaded?.id }]]));
    // The page header shows the new picture next to the name.
    await waitFor(() =>
      expect(pictureOf(screen.getByRole('heading', { name: 'Bob' }).parentElement)).toContain(`/assets/${String(uploaded?.id)}`),
    );
  });

  it('removes an avatar as null', async () => {
    const { client, user } = await setup('/users/u-ada');
    const avatar = await screen.findByRole('group', { name: 'Avatar' });
    expect(await within(avatar).findByText('Face')).toBeInTheDocument();
    // The picture shows beside the name in the header, not again as a large preview.
    expect(avatar.querySelector('.image-preview')).toBeNull();
    await user.click(within(avatar).getByRole('button', { name: 'Remove Avatar' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // Ada's own page: saved through PATCH /users/me.
    await waitFor(() => expect(client.callsOf('updateOwnUser')).toEqual([[{ avatar: null }]]));
  });

  it('shows avatars in the directory (initials without one) and in the user menu', async () => {
    await setup('/users');
    const table = await screen.findByRole('table', { name: 'Users' });
    const [ada, bob] = within(table).getAllByRole('row').slice(1);
    await waitFor(() => expect(pictureOf(ada ?? null)).toContain('/assets/file-face?key=system-small-cover'));
    expect(pictureOf(bob ?? null)).toBeNull();
    expect(bob).toHaveTextContent('B');
    const menu = screen.getByRole('button', { name: /user menu/i });
    await waitFor(() => expect(pictureOf(menu)).toContain('/assets/file-face?key=system-small-cover'));
  });
});

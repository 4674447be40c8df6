import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { usePermissions } from '../../lib/permissions/permissions-context.js';
import { FakeApiError, signedInFakeClient } from '../../testing/fake-client.js';
import { blogSchema } from '../../testing/fixtures.js';
import { EDITOR, permissionRule } from '../../testing/permission-fixtures.js';
import { TestProviders } from '../../testing/render.js';
import { renderApp, signIn } from '../../testing/ui.js';
import { PermissionsGate } from './permissions-gate.js';

/** Shows what usePermissions() answers, as text a test can read. */
function Probe() {
  const permissions = usePermissions();
  const actions = (['create', 'read', 'update', 'delete'] as const).filter((action) => permissions.can('articles', action));
  return (
    <p>
      admin={String(permissions.isAdmin)} articles={actions.join(',')} update-fields=
      {permissions.fieldsAllowed('articles', 'update').join(',')} create-presets={JSON.stringify(permissions.presets('articles', 'create'))}{' '}
      authors={String(permissions.can('authors', 'read'))}
    </p>
  );
}

const editorRules = [
  permissionRule('articles', 'read'),
  permissionRule('articles', 'update', ['title', 'summary']),
  permissionRule('articles', 'create', ['title'], { presets: { status: 'draft' } }),
];

describe('usePermissions() through the shell gate', () => {
  it("answers from the user's /permissions/me rules, read once", async () => {
    const client = await signedInFakeClient({ me: EDITOR, permissions: editorRules });
    render(
      <TestProviders client={client}>
        <PermissionsGate user={EDITOR}>
          <Probe />
        </PermissionsGate>
      </TestProviders>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading your permissions');
    expect(await screen.findByText(/admin=/)).toHaveTextContent(
      'admin=false articles=create,read,update update-fields=title,summary create-presets={"status":"draft"} authors=false',
    );
    expect(client.callsOf('readMyPermissions')).toHaveLength(1);
  });

  it('lets an admin do everything without asking the API', async () => {
    const client = await signedInFakeClient();
    render(
      <TestProviders client={client}>
        <PermissionsGate user={client.data.me}>
          <Probe />
        </PermissionsGate>
      </TestProviders>,
    );
    expect(screen.getByText(/admin=/)).toHaveTextContent(
      'admin=true articles=create,read,update,delete update-fields=* create-presets={} authors=true',
    );
    expect(client.callsOf('readMyPermissions')).toEqual([]);
  });

  it('shows a failed answer with a way to try again', async () => {
    const client = await signedInFakeClient({ me: EDITOR, permissions: editorRules });
    client.failNext('readMyPermissions', new FakeApiError(503, 'SERVICE_UNAVAILABLE', 'The database is busy.'));
    render(
      <TestProviders client={client}>
        <PermissionsGate user={EDITOR}>
          <Probe />
        </PermissionsGate>
      </TestProviders>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load your permissions");
    expect(alert).toHaveTextContent('The database is busy.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/admin=false/)).toBeInTheDocument();
  });

  it('forgets the rules on sign-out and reads the next user their own', async () => {
    const client = await signedInFakeClient({
      ...blogSchema(),
      me: EDITOR,
      permissions: [permissionRule('articles', 'read')],
      accounts: [
        { email: 'editor@example.com', password: 'pw' },
        { email: 'labeler@example.com', password: 'pw2' },
      ],
    });
    const { user, router } = renderApp(client, '/content');
    const nav = await screen.findByRole('navigation', { name: 'Collections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Articles']);

    await user.click(screen.getByRole('button', { name: /user menu/i }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    client.data.me = { ...EDITOR, id: 'editor-2', email: 'labeler@example.com' };
    client.data.permissions = [permissionRule('labels', 'read'), permissionRule('authors', 'read')];
    await signIn(user, 'labeler@example.com', 'pw2');
    await waitFor(() =>
      expect(
        within(screen.getByRole('navigation', { name: 'Collections' }))
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Authors', 'Labels']),
    );
    expect(client.callsOf('readMyPermissions')).toHaveLength(2);
  });
});

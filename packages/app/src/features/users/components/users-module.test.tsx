import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeApiError, signedInFakeClient } from '../../../testing/fake-client.js';
import { makeField } from '../../../testing/fixtures.js';
import { renderRoutes } from '../../../testing/render.js';
import { UsersModule } from './users-module.js';

const ROLES = [
  {
    id: 'role-admin',
    name: 'Administrator',
    icon: 'verified',
    description: null,
    ip_access: null,
    enforce_tfa: false,
    admin_access: true,
    app_access: true,
  },
  {
    id: 'role-editors',
    name: 'Editors',
    icon: 'edit',
    description: null,
    ip_access: null,
    enforce_tfa: false,
    admin_access: false,
    app_access: true,
  },
];
const USERS = [
  { id: 'u-ada', first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', role: 'role-admin', status: 'active' },
  { id: 'u-bob', first_name: 'Bob', last_name: null, email: 'bob@example.com', role: 'role-editors', status: 'suspended' },
  { id: 'u-proto', first_name: '__proto__', last_name: 'constructor', email: 'proto@example.com', role: null, status: 'draft' },
];

async function setup(path: string, users: Record<string, unknown>[] = USERS) {
  const client = await signedInFakeClient({
    items: { directus_roles: ROLES, directus_users: users },
    fields: [makeField('directus_users', 'email', 'string'), makeField('directus_users', 'title', 'string')],
  });
  const user = userEvent.setup({ delay: null });
  const view = renderRoutes([{ path: '/users/*', element: <UsersModule /> }], client, path);
  return { client, user, ...view };
}

describe('users directory', () => {
  it('lists every user with role and status, and roles as navigation entries', async () => {
    const { user } = await setup('/users');
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(within(table).getByRole('link', { name: 'Open Ada Lovelace' })).toBeInTheDocument();
    expect(within(table).getByText('Suspended')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Open __proto__ constructor' })).toBeInTheDocument();

    await user.click(within(screen.getByRole('navigation', { name: 'User directory' })).getByRole('link', { name: 'Editors' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Users' })).queryByText('ada@example.com')).toBeNull());
    expect(screen.getByText('bob@example.com')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Editors' })).toBeInTheDocument();
  });

  it('searches and filters by status', async () => {
    const { user, client } = await setup('/users');
    await screen.findByRole('table', { name: 'Users' });
    await user.selectOptions(screen.getByLabelText('Status'), 'suspended');
    await waitFor(() => expect(screen.queryByText('ada@example.com')).toBeNull());
    await user.type(screen.getByLabelText('Search users'), 'nobody');
    expect(await screen.findByText('No user matches these filters.')).toBeInTheDocument();
    const last = client.callsOf('readItems').at(-1)?.[1] as { search?: string; filter?: unknown };
    expect(last.search).toBe('nobody');
    expect(last.filter).toEqual({ status: { _eq: 'suspended' } });
  });

  it('filters with the filter builder on the users collection', async () => {
    const { user, client } = await setup('/users', [
      { ...USERS[0], title: 'Engineer' },
      { ...USERS[1], title: 'Editor' },
    ]);
    await screen.findByRole('table', { name: 'Users' });
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.click(within(screen.getByRole('group', { name: 'Filters' })).getByRole('button', { name: 'Add filter' }));
    const rule = () => screen.getByRole('group', { name: /^Filter on/ });
    await user.selectOptions(await within(rule()).findByRole('combobox', { name: 'Field' }), 'title');
    await user.selectOptions(within(rule()).getByLabelText('Operator'), 'Equals');
    await user.type(within(rule()).getByLabelText('Value'), 'Editor');
    await waitFor(() => expect(screen.queryByText('ada@example.com')).toBeNull());
    expect(screen.getByText('bob@example.com')).toBeInTheDocument();
    const last = client.callsOf('readItems').at(-1)?.[1] as { filter?: unknown };
    expect(last.filter).toEqual({ _and: [{ title: { _eq: 'Editor' } }] });
  });

  it('invites people by e-mail into the chosen role', async () => {
    const { user, client } = await setup('/users');
    await user.click(await screen.findByRole('button', { name: 'Invite users' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite users' });
    await user.type(within(dialog).getByLabelText('Emails'), 'a@example.com, b@example.com');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'role-editors');
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(client.callsOf('inviteUsers')).toEqual([[['a@example.com', 'b@example.com'], 'role-editors']]);
  });
});

describe('user page', () => {
  it('shows the server refusal of the password under the password field', async () => {
    const { user, client } = await setup('/users/u-bob');
    await user.type(await screen.findByLabelText('Password'), 'weak');
    client.failNext(
      'updateUser',
      new FakeApiError(
        400,
        'FAILED_VALIDATION',
        `Validation failed for field "password". Provided password doesn't match password policy.`,
        {
          field: 'password',
          type: 'policy',
        },
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("Provided password doesn't match password policy.")).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('saves only the edited fields, with a generated token and a new status', async () => {
    const { user, client } = await setup('/users/u-bob');
    await user.clear(await screen.findByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Editor in chief');
    await user.selectOptions(screen.getByLabelText('Status'), 'archived');
    await user.click(screen.getByRole('button', { name: 'Generate token' }));
    await waitFor(() => expect(screen.getByLabelText('Token')).not.toHaveValue(''));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(client.callsOf('updateUser')).toHaveLength(1));
    expect(client.callsOf('updateUser')[0]).toEqual([
      'u-bob',
      { title: 'Editor in chief', status: 'archived', token: 'r4nd0m-t0k3n-0123456789abcdefghi' },
    ]);
  });

  it('creates a user and opens it', async () => {
    const { user, client, router } = await setup('/users/+');
    await user.type(await screen.findByLabelText('Email'), 'new@example.com');
    await user.type(screen.getByLabelText('Password'), 'Str0ng!pass');
    await user.selectOptions(screen.getByLabelText('Role'), 'role-editors');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/users\/user-\d+$/));
    expect(client.callsOf('createUser')[0]?.[0]).toEqual({ email: 'new@example.com', password: 'Str0ng!pass', role: 'role-editors' });
  });

  it('lets an administrator reset two-factor sign-in', async () => {
    const { user, client } = await setup('/users/u-ada', [{ ...USERS[0], tfa_secret: '**********' }]);
    await user.click(await screen.findByRole('button', { name: 'Reset two-factor sign-in' }));
    await waitFor(() => expect(client.callsOf('disableUserTwoFactor')).toEqual([['u-ada']]));
  });

  it('shows the provider a user signs in with and their external identifier, read-only', async () => {
    const linked = { ...USERS[1], provider: 'company', external_identifier: '<b>sub-4711</b>' };
    const { client } = await setup('/users/u-bob', [linked]);
    const group = await screen.findByRole('group', { name: 'Sign-in provider' });
    expect(within(group).getByLabelText('Provider')).toHaveValue('company');
    expect(within(group).getByLabelText('External identifier')).toHaveValue('<b>sub-4711</b>');
    expect(within(group).getByLabelText('Provider')).toHaveAttribute('readonly');
    expect(within(group).getByLabelText('External identifier')).toHaveAttribute('readonly');
    const read = client.callsOf('readItem').find((call) => call[0] === 'directus_users') as [string, string, { fields: string[] }];
    expect(read[2].fields).toEqual(expect.arrayContaining(['provider', 'external_identifier']));
  });

  it('shows no provider for a user of the default (password) sign-in', async () => {
    await setup('/users/u-bob', [{ ...USERS[1], provider: 'default', external_identifier: null }]);
    await screen.findByLabelText('Title');
    expect(screen.queryByRole('group', { name: 'Sign-in provider' })).toBeNull();
    expect(screen.queryByLabelText('External identifier')).toBeNull();
  });
});

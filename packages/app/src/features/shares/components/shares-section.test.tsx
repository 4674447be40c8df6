import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EDITOR, permissionRule } from '../../../testing/permission-fixtures.js';
import { FakeApiError, signedInFakeClient } from '../../../testing/fake-client.js';
import { shareFixture } from '../../../testing/fake-shares-methods.js';
import { blogSchema } from '../../../testing/fixtures.js';
import { renderApp } from '../../../testing/ui.js';

const ROLES = [
  { id: 'admins', name: 'Administrator', admin_access: true, app_access: true },
  { id: 'reviewers', name: 'Reviewers', admin_access: false, app_access: true },
];

async function openArticle(seed: Parameters<typeof signedInFakeClient>[0] = {}) {
  const schema = blogSchema();
  const client = await signedInFakeClient({
    ...schema,
    items: {
      ...schema.items,
      directus_roles: ROLES,
      directus_shares: [
        shareFixture({ id: 'share-1', name: 'For Bea', collection: 'articles', item: '1', max_uses: 5, times_used: 2 }),
        shareFixture({ id: 'share-other', name: 'Other item', collection: 'articles', item: '2' }),
      ],
    },
    ...seed,
  });
  const view = renderApp(client, '/content/articles/1');
  const sidebar = await screen.findByRole('complementary', { name: 'Item info' });
  const section = await within(sidebar).findByRole('region', { name: 'Shares' });
  return { client, section, ...view };
}

describe('item sidebar: shares', () => {
  it("lists only this item's shares with their uses and validity", async () => {
    const { client, section } = await openArticle();
    const row = (await within(section).findByText('For Bea')).closest('li') as HTMLElement;
    expect(row).toHaveTextContent('2 / 5 uses · No end date');
    expect(within(section).queryByText('Other item')).not.toBeInTheDocument();
    expect(client.callsOf('readItems').find(([collection]) => collection === 'directus_shares')?.[1]).toMatchObject({
      filter: { _and: [{ collection: { _eq: 'articles' } }, { item: { _eq: '1' } }] },
    });
  });

  it('creates a share with a password, a role without admin access and max uses, after refusing bad input', async () => {
    const { client, section, user } = await openArticle();
    await user.click(within(section).getByRole('button', { name: 'New share' }));
    const dialog = await screen.findByRole('dialog', { name: 'New share' });
    expect(within(dialog).getByLabelText('Role')).toHaveTextContent('Reviewers');
    expect(within(dialog).getByLabelText('Role')).not.toHaveTextContent('Administrator');
    await user.type(within(dialog).getByLabelText('Name'), 'Review');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'reviewers');
    await user.type(within(dialog).getByLabelText('Password'), 'pw-123');
    await user.type(within(dialog).getByLabelText('Maximum uses'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Create share' }));
    expect(await within(dialog).findByText('Enter a whole number of 1 or more.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Maximum uses')).toHaveAttribute('aria-invalid', 'true');
    expect(client.callsOf('createShare')).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Maximum uses'));
    await user.type(within(dialog).getByLabelText('Maximum uses'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Create share' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New share' })).not.toBeInTheDocument());
    expect(client.callsOf('createShare')).toEqual([
      [
        {
          name: 'Review',
          role: 'reviewers',
          password: 'pw-123',
          date_start: null,
          date_end: null,
          max_uses: 2,
          collection: 'articles',
          item: '1',
        },
      ],
    ]);
    const row = (await within(section).findByText('Review')).closest('li') as HTMLElement;
    expect(row).toHaveTextContent('Password');
    expect(row).toHaveTextContent('0 / 2 uses');
  });

  it('shows the API error of a refused create in the dialog', async () => {
    const { client, section, user } = await openArticle();
    client.failNext('createShare', new FakeApiError(400, 'INVALID_PAYLOAD', '"role" has to name a role'));
    await user.click(within(section).getByRole('button', { name: 'New share' }));
    const dialog = await screen.findByRole('dialog', { name: 'New share' });
    await user.click(within(dialog).getByRole('button', { name: 'Create share' }));
    expect(await within(dialog).findByText('"role" has to name a role')).toBeInTheDocument();
  });

  it('copies the public link of a share', async () => {
    const { section, user } = await openArticle();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(await within(section).findByRole('button', { name: 'Copy link of For Bea' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/admin/shared/share-1`);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });

  it('edits and deletes a share after confirming', async () => {
    const { client, section, user } = await openArticle();
    await user.click(await within(section).findByRole('button', { name: 'Edit For Bea' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit share' });
    expect(within(dialog).getByLabelText('Maximum uses')).toHaveValue('5');
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'For Bea and Cy');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByText('For Bea and Cy')).toBeInTheDocument();
    expect(client.callsOf('updateShare')[0]).toEqual(['share-1', expect.objectContaining({ name: 'For Bea and Cy', max_uses: 5 })]);
    expect(client.callsOf('updateShare')[0]?.[1]).not.toHaveProperty('password');

    await user.click(within(section).getByRole('button', { name: 'Delete For Bea and Cy' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete For Bea and Cy?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(section).queryByText('For Bea and Cy')).not.toBeInTheDocument());
    expect(client.callsOf('deleteShare')).toEqual([['share-1']]);
  });

  it('invites valid addresses only and shows the API error when mail is not configured', async () => {
    const { client, section, user } = await openArticle();
    await user.click(await within(section).findByRole('button', { name: 'Invite to For Bea' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite to For Bea' });
    await user.type(within(dialog).getByLabelText('E-mail addresses'), 'bea@example.com, nope');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    expect(await within(dialog).findByText('Not an e-mail address: nope')).toBeInTheDocument();
    expect(client.callsOf('inviteToShare')).toEqual([]);

    client.failNext('inviteToShare', new FakeApiError(503, 'SERVICE_UNAVAILABLE', 'Email is not configured'));
    await user.clear(within(dialog).getByLabelText('E-mail addresses'));
    await user.type(within(dialog).getByLabelText('E-mail addresses'), 'bea@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    expect(await within(dialog).findByText('Email is not configured')).toBeInTheDocument();
    expect(client.callsOf('inviteToShare')).toEqual([['share-1', ['bea@example.com']]]);
  });

  it('is hidden from a user who may not read shares', async () => {
    const schema = blogSchema();
    const client = await signedInFakeClient({
      ...schema,
      me: EDITOR,
      // Comments (activity) are in every role's default rules; shares read is left out here.
      permissions: [permissionRule('articles', 'read'), permissionRule('articles', 'update'), permissionRule('directus_activity', 'read')],
    });
    renderApp(client, '/content/articles/1');
    const sidebar = await screen.findByRole('complementary', { name: 'Item info' });
    await within(sidebar).findByRole('region', { name: 'Comments' });
    expect(within(sidebar).queryByRole('region', { name: 'Shares' })).not.toBeInTheDocument();
    expect(client.callsOf('readItems').some(([collection]) => collection === 'directus_shares')).toBe(false);
  });

  it("offers New share only with the `share` rule of the item's collection, which the API also asks for", async () => {
    const rules = [
      permissionRule('articles', 'read'),
      permissionRule('directus_shares', 'read'),
      permissionRule('directus_shares', 'create'),
    ];
    const without = await openArticle({ me: EDITOR, permissions: rules });
    await within(without.section).findByText('For Bea');
    expect(within(without.section).queryByRole('button', { name: 'New share' })).not.toBeInTheDocument();
    without.unmount();

    const { section } = await openArticle({ me: EDITOR, permissions: [...rules, permissionRule('articles', 'share')] });
    expect(await within(section).findByRole('button', { name: 'New share' })).toBeInTheDocument();
  });
});

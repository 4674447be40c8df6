import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeApiError, signedInFakeClient } from '../../testing/fake-client.js';
import { renderWithClient } from '../../testing/render.js';
import { activityFixture, currentUserFixture, userFixture } from '../../testing/system-fixtures.js';
import { RecordHistory } from './record-history.js';

const ada = userFixture({ id: 'u1', first_name: 'Ada', last_name: 'Admin', email: 'ada@example.com' });

describe('RecordHistory', () => {
  it("lists the record's own entries, newest first, each opening its entry in the activity log", async () => {
    const client = await signedInFakeClient({
      activities: [
        activityFixture({
          id: 1,
          action: 'create',
          user: ada,
          collection: 'directus_roles',
          item: 'r1',
          timestamp: '2024-03-01T09:00:00Z',
        }),
        activityFixture({
          id: 2,
          action: 'update',
          user: ada,
          collection: 'directus_roles',
          item: 'r1',
          timestamp: '2024-03-02T09:00:00Z',
        }),
        activityFixture({
          id: 3,
          action: 'update',
          user: ada,
          collection: 'directus_roles',
          item: 'r2',
          timestamp: '2024-03-03T09:00:00Z',
        }),
        activityFixture({
          id: 4,
          action: 'update',
          user: ada,
          collection: 'directus_flows',
          item: 'r1',
          timestamp: '2024-03-04T09:00:00Z',
        }),
      ],
    });
    renderWithClient(<RecordHistory collection="directus_roles" item="r1" noun="role" />, client);
    const history = within(await screen.findByRole('region', { name: 'History of this role' }));
    const links = await history.findAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Updated', '/activity/2'],
      ['Created', '/activity/1'],
    ]);
    expect(history.getAllByRole('listitem')[0]).toHaveTextContent(/^Updated by Ada Admin ·/);
  });

  it('says so when nothing is recorded yet', async () => {
    const client = await signedInFakeClient({ activities: [] });
    renderWithClient(<RecordHistory collection="directus_flows" item="f1" noun="flow" />, client);
    expect(await screen.findByText('No changes recorded yet.')).toBeInTheDocument();
  });

  it('shows nothing to a role that may not read the activity', async () => {
    const client = await signedInFakeClient({
      me: currentUserFixture({ id: 'u2', role: { id: 'r2', name: 'Editor', app_access: true, admin_access: false } }),
    });
    client.failNext('readActivities', new FakeApiError(403, 'FORBIDDEN', "You don't have permission to access this."));
    const { container } = renderWithClient(<RecordHistory collection="directus_users" item="u2" noun="user" />, client);
    await screen.findByText('Loading history…');
    await expect.poll(() => container.querySelector('.record-history')).toBeNull();
  });
});

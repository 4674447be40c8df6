import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createNotificationStore } from '../../components/notifications/notification-store.js';
import { NotificationStoreContext } from '../../components/notifications/use-notify.js';
import { createFakeClient, FakeApiError } from '../../testing/fake-client.js';
import type { FakeClient } from '../../testing/fake-client.js';
import { makeCollection, makeField } from '../../testing/fixtures.js';
import { TestProviders } from '../../testing/render.js';
import { movedPatch, rangeFilter } from './calendar-dates.js';
import { CALENDAR_LIMIT, useCalendarItems } from './use-calendar-items.js';

const startsAt = makeField('events', 'starts_at', 'dateTime');
const fields = [makeField('events', 'id', 'integer', {}, { is_primary_key: true }), makeField('events', 'title', 'string'), startsAt];
const rows = [
  { id: 1, title: 'Kickoff', starts_at: '2026-11-10T09:30:00' },
  { id: 2, title: 'Review', starts_at: '2026-11-12T14:00:00' },
  { id: 3, title: 'Next year', starts_at: '2027-01-15T10:00:00' },
];

function seeded(): FakeClient {
  return createFakeClient({ collections: [makeCollection('events')], fields, items: { events: structuredClone(rows) } });
}

function renderItems(client: FakeClient) {
  const notifications = createNotificationStore();
  const filter = rangeFilter(startsAt, new Date(2026, 9, 26), new Date(2026, 11, 7), { title: { _neq: 'Hidden' } });
  const hook = renderHook(
    () =>
      useCalendarItems({
        itemsKey: ['items', 'events'],
        collection: 'events',
        primaryKey: 'id',
        fields: ['id', 'title', 'starts_at'],
        filter,
        search: '',
      }),
    {
      wrapper: ({ children }: { children: ReactNode }) => (
        <NotificationStoreContext value={notifications}>
          <TestProviders client={client}>
            <MemoryRouter>{children}</MemoryRouter>
          </TestProviders>
        </NotificationStoreContext>
      ),
    },
  );
  return { ...hook, notifications, filter };
}

const startOf = (data: { id?: unknown; starts_at?: unknown }[] | undefined, id: number) => data?.find((row) => row.id === id)?.starts_at;

describe('useCalendarItems', () => {
  it('reads the visible range only, with the page filter, capped and counted', async () => {
    const client = seeded();
    const { result, filter } = renderItems(client);
    await waitFor(() => expect(result.current.items.data).toBeDefined());
    expect(client.callsOf('readItems')).toEqual([
      ['events', expect.objectContaining({ filter, limit: CALENDAR_LIMIT, meta: 'filter_count', fields: ['id', 'title', 'starts_at'] })],
    ]);
    expect(result.current.items.data?.data.map((row) => row.title)).toEqual(['Kickoff', 'Review']);
  });

  it('writes the dropped date through the API and keeps the time of day', async () => {
    const client = seeded();
    const { result } = renderItems(client);
    await waitFor(() => expect(result.current.items.data).toBeDefined());
    const patch = movedPatch(new Date(2026, 10, 17, 9, 30), null, { start: startsAt, end: undefined });
    act(() => result.current.move({ key: 1, patch, revert: () => undefined }));
    await waitFor(() => expect(client.callsOf('updateItem')).toEqual([['events', 1, { starts_at: '2026-11-17T09:30:00' }]]));
    await waitFor(() => expect(startOf(result.current.items.data?.data, 1)).toBe('2026-11-17T09:30:00'));
  });

  it('puts a refused move back and says why', async () => {
    const client = seeded();
    client.failNext('updateItem', new FakeApiError(403, 'FORBIDDEN', "You don't have permission to access this."));
    const { result, notifications } = renderItems(client);
    await waitFor(() => expect(result.current.items.data).toBeDefined());
    const revert = vi.fn();
    act(() => result.current.move({ key: 1, patch: { starts_at: '2026-11-17T09:30:00' }, revert }));
    await waitFor(() => expect(notifications.getSnapshot()).toHaveLength(1));
    expect(notifications.getSnapshot()[0]).toMatchObject({ kind: 'danger', title: "Couldn't move the item" });
    expect(revert).toHaveBeenCalledOnce();
    await waitFor(() => expect(startOf(result.current.items.data?.data, 1)).toBe('2026-11-10T09:30:00'));
  });
});

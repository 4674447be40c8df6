import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createNotificationStore } from '../../components/notifications/notification-store.js';
import { NotificationStoreContext } from '../../components/notifications/use-notify.js';
import type { AppClient } from '../../lib/app-client.js';
import { createFakeClient, FakeApiError } from '../../testing/fake-client.js';
import type { FakeClient } from '../../testing/fake-client.js';
import { makeCollection, makeField } from '../../testing/fixtures.js';
import { TestProviders } from '../../testing/render.js';
import { DEFAULT_KANBAN_OPTIONS } from './kanban-layout-options.js';
import KanbanLayout from './kanban-layout.js';
import type { KanbanLayoutProps } from './kanban-layout.js';
import { KANBAN_PAGE } from './kanban-column-queries.js';
import { useKanbanItems } from './use-kanban-items.js';

const choices = [
  { text: 'To do', value: 'todo' },
  { text: 'Done', value: 'done' },
];
const fields = [
  makeField('tasks', 'id', 'integer', {}, { is_primary_key: true }),
  makeField('tasks', 'title', 'string', { interface: 'input' }),
  makeField('tasks', 'status', 'string', { interface: 'select-dropdown', options: { choices } }),
];
const items = [
  { id: 1, title: 'Plan', status: 'todo' },
  { id: 2, title: 'Ship', status: 'done' },
  { id: 3, title: 'Tag', status: 'todo' },
  { id: 4, title: 'Lost', status: 'gone' },
];

function seeded(): FakeClient {
  return createFakeClient({ collections: [makeCollection('tasks')], fields, items: { tasks: structuredClone(items) } });
}

function Providers({ client, children }: { client: AppClient; children: ReactNode }) {
  return (
    <TestProviders client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </TestProviders>
  );
}

function renderBoard(client: AppClient, props: Partial<KanbanLayoutProps> = {}) {
  return render(
    <Providers client={client}>
      <KanbanLayout
        itemsKey={['items', 'tasks']}
        collection="tasks"
        fields={fields}
        primaryKeyField="id"
        filter={undefined}
        search=""
        sortField={null}
        itemHref={(row) => `/content/tasks/${String(row.id)}`}
        options={{ ...DEFAULT_KANBAN_OPTIONS, groupField: 'status', titleField: 'title' }}
        onOptionsChange={() => undefined}
        canUpdateField={() => true}
        canSort={false}
        {...props}
      />
    </Providers>,
  );
}

describe('KanbanLayout', () => {
  it('shows a column per choice with its count, and unknown values in "No value"', async () => {
    renderBoard(seeded());
    const todo = await screen.findByRole('region', { name: 'To do 2 items' });
    expect(
      within(todo)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Plan', 'Tag']);
    expect(within(todo).getByRole('link', { name: 'Plan' })).toHaveAttribute('href', '/content/tasks/1');
    expect(screen.getByRole('region', { name: 'Done 1 item' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'No value 1 item' })).getByRole('link', { name: 'Lost' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move Plan' })).toBeInTheDocument();
  });

  it('offers no drag handles when the user may not update the group field', async () => {
    renderBoard(seeded(), { canUpdateField: () => false });
    await screen.findByRole('region', { name: 'To do 2 items' });
    expect(screen.queryAllByRole('button', { name: /^Move / })).toHaveLength(0);
  });

  it('says what to add when no field can make the columns', () => {
    renderBoard(seeded(), { fields: [fields[0]!], options: DEFAULT_KANBAN_OPTIONS });
    expect(screen.getByRole('status')).toHaveTextContent(/Nothing to group by.*Dropdown or Radio Buttons/);
  });
});

describe('useKanbanItems', () => {
  const request = {
    itemsKey: ['items', 'tasks'],
    collection: 'tasks',
    primaryKey: 'id',
    groupField: fields[2],
    fields: ['id', 'title', 'status'],
    filter: undefined,
    search: '',
    sort: ['id'],
  };

  function renderItems(client: FakeClient) {
    const notifications = createNotificationStore();
    const hook = renderHook(() => useKanbanItems(request), {
      wrapper: ({ children }) => (
        <NotificationStoreContext value={notifications}>
          <Providers client={client}>{children}</Providers>
        </NotificationStoreContext>
      ),
    });
    return { ...hook, notifications };
  }
  const statusOf = (rows: { id?: unknown; status?: unknown }[] | undefined, id: number) => rows?.find((row) => row.id === id)?.status;

  it('sends the PATCH body of the move', async () => {
    const client = seeded();
    const { result } = renderItems(client);
    await waitFor(() => expect(result.current.items.data).toBeDefined());
    act(() => result.current.drop({ kind: 'group', key: 1, patch: { status: 'done' }, value: 'done' }));
    await waitFor(() => expect(client.callsOf('updateItem')).toEqual([['tasks', 1, { status: 'done' }]]));
    await waitFor(() => expect(statusOf(result.current.items.data?.rows, 1)).toBe('done'));
  });

  it('rolls the move back and says why when the API refuses it', async () => {
    const client = seeded();
    client.failNext('updateItem', new FakeApiError(403, 'FORBIDDEN', "You don't have permission to access this."));
    const { result, notifications } = renderItems(client);
    await waitFor(() => expect(result.current.items.data).toBeDefined());
    act(() => result.current.drop({ kind: 'group', key: 1, patch: { status: 'done' }, value: 'done' }));
    await waitFor(() => expect(notifications.getSnapshot()).toHaveLength(1));
    expect(notifications.getSnapshot()[0]).toMatchObject({ kind: 'danger', title: "Couldn't move the item" });
    await waitFor(() => expect(statusOf(result.current.items.data?.rows, 1)).toBe('todo'));
  });

  it('loads each column on its own, its first page of cards, and more on demand', async () => {
    const many = Array.from({ length: KANBAN_PAGE + 20 }, (_, index) => ({ id: index + 10, title: `Task ${index}`, status: 'todo' }));
    const client = createFakeClient({
      collections: [makeCollection('tasks')],
      fields,
      items: { tasks: [...structuredClone(items), ...many] },
    });
    const { result } = renderItems(client);
    await waitFor(() => expect(result.current.items.data).toBeDefined());
    const todo = (data = result.current.items.data) => data?.rows.filter((row) => row.status === 'todo') ?? [];
    expect(todo()).toHaveLength(KANBAN_PAGE);
    expect(result.current.items.data?.hidden.get('column:"todo"')).toBe(22);
    expect(result.current.items.data?.rows.filter((row) => row.status === 'done')).toHaveLength(1);
    expect(client.callsOf('aggregateGroups')).toEqual([]);
    act(() => result.current.showMore('column:"todo"'));
    await waitFor(() => expect(todo()).toHaveLength(KANBAN_PAGE + 22));
    expect(result.current.items.data?.hidden.get('column:"todo"')).toBe(0);
  });

  it('asks which values exist when the group field has no choices, then reads a column per value', async () => {
    const owner = makeField('tasks', 'owner', 'string', { interface: 'input' });
    const rows = [
      { id: 1, owner: 'ann' },
      { id: 2, owner: 'bob' },
      { id: 3, owner: 'ann' },
      { id: 4, owner: null },
    ];
    const client = createFakeClient({ collections: [makeCollection('tasks')], fields: [...fields, owner], items: { tasks: rows } });
    const hook = renderHook(() => useKanbanItems({ ...request, groupField: owner, search: 'a' }), {
      wrapper: ({ children }) => <Providers client={client}>{children}</Providers>,
    });
    await waitFor(() => expect(hook.result.current.items.data).toBeDefined());
    expect(client.callsOf('aggregateGroups')).toEqual([['tasks', 'count', 'id', ['owner'], undefined, 'a']]);
    expect(hook.result.current.items.data?.values).toEqual([{ value: 'ann', title: 'ann' }]);
    expect(hook.result.current.items.data?.rows.map((row) => row.id)).toEqual([1, 3]);
  });

  it('asks for a manual sort inside a column', async () => {
    const client = seeded();
    const { result } = renderItems(client);
    await waitFor(() => expect(result.current.items.data).toBeDefined());
    act(() => result.current.drop({ kind: 'sort', item: 3, to: 1 }));
    await waitFor(() => expect(client.callsOf('sortItem')).toEqual([['tasks', 3, 1]]));
  });
});

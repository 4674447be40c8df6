import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Notifications } from '../../../../components/notifications/notifications.js';
import { ADMIN_PERMISSIONS } from '../../../../lib/permissions/permissions.js';
import { PermissionsProvider } from '../../../../lib/permissions/permissions-context.js';
import { createFakeClient, FakeApiError } from '../../../../testing/fake-client.js';
import { blogSchema } from '../../../../testing/fixtures.js';
import { renderWithClient } from '../../../../testing/render.js';
import { BulkActions } from './bulk-actions.js';
import { BulkEditDrawer } from './bulk-edit-drawer.js';

const schema = blogSchema();
const articleFields = schema.fields.filter((field) => field.collection === 'articles');
const notifications = () => within(screen.getByRole('status', { name: 'Notifications' }));
const rows = (client: ReturnType<typeof createFakeClient>, field: string) => client.data.items.articles?.map((row) => row[field]);

describe('bulk actions: notifications and Undo', () => {
  it('archives, then Undo gives every item back its own previous status', async () => {
    const client = createFakeClient(blogSchema());
    const user = userEvent.setup({ delay: null });
    const articles = schema.collections.find((collection) => collection.collection === 'articles');
    renderWithClient(
      <>
        <BulkActions
          collection="articles"
          meta={articles?.meta ?? null}
          actions={{ edit: false, archive: true, delete: true }}
          fields={articleFields}
          relations={[]}
          selection={[1, 2]}
          hiddenCount={0}
          onClear={vi.fn()}
        />
        <Notifications />
      </>,
      client,
    );
    await user.click(within(screen.getByRole('region', { name: 'Selected items' })).getByRole('button', { name: 'Archive' }));
    expect(await notifications().findByText('Archived 2 items')).toBeInTheDocument();
    expect(rows(client, 'status')).toEqual(['archived', 'archived', 'archived']);

    await user.click(notifications().getByRole('button', { name: 'Undo' }));
    expect(await notifications().findByText('Restored 2 items')).toBeInTheDocument();
    expect(rows(client, 'status')).toEqual(['published', 'draft', 'archived']);
  });

  it('says a bulk edit was saved (also with Ctrl+S), and Undo restores the edited fields', async () => {
    const client = createFakeClient(blogSchema());
    const user = userEvent.setup({ delay: null });
    const onDone = vi.fn();
    renderWithClient(
      <PermissionsProvider permissions={ADMIN_PERMISSIONS}>
        <BulkEditDrawer collection="articles" fields={articleFields} relations={[]} keys={[1, 2]} onClose={vi.fn()} onDone={onDone} />
        <Notifications />
      </PermissionsProvider>,
      client,
    );
    await user.type(await screen.findByLabelText('Summary'), 'Same for all');
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(rows(client, 'summary')).toEqual(['Same for all', 'Same for all', undefined]);
    expect(await notifications().findByText('Updated 2 items')).toBeInTheDocument();

    await user.click(notifications().getByRole('button', { name: 'Undo' }));
    expect(await notifications().findByText('Restored 2 items')).toBeInTheDocument();
    expect(rows(client, 'summary')).toEqual([null, null, undefined]);
  });

  it('notifies a failed bulk delete with the API’s message', async () => {
    const client = createFakeClient(blogSchema());
    const user = userEvent.setup({ delay: null });
    client.failNext('deleteItems', new FakeApiError(403, 'FORBIDDEN', "You don't have permission to access this."));
    const articles = schema.collections.find((collection) => collection.collection === 'articles');
    renderWithClient(
      <>
        <BulkActions
          collection="articles"
          meta={articles?.meta ?? null}
          actions={{ edit: false, archive: true, delete: true }}
          fields={articleFields}
          relations={[]}
          selection={[1]}
          hiddenCount={0}
          onClear={vi.fn()}
        />
        <Notifications />
      </>,
      client,
    );
    await user.click(within(screen.getByRole('region', { name: 'Selected items' })).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await notifications().findByText("Couldn't delete")).toBeInTheDocument();
  });
});

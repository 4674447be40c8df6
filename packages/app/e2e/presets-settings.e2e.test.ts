import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiData, apiWrite, screenshot, startAppSession, TEST_ADMIN } from './support/app-session.js';
import { guardBrowserTests, openContentModule } from './support/test-lifecycle.js';
import type { AppSession } from './support/app-session.js';

const EDITOR = { email: 'preset-editor@example.com', password: 'preset-editor-pass-1' };

const CHOICES = [
  { text: 'To do', value: 'todo' },
  { text: 'Doing', value: 'doing' },
  { text: 'Done', value: 'done' },
];

/**
 * Issue 42 point 7 on the real server (SQLite): an administrator creates a role preset with the
 * kanban layout in Settings → Presets & Bookmarks, and an editor of that role (non-admin, no layout
 * of their own) opening the collection lands on the board, grouped as the preset says.
 */
describe('presets created in Settings', () => {
  let session: AppSession;
  let admin: Page;
  let editor: Page;
  let roleId: string;

  beforeAll(async () => {
    session = await startAppSession();
    await apiWrite(session.server, 'POST', '/collections', {
      collection: 'tasks',
      schema: {},
      meta: { display_template: '{{title}}' },
      fields: [
        { field: 'id', type: 'integer', schema: { is_primary_key: true, has_auto_increment: true } },
        { field: 'title', type: 'string', meta: { interface: 'input' } },
        { field: 'status', type: 'string', meta: { interface: 'select-dropdown', options: { choices: CHOICES } } },
      ],
    });
    for (const [title, status] of [
      ['Plan the release', 'todo'],
      ['Write the notes', 'doing'],
      ['Tag the build', 'todo'],
    ])
      await apiWrite(session.server, 'POST', '/items/tasks', { title, status });
    const role = (await apiWrite(session.server, 'POST', '/roles', { name: 'Task editors', app_access: true, admin_access: false })) as {
      id: string;
    };
    roleId = role.id;
    await apiWrite(session.server, 'POST', '/users', { ...EDITOR, role: role.id, status: 'active' });
    for (const action of ['read', 'update'])
      await apiWrite(session.server, 'POST', '/permissions', { role: role.id, collection: 'tasks', action, fields: ['*'] });
    admin = (await session.newPage({ signedInAs: TEST_ADMIN })).page;
    await admin.setViewportSize({ width: 1440, height: 900 });
    await openContentModule(session, admin);
  });
  guardBrowserTests(
    () => session,
    () => editor ?? admin,
  );

  it('creates a kanban role preset in Settings, and an editor of that role opens the collection as a board', async () => {
    await admin.goto(`${session.appUrl}/settings/presets`);
    await admin.getByRole('button', { name: 'Create preset' }).click();
    const drawer = admin.getByRole('dialog', { name: 'Create preset' });
    await drawer.getByLabel('Collection').fill('tasks');
    await drawer.getByLabel('Scope').selectOption({ label: 'Role' });
    await drawer.getByLabel('Role').selectOption({ label: 'Task editors' });
    await drawer.getByLabel('Layout', { exact: true }).selectOption({ label: 'Kanban' });
    await drawer.getByText('Edit as JSON').click();
    await drawer.getByLabel('Layout options', { exact: true }).fill(JSON.stringify({ kanban: { groupField: 'status' } }));
    await drawer.getByRole('region', { name: 'Layout options in words' }).getByText('Group field: status').waitFor();
    await drawer.getByLabel('Filter').fill(JSON.stringify({ status: { _neq: 'done' } }));
    console.log(`Screenshot of the new preset: ${await screenshot(admin, 'presets-create-kanban')}`);
    await drawer.getByRole('button', { name: 'Save' }).click();
    await drawer.waitFor({ state: 'detached' });
    await admin.getByRole('button', { name: 'Edit Default for tasks' }).waitFor();

    const presets = await apiData<{ role: string | null; user: string | null; layout: string; layout_options: unknown }[]>(
      session.server,
      '/presets?filter[collection][_eq]=tasks',
    );
    expect(presets).toEqual([
      expect.objectContaining({ role: roleId, user: null, layout: 'kanban', layout_options: { kanban: { groupField: 'status' } } }),
    ]);

    editor = (await session.newPage({ signedInAs: EDITOR })).page;
    await editor.setViewportSize({ width: 1440, height: 900 });
    await editor.goto(`${session.appUrl}/content/tasks`);
    const column = (name: string) => editor.getByRole('region', { name: new RegExp(`^${name} \\d+ items?$`) });
    await column('To do').waitFor();
    expect(await editor.getByLabel('Layout', { exact: true }).inputValue()).toBe('kanban');
    expect(await column('To do').getByRole('listitem').count()).toBe(2);
    expect(await column('Doing').getByRole('link', { name: 'Write the notes' }).count()).toBe(1);
    console.log(`Screenshot of the editor's board: ${await screenshot(editor, 'presets-editor-kanban')}`);
  });
});

import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiData, apiWrite, screenshot, startAppSession, userPreset, TEST_ADMIN } from './support/app-session.js';
import { guardBrowserTests, openContentModule } from './support/test-lifecycle.js';
import type { AppSession } from './support/app-session.js';

const EDITOR = { email: 'kanban-editor@example.com', password: 'kanban-editor-pass-1' };

const CHOICES = [
  { text: 'To do', value: 'todo' },
  { text: 'Doing', value: 'doing' },
  { text: 'Done', value: 'done' },
];

/**
 * The kanban layout on the real server (SQLite): a collection with a status-like choice field,
 * grouped into columns; a card dragged with the mouse to another column changes the item's field
 * through the API, and the layout's options are saved in the user's preset.
 */
describe('kanban layout in the browser', () => {
  let session: AppSession;
  let page: Page;

  beforeAll(async () => {
    session = await startAppSession();
    await apiWrite(session.server, 'POST', '/collections', {
      collection: 'tasks',
      schema: {},
      meta: { display_template: '{{title}}', sort_field: 'sort' },
      fields: [
        { field: 'id', type: 'integer', schema: { is_primary_key: true, has_auto_increment: true } },
        { field: 'title', type: 'string', meta: { interface: 'input' } },
        { field: 'sort', type: 'integer', meta: { interface: 'input', hidden: true } },
        { field: 'owner', type: 'string', meta: { interface: 'input' } },
        { field: 'status', type: 'string', meta: { interface: 'select-dropdown', options: { choices: CHOICES } } },
      ],
    });
    const tasks = [
      ['Plan the release', 'todo'],
      ['Write the notes', 'doing'],
      ['Tag the build', 'todo'],
      ['Forgotten task', null],
    ] as const;
    for (const [index, [title, status]] of tasks.entries())
      await apiWrite(session.server, 'POST', '/items/tasks', { title, owner: 'Ada', status, sort: index + 1 });
    page = (await session.newPage({ signedInAs: TEST_ADMIN })).page;
    await page.setViewportSize({ width: 1440, height: 900 });
    await openContentModule(session, page);
  });
  guardBrowserTests(
    () => session,
    () => page,
  );

  const column = (name: string) => page.getByRole('region', { name: new RegExp(`^${name} \\d+ items?$`) });

  it('groups the items into a column per choice once the group field is chosen', async () => {
    await page.goto(`${session.appUrl}/content/tasks`);
    await page.getByLabel('Layout').selectOption('kanban');
    // Grouped by a plain string field first: a column per value met, then by the choice field.
    await page.getByLabel('Group by').selectOption('owner');
    await column('Ada').waitFor();
    expect(await column('Ada').getByRole('listitem').count()).toBe(4);
    await page.getByLabel('Group by').selectOption('status');
    await column('To do').waitFor();
    expect(await column('To do').getByRole('listitem').count()).toBe(2);
    expect(await column('Doing').getByRole('link', { name: 'Write the notes' }).count()).toBe(1);
    expect(await column('Done').getByRole('listitem').count()).toBe(0);
    expect(await column('No value').getByRole('link', { name: 'Forgotten task' }).count()).toBe(1);
    console.log(`Screenshot of the board: ${await screenshot(page, 'kanban-board')}`);
  });

  /**
   * The board is done reloading: not busy, and still not busy a moment later (a move may reload it
   * twice, once when the PATCH is answered and once when the realtime message about it comes).
   */
  async function boardSettled() {
    const busy = page.locator('.kanban__board[aria-busy="true"]');
    await busy.waitFor({ state: 'detached' });
    await page.waitForTimeout(300);
    await busy.waitFor({ state: 'detached' });
  }

  it('moves a card to another column with the mouse and saves the new status', async () => {
    const handle = page.getByRole('button', { name: 'Move Plan the release' });
    const from = await handle.boundingBox();
    const to = await column('Done').getByRole('list').boundingBox();
    if (!from || !to) throw new Error('The handle or the Done column is not on screen');
    const patched = page.waitForResponse((response) => response.url().includes('/items/tasks/') && response.request().method() === 'PATCH');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 20 });
    await page.mouse.up();
    expect((await patched).status()).toBe(200);
    await column('Done').getByRole('link', { name: 'Plan the release' }).waitFor();
    expect(await column('Done').getByRole('listitem').count()).toBe(1);
    const item = await apiData<{ status: string }>(session.server, '/items/tasks/1');
    expect(item.status).toBe('done');
    console.log(`Screenshot after the move: ${await screenshot(page, 'kanban-moved')}`);
  });

  /**
   * Moves the picked-up card with the arrow keys until the board announces it over `target`. dnd-kit
   * ignores an arrow pressed before it has measured the columns after the pick-up, which a loaded
   * machine can stretch past the test's next key: the announcement tells where the card really is.
   */
  async function steerPickedCardOver(card: string, target: string) {
    const order = ['To do', 'Doing', 'Done', 'No value'];
    const live = page.locator('[id^="DndLiveRegion"]');
    await expect
      .poll(
        async () => {
          const over = /is over (.+)\.$/.exec((await live.textContent()) ?? '')?.[1];
          if (over === target) return over;
          const step = over !== undefined && order.indexOf(over) > order.indexOf(target) ? 'ArrowLeft' : 'ArrowRight';
          await page.keyboard.press(step);
          return over;
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe(target);
    await page.getByText(`${card} is over ${target}.`).waitFor({ state: 'attached' });
  }

  it('moves a card with the keyboard: Space picks it up, an arrow moves it, Space drops it', async () => {
    const patched = page.waitForResponse(
      (response) => response.url().includes('/items/tasks/3') && response.request().method() === 'PATCH',
    );
    // The board reloads its columns after the last move; a card picked up meanwhile is re-rendered under the keyboard.
    await boardSettled();
    await page.getByRole('button', { name: 'Move Tag the build' }).focus();
    // Each step waits for the board to show it (dnd-kit listens for the next key a moment after the last).
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Move Tag the build', pressed: true }).waitFor();
    await steerPickedCardOver('Tag the build', 'Doing');
    await page.keyboard.press('Space');
    expect((await patched).status()).toBe(200);
    await column('Doing').getByRole('link', { name: 'Tag the build' }).waitFor();
    expect((await apiData<{ status: string }>(session.server, '/items/tasks/3')).status).toBe('doing');
  });

  it('reorders cards inside a column through the manual sort', async () => {
    await boardSettled();
    const doing = column('Doing');
    const handle = await doing.getByRole('button', { name: 'Move Tag the build' }).boundingBox();
    const target = await doing.getByRole('link', { name: 'Write the notes' }).boundingBox();
    if (!handle || !target) throw new Error('The cards of the Doing column are not on screen');
    const sorted = page.waitForRequest((request) => request.url().endsWith('/utils/sort/tasks') && request.method() === 'POST');
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2 - 10, { steps: 5 });
    await page.mouse.move(handle.x + handle.width / 2, target.y + 2, { steps: 20 });
    await page.mouse.up();
    expect((await sorted).postDataJSON()).toEqual({ item: 3, to: 2 });
    await expect
      .poll(async () =>
        (await apiData<{ id: number }[]>(session.server, '/items/tasks?filter[status][_eq]=doing&sort=sort')).map((row) => row.id),
      )
      .toEqual([3, 2]);
    await expect.poll(async () => doing.getByRole('link').allTextContents()).toEqual(['Tag the build', 'Write the notes']);
    console.log(`Screenshot after the reorder: ${await screenshot(page, 'kanban-sorted')}`);
  });

  it('remembers the layout and its group field in the user preset', async () => {
    await expect
      .poll(() => userPreset(session.server, 'tasks'), { timeout: 5000 })
      .toMatchObject({ layout: 'kanban', layout_options: { kanban: { groupField: 'status' } } });
  });

  it('puts a refused move back with a message, and offers no handles for a field the role may not update', async () => {
    const role = (await apiWrite(session.server, 'POST', '/roles', { name: 'Task editors', app_access: true, admin_access: false })) as {
      id: string;
    };
    await apiWrite(session.server, 'POST', '/users', { ...EDITOR, role: role.id, status: 'active' });
    // Finished tasks may not be changed any more: the API refuses, the app cannot know beforehand.
    for (const rule of [
      { collection: 'tasks', action: 'read', fields: ['*'] },
      { collection: 'tasks', action: 'update', fields: ['status'], permissions: { status: { _neq: 'done' } } },
    ])
      await apiWrite(session.server, 'POST', '/permissions', { role: role.id, ...rule });
    page = (await session.newPage({ signedInAs: EDITOR })).page;
    await page.setViewportSize({ width: 1440, height: 900 });
    await openContentModule(session, page);
    await page.goto(`${session.appUrl}/content/tasks`);
    await page.getByLabel('Layout').selectOption('kanban');
    await column('Done').getByRole('link', { name: 'Plan the release' }).waitFor();

    const handle = await column('Done').getByRole('button', { name: 'Move Plan the release' }).boundingBox();
    const to = await column('To do').getByRole('list').boundingBox();
    if (!handle || !to) throw new Error('The handle or the To do column is not on screen');
    const refused = page.waitForResponse(
      (response) => response.url().includes('/items/tasks/1') && response.request().method() === 'PATCH',
    );
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(handle.x + handle.width / 2 - 10, handle.y + handle.height / 2, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 20 });
    await page.mouse.up();
    expect((await refused).status()).toBe(403);
    await page.getByRole('status', { name: 'Notifications' }).getByText("Couldn't move the item").waitFor();
    await column('Done').getByRole('link', { name: 'Plan the release' }).waitFor();
    expect(await column('To do').getByRole('link', { name: 'Plan the release' }).count()).toBe(0);
    expect((await apiData<{ status: string }>(session.server, '/items/tasks/1')).status).toBe('done');
    console.log(`Screenshot of the refused move: ${await screenshot(page, 'kanban-refused')}`);

    await page.getByLabel('Group by').selectOption('owner');
    await column('Ada').waitFor();
    expect(await page.getByRole('button', { name: /^Move / }).count()).toBe(0);
  });
});

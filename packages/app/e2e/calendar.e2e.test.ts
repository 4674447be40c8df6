import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiData, apiWrite, createPosts, screenshot, startAppSession, userPreset, TEST_ADMIN } from './support/app-session.js';
import { guardBrowserTests, openContentModule } from './support/test-lifecycle.js';
import type { AppSession } from './support/app-session.js';

const now = new Date();
const pad = (value: number) => String(value).padStart(2, '0');
/** A day of the current month as `YYYY-MM-DD`, so the events are on the month the calendar opens on. */
const dayOf = (day: number) => `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(day)}`;

/**
 * The calendar layout on the real server (SQLite): posts with a datetime field, placed on the
 * days of the current month; an event dragged with the mouse to another day changes the item's
 * date through the API (keeping its time), and the layout and its date field stay in the preset.
 */
describe('calendar layout in the browser', () => {
  let session: AppSession;
  let page: Page;

  beforeAll(async () => {
    session = await startAppSession();
    await createPosts(
      session.server,
      [],
      [
        { field: 'published_on', type: 'date', meta: { interface: 'datetime' } },
        { field: 'starts_at', type: 'dateTime', meta: { interface: 'datetime' } },
      ],
    );
    const posts = [
      ['Kickoff meeting', `${dayOf(10)}T09:30:00`],
      ['Design review', `${dayOf(12)}T14:00:00`],
      ['Far future retro', `${now.getFullYear() + 2}-01-15T10:00:00`],
    ] as const;
    for (const [title, startsAt] of posts) await apiWrite(session.server, 'POST', '/items/posts', { title, starts_at: startsAt });
    page = (await session.newPage({ signedInAs: TEST_ADMIN })).page;
    await page.setViewportSize({ width: 1440, height: 1000 });
    await openContentModule(session, page);
  });
  guardBrowserTests(
    () => session,
    () => page,
  );

  const dayCell = (date: string) => page.locator(`[data-date="${date}"]`).first();

  it('places the items of the visible month on their days once the date field is chosen, reading only that range', async () => {
    await page.goto(`${session.appUrl}/content/posts`);
    await page.getByLabel('Layout').selectOption('calendar');
    await page.getByRole('group', { name: 'Calendar options' }).waitFor();
    const ranged = page.waitForRequest(
      (request) => request.url().includes('/items/posts?') && decodeURIComponent(request.url()).includes('"starts_at":{"_gte"'),
    );
    await page.getByLabel('Start date field').selectOption('starts_at');
    const url = new URL((await ranged).url());
    const filter = JSON.parse(url.searchParams.get('filter') ?? '{}') as { _and: Record<string, { _gte: string; _lt: string }>[] };
    const range = filter._and[0]?.starts_at ?? { _gte: '', _lt: '' };
    // The month view's visible weeks: from at most the 1st to past the 28th, never the whole table.
    const weekBefore = new Date(now.getFullYear(), now.getMonth(), -6);
    const floor = `${weekBefore.getFullYear()}-${pad(weekBefore.getMonth() + 1)}-${pad(weekBefore.getDate())}`;
    expect(range._gte <= `${dayOf(1)}T00:00:00` && range._gte >= floor).toBe(true);
    expect(range._lt > `${dayOf(28)}T00:00:00`).toBe(true);
    await dayCell(dayOf(10))
      .getByRole('link', { name: /Kickoff meeting/ })
      .waitFor();
    expect(
      await dayCell(dayOf(12))
        .getByRole('link', { name: /Design review/ })
        .count(),
    ).toBe(1);
    expect(await page.getByRole('link', { name: /Far future retro/ }).count()).toBe(0);
    console.log(`Screenshot of the month: ${await screenshot(page, 'calendar-month')}`);
  });

  it('moves an event to another day with the mouse and writes the new date, keeping its time', async () => {
    // What the date field's choice set off (the preset saved, the range read) has settled before the drag.
    await expect
      .poll(() => userPreset(session.server, 'posts'))
      .toMatchObject({ layout_options: { calendar: { startDateField: 'starts_at' } } });
    await page.locator('.calendar__body--fetching').waitFor({ state: 'detached' });
    const event = dayCell(dayOf(10)).getByRole('link', { name: /Kickoff meeting/ });
    const from = await event.boundingBox();
    const to = await dayCell(dayOf(17)).boundingBox();
    if (!from || !to) throw new Error('The event or the target day is not on screen');
    const patched = page.waitForResponse(
      (response) => response.url().includes('/items/posts/1') && response.request().method() === 'PATCH',
    );
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 20 });
    await page.mouse.up();
    expect((await patched).status()).toBe(200);
    await dayCell(dayOf(17))
      .getByRole('link', { name: /Kickoff meeting/ })
      .waitFor();
    expect((await apiData<{ starts_at: string }>(session.server, '/items/posts/1')).starts_at).toMatch(
      new RegExp(`^${dayOf(17)}T09:30:00`),
    );
    console.log(`Screenshot after the move: ${await screenshot(page, 'calendar-moved')}`);
  });

  it('keeps the layout and its date field in the user preset, and opens an item from its event', async () => {
    await expect
      .poll(() => userPreset(session.server, 'posts'), { timeout: 5000 })
      .toMatchObject({ layout: 'calendar', layout_options: { calendar: { startDateField: 'starts_at' } } });
    await page.reload();
    await dayCell(dayOf(17))
      .getByRole('link', { name: /Kickoff meeting/ })
      .waitFor();
    expect(await page.getByLabel('Layout').inputValue()).toBe('calendar');
    expect(await page.getByLabel('Start date field').inputValue()).toBe('starts_at');

    // Events are links reached by Tab; Enter opens the item.
    const review = dayCell(dayOf(12)).getByRole('link', { name: /Design review/ });
    await review.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname.endsWith('/content/posts/2'));
    await page.getByLabel('Title').waitFor();
    expect(await page.getByLabel('Title').inputValue()).toBe('Design review');
    console.log(`Screenshot of the opened item: ${await screenshot(page, 'calendar-opened-item')}`);
  });

  it('navigates to the next month and shows what is there', async () => {
    await page.goBack();
    await page.getByRole('heading', { name: /\d{4}$/ }).waitFor();
    const title = await page.locator('.calendar').getByRole('heading', { level: 2 }).textContent();
    await page.getByRole('button', { name: 'Next Month' }).click();
    await expect.poll(async () => page.locator('.calendar').getByRole('heading', { level: 2 }).textContent()).not.toBe(title);
    expect(await page.getByRole('link', { name: /Kickoff meeting/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'This Month' }).click();
    await page.getByRole('link', { name: /Kickoff meeting/ }).waitFor();
    console.log(`Screenshot back on this month: ${await screenshot(page, 'calendar-this-month')}`);
  });
});

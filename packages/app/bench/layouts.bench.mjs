// @ts-check
// First-rows time per layout of the collection page on the 100,000-row bench collection: the
// signed-in admin's preset picks the layout, then navigation → first item painted, cold (fresh
// browser context: the layout's chunk is fetched) and warm (scripts cached). Prints; asserts nothing.
import { median, openCollection } from './first-rows.mjs';

/** @typedef {import('../../server/test/harness/start-test-server.js').TestServer} TestServer */

/**
 * @typedef {object} LayoutCase
 * @property {string} label what the line prints
 * @property {string} layout `directus_presets.layout`
 * @property {Record<string, unknown>} [layoutOptions] `directus_presets.layout_options`
 * @property {Record<string, unknown>} [layoutQuery] `directus_presets.layout_query`
 * @property {string} selector one item of that layout in the DOM
 */

/**
 * The layouts measured, given the bench collection's fields.
 * @returns {LayoutCase[]}
 */
export function layoutCases() {
  return [
    { label: 'table', layout: 'tabular', selector: 'tbody tr.table__row' },
    { label: 'cards', layout: 'cards', selector: 'li.card' },
    {
      label: 'kanban (by status)',
      layout: 'kanban',
      layoutOptions: { kanban: { groupField: 'status', titleField: 'title', textField: null } },
      selector: '.kanban-card',
    },
    {
      // The month of 2021-03 holds about 2,000 of the rows; the calendar reads its first 500.
      label: 'calendar (a month)',
      layout: 'calendar',
      layoutOptions: {
        calendar: { startDateField: 'published_on', viewInfo: { type: 'dayGridMonth', startDateStr: '2021-03-01T00:00:00+00:00' } },
      },
      selector: '.calendar [data-date] a[href*="/content/"]',
    },
    {
      // The map reads at most 5,000 points; the list of items in view fills once the map has placed them.
      label: 'map (points)',
      layout: 'map',
      layoutOptions: { map: { geometryField: 'location' } },
      selector: 'ul.map-list__items li',
    },
  ];
}

/**
 * Saves the admin's own preset of `collection` with the case's layout (one preset per user and
 * collection: the first call creates it, later ones update it).
 * @param {TestServer} server
 * @param {string} collection
 * @param {LayoutCase} layoutCase
 */
async function useLayout(server, collection, layoutCase) {
  const me = await server.asAdmin('/users/me?fields=id');
  const userId = /** @type {{ data: { id: string } }} */ (await me.json()).data.id;
  const found = await server.asAdmin(
    `/presets?fields=id&filter[collection][_eq]=${collection}&filter[user][_eq]=${userId}&filter[bookmark][_null]=true`,
  );
  const existing = /** @type {{ data: { id: number }[] }} */ (await found.json()).data[0];
  const values = {
    collection,
    user: userId,
    layout: layoutCase.layout,
    layout_options: layoutCase.layoutOptions ?? null,
    layout_query: layoutCase.layoutQuery ?? null,
  };
  const response = existing
    ? await server.asAdmin(`/presets/${existing.id}`, { method: 'PATCH', json: values })
    : await server.asAdmin('/presets', { method: 'POST', json: values });
  if (!response.ok) throw new Error(`saving the ${layoutCase.label} preset answered ${response.status}: ${await response.text()}`);
}

/**
 * @param {{
 *   browser: import('playwright-core').Browser;
 *   server: TestServer;
 *   url: string;
 *   collection: string;
 *   contextOptions: import('playwright-core').BrowserContextOptions;
 *   cases?: LayoutCase[];
 *   runs?: number;
 *   log: (line: string) => void;
 * }} options
 */
export async function measureLayouts({ browser, server, url, collection, contextOptions, cases = layoutCases(), runs = 3, log }) {
  log('admin app: first items painted per layout on the same collection (navigation → first item painted)');
  for (const layoutCase of cases) {
    await useLayout(server, collection, layoutCase);
    const coldContext = await browser.newContext(contextOptions);
    let cold;
    try {
      cold = await openCollection(coldContext, url, layoutCase.selector);
    } finally {
      await coldContext.close();
    }
    const context = await browser.newContext(contextOptions);
    try {
      await openCollection(context, url, layoutCase.selector);
      const warm = [];
      for (let run = 0; run < runs; run++) warm.push((await openCollection(context, url, layoutCase.selector)).painted);
      log(
        `  ${layoutCase.label.padEnd(22)} cold ${cold.painted.toFixed(0).padStart(5)} ms   warm median ${median(warm).toFixed(0).padStart(5)} ms over ${runs} runs   (${cold.itemCount} items shown)`,
      );
    } finally {
      await context.close();
    }
  }
}

// @ts-check
/* global window, document, MutationObserver, requestAnimationFrame -- page.evaluate callbacks run in the browser */
// Navigation → first rows painted, for any layout: the page records when an element matching the
// layout's item selector enters the DOM and when the frame showing it is painted.

/** @typedef {import('playwright-core').Page} Page */
/** @typedef {import('playwright-core').BrowserContext} BrowserContext */

/** @param {number[]} values */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

/**
 * Records, inside the page, when the first element matching `selector` is in the DOM and when the
 * frame showing it is painted (performance.now() counts from the start of the navigation).
 * @param {Page} page
 * @param {string} selector
 */
async function watchFirstRow(page, selector) {
  await page.addInitScript((itemSelector) => {
    const marks = /** @type {{ inserted?: number; painted?: number }} */ ({});
    Object.assign(window, { __firstRow: marks });
    const observer = new MutationObserver(() => {
      if (marks.inserted !== undefined || !document.querySelector(itemSelector)) return;
      marks.inserted = performance.now();
      observer.disconnect();
      requestAnimationFrame(() => (marks.painted = performance.now()));
    });
    observer.observe(document, { childList: true, subtree: true });
  }, selector);
}

/**
 * Opens `url` in a fresh tab of `context` and waits for the first item painted.
 * @param {BrowserContext} context
 * @param {string} url
 * @param {string} selector what one item of the layout is in the DOM (`tbody tr.table__row`)
 * @returns {Promise<{ inserted: number; painted: number; itemCount: number }>}
 */
export async function openCollection(context, url, selector) {
  const page = await context.newPage();
  try {
    await watchFirstRow(page, selector);
    await page.goto(url);
    await page
      .waitForFunction(
        () => /** @type {{ __firstRow?: { painted?: number } }} */ (/** @type {unknown} */ (window)).__firstRow?.painted !== undefined,
        undefined,
        { timeout: 30_000 },
      )
      .catch(async (error) => {
        const text =
          (await page
            .locator('main')
            .textContent()
            .catch(() => '')) ?? '';
        throw new Error(`the first items never showed (${selector}; page says: ${text.trim().slice(0, 200)})`, { cause: error });
      });
    const marks = await page.evaluate(
      () => /** @type {{ __firstRow: { inserted: number; painted: number } }} */ (/** @type {unknown} */ (window)).__firstRow,
    );
    const itemCount = await page.locator(selector).count();
    return { ...marks, itemCount };
  } finally {
    await page.close();
  }
}

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiData, apiWrite, screenshot, startAppSession, TEST_ADMIN } from './support/app-session.js';
import type { AppSession } from './support/app-session.js';
import { guardBrowserTests, openContentModule } from './support/test-lifecycle.js';

// A custom interface that upper-cases what is typed (with a hook of its own: the app's React), and a module with a page.
const SHOUTING_INPUT = `import { useState } from 'react';

function ShoutingInput({ value, onChange, disabled }) {
  const [edits, setEdits] = useState(0);
  return (
    <span>
      <input
        aria-label="Shout"
        value={typeof value === 'string' ? value : ''}
        disabled={disabled}
        onChange={(event) => {
          setEdits(edits + 1);
          onChange(event.currentTarget.value.toUpperCase());
        }}
      />
      <small>{edits} edits</small>
    </span>
  );
}

export default { id: 'shouting-input', name: 'Shouting input', icon: 'campaign', types: ['string'], component: ShoutingInput };
`;
const HELLO_MODULE = `function HelloPage() {
  return <h1>Hello from an extension</h1>;
}
function DetailPage() {
  return <p>A second page</p>;
}

export default {
  id: 'hello-module',
  name: 'Hello module',
  icon: 'waving_hand',
  routes: [
    { path: '', component: HelloPage },
    { path: 'detail', component: DetailPage },
  ],
};
`;

// A layout listing the items' titles as links, with a counter option it saves through onOptionsChange.
const TITLES_LAYOUT = `function TitlesLayout({ collection, items, primaryKeyField, itemHref, options, onOptionsChange }) {
  const clicks = typeof options.clicks === 'number' ? options.clicks : 0;
  return (
    <section aria-label={'Titles of ' + collection}>
      <ul>
        {items.map((item) => (
          <li key={String(item[primaryKeyField])}>
            <a href={itemHref(item)}>{String(item.title)}</a>
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => onOptionsChange({ ...options, clicks: clicks + 1 })}>
        {clicks} clicks
      </button>
    </section>
  );
}

export default { id: 'titles-layout', name: 'Titles list', icon: 'list', component: TitlesLayout };
`;

/** Writes an extension package (the reference's manifest) and builds it with Vite, React external, as the scaffold does. */
async function buildFixture(root: string, name: string, type: string, source: string): Promise<void> {
  const folder = path.join(root, name);
  await mkdir(path.join(folder, 'src'), { recursive: true });
  await writeFile(path.join(folder, 'src/index.jsx'), source);
  await writeFile(
    path.join(folder, 'package.json'),
    JSON.stringify({ name, version: '1.0.0', type: 'module', 'directus:extension': { type, path: 'dist/index.js', host: '^10.0.0' } }),
  );
  await build({
    root: folder,
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    // A production JSX build even under the test runner's NODE_ENV=test.
    esbuild: { jsx: 'automatic', jsxDev: false },
    build: {
      outDir: path.join(folder, 'dist'),
      emptyOutDir: true,
      lib: { entry: path.join(folder, 'src/index.jsx'), formats: ['es'], fileName: () => 'index.js' },
      rollupOptions: { external: ['react', 'react/jsx-runtime'] },
    },
  });
}

/**
 * Issue 21's app extensions on the real server: a custom interface edits a field, a custom
 * module shows in the module bar and a custom layout lists a collection's items, all loaded at run time from EXTENSIONS_PATH by the loader,
 * which hands the sources route its entries.
 */
describe('app extensions in the browser', () => {
  let extensionsPath: string;
  let session: AppSession;
  let page: Page;

  beforeAll(async () => {
    extensionsPath = await mkdtemp(path.join(tmpdir(), 'tessera-e2e-extensions-'));
    await buildFixture(extensionsPath, 'shouting-input', 'interface', SHOUTING_INPUT);
    await buildFixture(extensionsPath, 'hello-module', 'module', HELLO_MODULE);
    await buildFixture(extensionsPath, 'titles-layout', 'layout', TITLES_LAYOUT);
    session = await startAppSession({ env: { EXTENSIONS_PATH: extensionsPath } });
    await apiWrite(session.server, 'POST', '/collections', {
      collection: 'notes',
      schema: {},
      meta: { display_template: '{{title}}' },
      fields: [
        { field: 'id', type: 'integer', schema: { is_primary_key: true, has_auto_increment: true } },
        { field: 'title', type: 'string', meta: { interface: 'input' } },
      ],
    });
    page = (await session.newPage({ signedInAs: TEST_ADMIN })).page;
    await openContentModule(session, page);
  });
  afterAll(async () => rm(extensionsPath, { recursive: true, force: true }));
  guardBrowserTests(
    () => session,
    () => page,
  );

  it('offers the custom interface in the field editor and edits an item through it', async () => {
    await page.goto(`${session.appUrl}/settings/data-model/notes`);
    await page.getByRole('button', { name: 'Edit field title' }).click();
    const drawer = page.getByRole('dialog', { name: 'Edit field title' });
    await drawer.getByRole('tab', { name: 'Interface' }).click();
    await drawer.getByRole('combobox', { name: 'Interface' }).selectOption({ label: 'Shouting input' });
    await drawer.getByRole('button', { name: 'Save field' }).click();
    await drawer.waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await apiData<{ meta: { interface: string } }>(session.server, '/fields/notes/title')).meta.interface)
      .toBe('shouting-input');

    await page.goto(`${session.appUrl}/content/notes/+`);
    const shout = page.getByRole('textbox', { name: 'Shout' });
    await shout.pressSequentially('hello there');
    await expect.poll(() => shout.inputValue()).toBe('HELLO THERE');
    await page.getByText('11 edits').waitFor();
    console.log(`Screenshot of the custom interface: ${await screenshot(page, 'extension-interface')}`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(`${session.appUrl}/content/notes`);
    expect(await apiData<{ title: string }[]>(session.server, '/items/notes?fields=title')).toEqual([{ title: 'HELLO THERE' }]);
  });

  it('shows the custom module in the module bar and renders its pages', async () => {
    await page.goto(`${session.appUrl}/content`);
    const modules = page.getByRole('navigation', { name: 'Modules' });
    await modules.getByRole('link', { name: 'Hello module' }).click();
    await page.waitForURL(`${session.appUrl}/hello-module`);
    await page.getByRole('heading', { name: 'Hello from an extension' }).waitFor();
    console.log(`Screenshot of the custom module: ${await screenshot(page, 'extension-module')}`);
    await page.goto(`${session.appUrl}/hello-module/detail`);
    await page.getByText('A second page').waitFor();
    await page.goto(`${session.appUrl}/no-such-module`);
    await page.getByText('Page not found').waitFor();
  });

  it("offers the custom layout on the collection page, lists the API's items through it and saves its options in the preset", async () => {
    await apiWrite(session.server, 'POST', '/items/notes', [{ title: 'Layout one' }, { title: 'Layout two' }]);
    await page.goto(`${session.appUrl}/content/notes`);
    await page.getByRole('combobox', { name: 'Layout' }).selectOption({ label: 'Titles list' });
    const list = page.getByRole('region', { name: 'Titles of notes' });
    await list.getByRole('link', { name: 'Layout two' }).waitFor();
    const titles = await list.getByRole('link').allTextContents();
    expect(titles).toEqual(expect.arrayContaining(['Layout one', 'Layout two']));
    expect(titles).toHaveLength((await apiData<unknown[]>(session.server, '/items/notes?fields=id')).length);
    // The search of the page goes to the API, and the layout gets what it answers.
    await page.getByRole('searchbox', { name: 'Search items' }).fill('two');
    await expect.poll(() => list.getByRole('link').allTextContents()).toEqual(['Layout two']);
    await list.getByRole('button', { name: '0 clicks' }).click();
    await list.getByRole('button', { name: '1 clicks' }).waitFor();
    console.log(`Screenshot of the custom layout: ${await screenshot(page, 'extension-layout')}`);
    await expect
      .poll(async () => apiData<{ layout: string; layout_options: unknown }[]>(session.server, '/presets?filter[collection][_eq]=notes'))
      .toEqual([expect.objectContaining({ layout: 'titles-layout', layout_options: { 'titles-layout': { clicks: 1 } } })]);

    // Opened again, the preset brings the layout back with its options.
    await page.reload();
    await page.getByRole('region', { name: 'Titles of notes' }).getByRole('button', { name: '1 clicks' }).waitFor();
  });
});

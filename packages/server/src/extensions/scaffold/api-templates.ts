import type { ScaffoldApiType } from './extension-name.js';

export const API_DEV_DEPENDENCIES = { esbuild: '^0.28.2' } as const;

/** One ES module for Node, dependencies left as imports (the server resolves them from the extension's node_modules). */
export const API_BUILD_SCRIPT =
  'esbuild src/index.ts --bundle --platform=node --format=esm --target=node20 --packages=external --outfile=dist/index.js';

const SOURCES: Readonly<Record<ScaffoldApiType, (name: string) => string>> = {
  hook: () => `import type { HookConfig } from '@tessera/extensions-sdk';

/** Trims the text values of every created item, and logs each creation. */
const hook: HookConfig = ({ filter, action }, { logger }) => {
  filter<Record<string, unknown>>('items.create', (payload) =>
    Object.fromEntries(Object.entries(payload).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value])),
  );
  action('items.create', (meta) => {
    logger.info(\`created \${String(meta.key)} in \${String(meta.collection)}\`);
  });
};

export default hook;
`,
  endpoint: () => `import type { EndpointConfig } from '@tessera/extensions-sdk';

/** Mounted under /<extension name>: GET / answers a greeting. */
const endpoint: EndpointConfig = (router) => {
  router.get('/', (_req, res) => res.json({ hello: 'world' }));
};

export default endpoint;
`,
  operation: (name) => `import type { OperationApiConfig } from '@tessera/extensions-sdk';

/** A flow step that upper-cases its \`text\` option. */
const operation: OperationApiConfig<{ text?: unknown }> = {
  id: ${JSON.stringify(name)},
  handler: ({ text }) => ({ text: String(text ?? '').toUpperCase() }),
};

export default operation;
`,
};

const TESTS: Readonly<Record<ScaffoldApiType, (name: string) => string>> = {
  hook: () => `test('the hook trims created items and logs the creation', async () => {
  const filters = new Map();
  const actions = new Map();
  const logged = [];
  const register = {
    filter: (event, handler) => filters.set(event, handler),
    action: (event, handler) => actions.set(event, handler),
    init() {},
    schedule() {},
    embed() {},
  };
  extension(register, { logger: { info: (line) => logged.push(line), debug() {}, warn() {}, error() {} } });
  assert.deepEqual(await filters.get('items.create')({ title: '  padded  ', count: 2 }, {}, {}), { title: 'padded', count: 2 });
  await actions.get('items.create')({ key: 7, collection: 'posts' }, {});
  assert.deepEqual(logged, ['created 7 in posts']);
});
`,
  endpoint: () => `test('the endpoint answers GET / with a greeting', async () => {
  const routes = new Map();
  const router = { get: (path, handler) => routes.set(\`GET \${path}\`, handler) };
  extension(router, {});
  let body;
  await routes.get('GET /')({}, { json: (value) => (body = value) }, () => {});
  assert.deepEqual(body, { hello: 'world' });
});
`,
  operation: (name) => `test('the operation upper-cases its text option', async () => {
  assert.equal(extension.id, ${JSON.stringify(name)});
  assert.deepEqual(await extension.handler({ text: 'quiet' }, { data: {}, accountability: null }), { text: 'QUIET' });
});
`,
};

/** The files of a new API extension, by path relative to its folder. */
export function apiExtensionFiles(type: ScaffoldApiType, name: string): Map<string, string> {
  const test = `import assert from 'node:assert/strict';
import { test } from 'node:test';
import extension from '../dist/index.js';

${TESTS[type](name)}`;
  return new Map([
    ['src/index.ts', SOURCES[type](name)],
    ['test/index.test.js', test],
  ]);
}

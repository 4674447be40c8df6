import { existsSync } from 'node:fs';
import { mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLog, extensionsTempDir, writeExtension } from '../../test/harness/extension-fixtures.js';
import { createFlow } from '../../test/harness/flow-fixtures.js';
import { startTestServer, type TestServer } from '../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

type Listed = { id: string; bundle: string | null; schema: Record<string, unknown> | null; meta: Record<string, unknown> };
type Record_ = { actions: Array<Record<string, unknown>>; inits: string[]; ticks: number };
type ErrorBody = { errors: Array<{ message: string; extensions: { code: string } }> };
const codeOf = async (response: Response) => ((await response.json()) as ErrorBody).errors[0]!.extensions.code;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function eventually<T>(probe: () => T | undefined | Promise<T | undefined>, timeoutMs = 5000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > until) throw new Error('condition not met in time');
    await wait(50);
  }
}

/** What the fixtures' hooks record, per test server (keyed by its project folder). */
const recordOf = (key: string): Record_ =>
  ((globalThis as Record<string, unknown>).__tesseraExtensionTest as Record<string, Record_>)[key]!;

/** A hook in the reference's format: a filter stamping notes, an action recording them, inits, a schedule and an embed. */
const stampHook = (key: string) => `
const all = (globalThis.__tesseraExtensionTest ??= {});
const mine = (all[${JSON.stringify(key)}] ??= { actions: [], inits: [], ticks: 0 });
export default ({ filter, action, init, schedule, embed }, { database }) => {
  filter('items.create', (payload, meta) => (meta.collection === 'notes' ? { ...payload, stamped: 'by-hook' } : payload));
  action('items.create', (meta, context) => {
    if (meta.collection === 'notes') mine.actions.push({ collection: meta.collection, key: meta.key, hasDatabase: typeof context.database === 'function' });
  });
  init('routes.before', ({ app }) => void mine.inits.push('routes.before:' + typeof app.route));
  init('app.after', () => void mine.inits.push('app.after'));
  action('server.start', (meta) => void mine.inits.push('server.start:' + typeof meta.url));
  schedule('* * * * * *', () => void mine.ticks++);
  embed('head', '<meta name="from-hook">');
};
`;

describe.each(DATABASES)('extensions loaded from folders on %s', (client) => {
  let server: TestServer;
  let project: string;
  let appUser: string;
  const log = captureLog();

  beforeAll(async () => {
    project = await extensionsTempDir();
    const extensions = join(project, 'extensions');
    await writeExtension(extensions, 'stamp-hook', { files: { 'dist/index.js': stampHook(project) } });
    await writeExtension(extensions, 'shout-operation', {
      manifest: { type: 'operation', path: { app: 'dist/app.js', api: 'dist/api.js' } },
      files: {
        'dist/app.js': 'export default {};',
        'dist/api.js':
          "export default { id: 'shout', handler: (options, { data, database }) => ({ shouted: String(options.text).toUpperCase(), trigger: data.$trigger.query.text, hasDatabase: typeof database === 'function' }) };",
      },
    });
    await writeExtension(extensions, 'two-in-one', {
      manifest: {
        type: 'bundle',
        path: { app: 'dist/app.js', api: 'dist/api.js' },
        entries: [
          { type: 'hook', name: 'bundle-hook' },
          { type: 'operation', name: 'bundle-op' },
          { type: 'interface', name: 'bundle-ui' },
        ],
      },
      files: {
        'dist/app.js': 'export default {};',
        'dist/api.js': `export default {
          hooks: [{ name: 'bundle-hook', config: ({ filter }) => filter('items.create', (p, m) => (m.collection === 'notes' ? { ...p, bundled: 'yes' } : p)) }],
          endpoints: [],
          operations: [{ name: 'bundle-op', config: { id: 'bundle-op', handler: () => ({ from: 'bundle' }) } }],
        };`,
      },
    });
    await writeExtension(extensions, 'broken-import', { files: { 'dist/index.js': "throw new Error('boom at import');" } });
    await writeExtension(extensions, 'register-throws', {
      files: { 'dist/index.js': "export default () => { throw new Error('register refused'); };" },
    });
    await writeExtension(extensions, 'bad-manifest', { manifest: { host: '' }, files: { 'dist/index.js': 'export default () => {};' } });
    await writeExtension(extensions, 'traversal', { manifest: { path: '../../../../etc/passwd' }, files: {} });
    await writeExtension(extensions, 'no-manifest', { manifest: null, files: {} });
    // An entry that is a symlink to a file outside its package.
    await writeFile(join(project, 'outside.js'), "export default () => { throw new Error('outside code ran'); };");
    await mkdir(join(await writeExtension(extensions, 'symlink-escape', { files: {} }), 'dist'));
    await symlink(join(project, 'outside.js'), join(extensions, 'symlink-escape', 'dist', 'index.js'));
    await writeExtension(extensions, '__proto__', {
      files: { 'dist/index.js': "export default ({ filter }) => filter('__proto__', (p) => p);" },
    });
    await writeExtension(extensions, 'constructor', {
      manifest: {
        type: 'bundle',
        path: { app: 'dist/app.js', api: 'dist/api.js' },
        entries: [
          { type: 'operation', name: '__proto__' },
          { type: 'hook', name: 'constructor' },
        ],
      },
      files: {
        'dist/app.js': 'export default {};',
        'dist/api.js': `export default {
          hooks: [{ name: 'constructor', config: ({ action }) => action('constructor', () => {}) }],
          operations: [{ name: '__proto__', config: { id: '__proto__', handler: () => ({ proto: 'safe' }) } }],
        };`,
      },
    });
    // A CommonJS build, as older extensions ship (transpiled `exports.default` with `__esModule`).
    await writeExtension(extensions, 'cjs-op', {
      type: 'commonjs',
      manifest: { type: 'operation' },
      files: {
        'dist/index.js':
          "Object.defineProperty(exports, '__esModule', { value: true }); exports.default = { id: 'cjs-op', handler: () => 'cjs' };",
      },
    });
    // The reference's older layout (<type>s/<name>/index.js, operations api.js) and a registry install.
    await writeExtension(join(extensions, 'operations'), 'old-op', {
      manifest: null,
      files: { 'api.js': "export default { id: 'old-op', handler: () => 'old' };" },
    });
    await rm(join(extensions, 'operations', 'old-op', 'package.json'));
    await writeExtension(join(extensions, '.registry'), '3f1c2b9e-market', {
      manifest: { type: 'operation' },
      files: { 'dist/index.js': "export default { id: 'market-op', handler: () => 'market' };" },
    });
    // An npm-installed extension: a dependency of the project found in its node_modules.
    await writeExtension(join(project, 'node_modules'), 'directus-extension-npm-op', {
      manifest: { type: 'operation', path: 'dist/index.js' },
      files: { 'dist/index.js': "export default { id: 'npm-op', handler: () => ({ from: 'npm' }) };" },
    });
    await writeExtension(join(project, 'node_modules'), 'not-an-extension', { files: { 'dist/index.js': 'export default () => {};' } });
    await writeFile(
      join(project, 'package.json'),
      JSON.stringify({ name: 'my-project', dependencies: { 'directus-extension-npm-op': '1.0.0', 'not-an-extension': '1.0.0' } }),
    );
    // EXTENSIONS_PATH left at its default (./extensions) and npm extensions read from the working directory.
    const previous = process.cwd();
    process.chdir(project);
    try {
      server = await startTestServer({ client, env: { LOG_LEVEL: 'info', LOGIN_STALL_TIME: '0' }, logDestination: log.stream });
    } finally {
      process.chdir(previous);
    }
    await server.server.ctx.db.schema.createTable('notes', (t) => {
      t.increments('id');
      t.string('title', 100);
      t.string('stamped', 100);
      t.string('bundled', 100);
    });
    server.server.ctx.schema.invalidate();
    const role = await server.createRole({ name: 'Editors', app_access: true });
    const user = await server.createUser({ role });
    appUser = (await server.login(user.email, user.password)).access_token;
  });
  afterAll(async () => {
    await server?.close();
    if (project) await rm(project, { recursive: true, force: true });
  });

  const list = async () => ((await (await server.asAdmin('/extensions')).json()) as { data: Listed[] }).data;
  const rowOf = async (folder: string, bundle: string | null = null) =>
    (await list()).find((item) => item.meta.folder === folder && item.bundle === bundle)!;
  const createNote = async (title: string) => {
    const created = await server.asAdmin('/items/notes', { method: 'POST', json: { title } });
    expect(created.status).toBe(200);
    const { id } = ((await created.json()) as { data: { id: number } }).data;
    return ((await (await server.asAdmin(`/items/notes/${id}`)).json()) as { data: Record<string, unknown> }).data;
  };
  const setEnabled = (id: string, enabled: boolean) =>
    server.asAdmin(`/extensions/${id}`, { method: 'PATCH', json: { meta: { enabled } } });

  it("runs a hook's filter (the stored item shows it), its action, its init events, its schedule and records its embed", async () => {
    const note = await createNote('first');
    expect(note).toMatchObject({ title: 'first', stamped: 'by-hook', bundled: 'yes' });
    const record = recordOf(project);
    await eventually(() => record.actions.find((action) => action.key === note.id));
    expect(record.actions.find((action) => action.key === note.id)).toEqual({ collection: 'notes', key: note.id, hasDatabase: true });
    expect(record.inits).toEqual(expect.arrayContaining(['routes.before:function', 'app.after']));
    await eventually(() => record.inits.includes('server.start:string'));
    const ticks = record.ticks;
    await eventually(() => record.ticks > ticks, 3000);
    expect(server.server.ctx.extensions.embeds().head).toContain('<meta name="from-hook">');
  });

  it('runs an operation extension in a flow created through the API', async () => {
    const flow = await createFlow(server, {
      trigger: 'webhook',
      operations: [{ key: 'loud', type: 'shout', options: { text: '{{ $trigger.query.text }}' } }],
    });
    const response = await server.asAdmin(`/flows/trigger/${flow.id}?text=hello`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ shouted: 'HELLO', trigger: 'hello', hasDatabase: true });
    const fromBundle = await createFlow(server, { trigger: 'webhook', operations: [{ key: 'b', type: 'bundle-op' }] });
    expect(await (await server.asAdmin(`/flows/trigger/${fromBundle.id}`)).json()).toEqual({ from: 'bundle' });
  });

  it('skips broken extensions with one clear log line each, keeps their rows, and still answers', async () => {
    expect((await server.request('/server/ping')).status).toBe(200);
    const messages = log.lines.map((line) => String(line.msg));
    expect(messages).toContain('extension "broken-import" skipped: boom at import');
    expect(messages).toContain('extension "register-throws" skipped: register refused');
    expect(messages).toContain('extension "bad-manifest" skipped: "host" is missing');
    expect(messages.find((message) => message.startsWith('extension "traversal" skipped:'))).toContain('leads outside the package folder');
    expect(messages).toContain('extension "no-manifest" skipped: package.json has no "directus:extension" manifest');
    expect(messages).toContain('extension "symlink-escape" skipped: its entry dist/index.js leads outside the package folder');
    for (const folder of ['broken-import', 'register-throws', 'bad-manifest', 'traversal'])
      expect((await rowOf(folder)).meta, folder).toMatchObject({ enabled: true, source: 'local' });
    expect((await rowOf('bad-manifest')).schema).toBeNull();
    expect((await rowOf('broken-import')).schema).toMatchObject({ type: 'hook', name: 'broken-import' });
  });

  it('lists every extension in the reference shape, bundle entries with their bundle, npm ones as modules', async () => {
    const hook = await rowOf('stamp-hook');
    expect(hook).toEqual({
      id: hook.id,
      bundle: null,
      schema: { name: 'stamp-hook', version: '1.0.0', type: 'hook', host: '^10.0.0', local: true, entrypoint: 'dist/index.js' },
      meta: { id: hook.id, enabled: true, folder: 'stamp-hook', source: 'local', bundle: null },
    });
    const bundle = await rowOf('two-in-one');
    expect(bundle.schema).toMatchObject({
      type: 'bundle',
      partial: true,
      entries: [{ name: 'bundle-hook' }, { name: 'bundle-op' }, { name: 'bundle-ui' }],
    });
    const entries = (await list()).filter((item) => item.bundle === bundle.id);
    expect(entries.map((entry) => entry.meta.folder).sort()).toEqual(['bundle-hook', 'bundle-op', 'bundle-ui']);
    expect(server.server.ctx.extensions.appEntries()).toEqual(
      expect.arrayContaining([{ name: 'bundle-ui', type: 'interface', file: expect.stringMatching(/two-in-one[\\/]dist[\\/]app\.js$/) }]),
    );
    const npm = await rowOf('directus-extension-npm-op');
    expect(npm.meta.source).toBe('module');
    expect(npm.schema).toMatchObject({ type: 'operation', local: false });
    expect((await list()).some((item) => item.meta.folder === 'not-an-extension')).toBe(false);
    expect(server.server.ctx.flows.operations.get('npm-op')).toBeDefined();
  });

  it('treats __proto__ and constructor as plain extension, entry and operation names', async () => {
    expect((await rowOf('__proto__')).schema).toMatchObject({ name: '__proto__', type: 'hook' });
    const bundle = await rowOf('constructor');
    expect(
      (await list())
        .filter((item) => item.bundle === bundle.id)
        .map((item) => item.meta.folder)
        .sort(),
    ).toEqual(['__proto__', 'constructor']);
    const flow = await createFlow(server, { trigger: 'webhook', operations: [{ key: 'p', type: '__proto__' }] });
    expect(await (await server.asAdmin(`/flows/trigger/${flow.id}`)).json()).toEqual({ proto: 'safe' });
    expect(({} as Record<string, unknown>).proto).toBeUndefined();
  });

  it('loads a CommonJS build', async () => {
    expect(await server.server.ctx.flows.operations.get('cjs-op')?.handler({}, {} as never)).toBe('cjs');
  });

  it("loads the reference's older folder layout", async () => {
    expect((await rowOf('old-op')).schema).toMatchObject({ name: 'old-op', type: 'operation', local: true });
    expect(await server.server.ctx.flows.operations.get('old-op')?.handler({}, {} as never)).toBe('old');
  });

  it('uninstalls a registry extension through DELETE: its rows, its folder and its operation go', async () => {
    const installed = await rowOf('3f1c2b9e-market');
    expect(installed.meta.source).toBe('registry');
    expect(server.server.ctx.flows.operations.get('market-op')).toBeDefined();
    expect((await server.request(`/extensions/${installed.id}`, { method: 'DELETE', token: appUser })).status).toBe(403);
    const deleted = await server.asAdmin(`/extensions/${installed.id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    expect((await list()).some((item) => item.id === installed.id)).toBe(false);
    expect(existsSync(join(project, 'extensions', '.registry', '3f1c2b9e-market'))).toBe(false);
    expect(server.server.ctx.flows.operations.get('market-op')).toBeUndefined();
  });

  it('refuses changes from non-admins and bad bodies, and DELETE of a local extension', async () => {
    const hook = await rowOf('stamp-hook');
    const asUser = await server.request(`/extensions/${hook.id}`, { method: 'PATCH', token: appUser, json: { meta: { enabled: false } } });
    expect(asUser.status).toBe(403);
    expect(await codeOf(asUser)).toBe('FORBIDDEN');
    expect((await server.request(`/extensions/${hook.id}`, { method: 'PATCH', json: { meta: { enabled: false } } })).status).toBe(403);
    for (const json of [{}, { meta: { enabled: 'no' } }, { meta: [] }]) {
      const response = await server.asAdmin(`/extensions/${hook.id}`, { method: 'PATCH', json });
      expect(response.status).toBe(400);
      expect(await codeOf(response)).toBe('INVALID_PAYLOAD');
    }
    const deleted = await server.asAdmin(`/extensions/${hook.id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(400);
    expect(await codeOf(deleted)).toBe('INVALID_PAYLOAD');
    expect((await rowOf('stamp-hook')).meta.enabled).toBe(true);
    expect((await createNote('still')).stamped).toBe('by-hook');
  });

  it('disables a hook and an operation at once through PATCH, and enables them again', async () => {
    const hook = await rowOf('stamp-hook');
    const disabled = await setEnabled(hook.id, false);
    expect(disabled.status).toBe(200);
    expect(((await disabled.json()) as { data: Listed }).data).toMatchObject({
      id: hook.id,
      meta: { enabled: false },
      schema: { type: 'hook' },
    });
    expect((await createNote('quiet')).stamped).toBeNull();
    const operation = await rowOf('shout-operation');
    await setEnabled(operation.id, false);
    expect(server.server.ctx.flows.operations.get('shout')).toBeUndefined();
    const flow = await createFlow(server, { trigger: 'webhook', operations: [{ key: 'loud', type: 'shout', options: { text: 'x' } }] });
    expect(await (await server.asAdmin(`/flows/trigger/${flow.id}`)).json()).not.toMatchObject({ shouted: 'X' });
    await setEnabled(hook.id, true);
    await setEnabled(operation.id, true);
    expect((await createNote('loud again')).stamped).toBe('by-hook');
    expect(await (await server.asAdmin(`/flows/trigger/${flow.id}`)).json()).toMatchObject({ shouted: 'X' });
  });

  it('switches a bundle entry alone, and a whole bundle with its entries', async () => {
    const bundle = await rowOf('two-in-one');
    const entry = await rowOf('bundle-hook', bundle.id);
    await setEnabled(entry.id, false);
    expect((await createNote('no bundle')).bundled).toBeNull();
    expect((await rowOf('two-in-one')).meta.enabled).toBe(true);
    expect(server.server.ctx.flows.operations.get('bundle-op')).toBeDefined();
    await setEnabled(bundle.id, false);
    expect((await list()).filter((item) => item.bundle === bundle.id).every((item) => item.meta.enabled === false)).toBe(true);
    expect(server.server.ctx.flows.operations.get('bundle-op')).toBeUndefined();
    expect(server.server.ctx.extensions.appEntries().some((app) => app.name === 'bundle-ui')).toBe(false);
    await setEnabled(bundle.id, true);
    expect((await createNote('bundled again')).bundled).toBe('yes');
    expect(server.server.ctx.flows.operations.get('bundle-op')).toBeDefined();
  });
});

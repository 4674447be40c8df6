import type { EndpointConfig, EndpointHandler } from '@tessera/extensions-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extensionFixtures, type ExtensionFixtures } from '../../../test/harness/endpoint-fixture.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';
import { createExtensionContext } from '../context/create-extension-context.js';
import { mountEndpoint } from './mount-endpoint.js';

const DATABASES = testDatabasesFor(import.meta.url);

/** A Directus-style endpoint extension, function form: mounted under its extension name. */
const GREETINGS = `
export default (router, { services, exceptions, createError }) => {
  const Teapot = createError('I_AM_A_TEAPOT', (extensions) => 'Short and stout: ' + extensions.reason, 418);
  router.use((req, res, next) => { res.set('x-greetings', 'yes'); next(); });
  router.get('/', (req, res) => res.json({ hello: 'world' }));
  router.get('/text', (req, res) => res.type('text').send('plain words'));
  router.get('/notes/:id/tags/:tag', (req, res) => res.json({ params: req.params, query: req.query }));
  router.get('/proto/:__proto__', (req, res) => res.json({ value: req.params['__proto__'], polluted: ({}).value ?? null }));
  router.post('/echo', (req, res) => res.status(201).json({ body: req.body, type: req.headers['content-type'] }));
  router.delete('/gone', (req, res) => res.sendStatus(204));
  router.get('/whoami', (req, res) => res.json({
    user: req.accountability?.user ?? null,
    role: req.accountability?.role ?? null,
    admin: req.accountability?.admin ?? null,
    hasSchema: typeof req.schema === 'object' && req.schema !== null,
  }));
  router.get('/async-error', async () => { await new Promise((resolve) => setTimeout(resolve, 5)); throw new Error('secret internal detail'); });
  router.get('/next-error', (req, res, next) => next(new exceptions.InvalidPayloadError({ reason: 'Bad thing' })));
  router.get('/teapot', () => { throw new Teapot({ reason: 'tea' }); });
  router.get('/notes', async (req, res) => {
    const notes = new services.ItemsService('notes', { accountability: req.accountability, schema: req.schema });
    res.json({ data: await notes.readByQuery({ fields: ['*'], sort: ['id'] }) });
  });
  router.patch('/notes/:id', async (req, res) => {
    const notes = new services.ItemsService('notes', { accountability: req.accountability, schema: req.schema });
    res.json({ key: await notes.updateOne(req.params.id, req.body) });
  });
};
`;

/** The \`{ id, handler }\` form: mounted under \`id\`, whatever the package is called. */
const REPORTS = `
export default { id: 'reports', handler: (router) => { router.get('/', (req, res) => res.send('<p>report</p>')); } };
`;

type ErrorBody = { errors: Array<{ message: string; extensions: { code: string } & Record<string, unknown> }> };

describe.each(DATABASES)('endpoint extensions on %s', (client) => {
  let server: TestServer;
  let fixtures: ExtensionFixtures;
  let editorToken: string;
  let editorId: string;
  let editorRole: string;
  const logs: string[] = [];
  const mount = (config: EndpointConfig, name: string) => {
    const { id, handler } = typeof config === 'function' ? { id: name, handler: config as EndpointHandler } : config;
    const ctx = server.server.ctx;
    return mountEndpoint(server.server.app, ctx, { id, handler, context: createExtensionContext(ctx, name), extension: name });
  };
  const json = async <T = Record<string, unknown>>(response: Response) => (await response.json()) as T;

  beforeAll(async () => {
    fixtures = extensionFixtures();
    server = await startTestServer({
      client,
      env: { LOG_LEVEL: 'warn' },
      logDestination: { write: (line: string) => void logs.push(line) },
    });
    const created = await server.asAdmin('/collections', {
      method: 'POST',
      json: {
        collection: 'notes',
        schema: {},
        fields: [
          { field: 'title', type: 'string' },
          { field: 'status', type: 'string' },
          { field: 'internal', type: 'string' },
        ],
      },
    });
    expect(created.status).toBe(200);
    editorRole = await server.createRole({ name: 'Editor' });
    const permission = await server.asAdmin('/permissions', {
      method: 'POST',
      json: {
        role: editorRole,
        collection: 'notes',
        action: 'read',
        fields: ['id', 'title', 'status'],
        permissions: { status: { _eq: 'public' } },
      },
    });
    expect(permission.status).toBe(200);
    const user = await server.createUser({ role: editorRole });
    editorId = user.id;
    editorToken = (await server.login(user.email, user.password)).access_token;
    await server.server.ctx.db('notes').insert([
      { title: 'shown', status: 'public', internal: 'x' },
      { title: 'hidden', status: 'draft', internal: 'y' },
    ]);
    expect(mount(await fixtures.endpoint('greetings', GREETINGS), 'greetings').mounted).toBe(true);
    expect(mount(await fixtures.endpoint('directus-extension-reports', REPORTS), 'directus-extension-reports').mounted).toBe(true);
  });
  afterAll(async () => {
    await server?.close();
    fixtures?.remove();
  });

  it('answers JSON, text and HTML, with middleware headers, params, query and status codes', async () => {
    const root = await server.request('/greetings');
    expect(root.status).toBe(200);
    expect(root.headers.get('content-type')).toMatch(/^application\/json/);
    expect(root.headers.get('x-greetings')).toBe('yes');
    expect(await root.json()).toEqual({ hello: 'world' });
    expect(await (await server.request('/greetings/')).json()).toEqual({ hello: 'world' });
    const text = await server.request('/greetings/text');
    expect(text.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await text.text()).toBe('plain words');
    const params = await json(await server.request('/greetings/notes/7/tags/a%20b?x=1&filter[a]=2'));
    expect(params).toEqual({ params: { id: '7', tag: 'a b' }, query: { x: '1', filter: { a: '2' } } });
    const reports = await server.request('/reports');
    expect(reports.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await reports.text()).toBe('<p>report</p>');
    const gone = await server.request('/greetings/gone', { method: 'DELETE' });
    expect(gone.status).toBe(204);
  });

  it('hands the body over: JSON parsed, text as text', async () => {
    const posted = await server.request('/greetings/echo', { method: 'POST', json: { a: [1, 2] } });
    expect(posted.status).toBe(201);
    expect(await posted.json()).toEqual({ body: { a: [1, 2] }, type: 'application/json' });
    const text = await server.request('/greetings/echo', { method: 'POST', body: 'hello', headers: { 'content-type': 'text/plain' } });
    expect(await text.json()).toEqual({ body: 'hello', type: 'text/plain' });
    const bytes = await server.request('/greetings/echo', {
      method: 'POST',
      body: new Uint8Array([1, 2]),
      headers: { 'content-type': 'application/x-thing' },
    });
    expect(await bytes.json()).toEqual({ body: { type: 'Buffer', data: [1, 2] }, type: 'application/x-thing' });
    // Bodies of any type keep the server's MAX_PAYLOAD_SIZE (1mb by default).
    const flood = await server.request('/greetings/echo', {
      method: 'POST',
      body: new Uint8Array(2 * 1024 * 1024),
      headers: { 'content-type': 'application/x-thing' },
    });
    expect(flood.status).toBe(413);
    expect((await json<ErrorBody>(flood)).errors[0]!.extensions.code).toBe('CONTENT_TOO_LARGE');
    const badJson = await server.request('/greetings/echo', {
      method: 'POST',
      body: '{"a":',
      headers: { 'content-type': 'application/json' },
    });
    expect(badJson.status).toBe(400);
    expect((await json<ErrorBody>(badJson)).errors[0]!.extensions.code).toBe('INVALID_PAYLOAD');
  });

  it('answers errors in the API shape: AppErrors and createError classes keep status and code, others are a logged 500', async () => {
    const failed = await server.request('/greetings/async-error');
    expect(failed.status).toBe(500);
    const failedBody = await failed.text();
    expect(JSON.parse(failedBody)).toEqual({
      errors: [{ message: 'An unexpected error occurred.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
    });
    expect(failedBody).not.toContain('secret internal detail');
    expect(logs.some((line) => line.includes('secret internal detail'))).toBe(true);
    const invalid = await server.request('/greetings/next-error');
    expect(invalid.status).toBe(400);
    expect(await json<ErrorBody>(invalid)).toEqual({
      errors: [{ message: 'Invalid payload. Bad thing.', extensions: { code: 'INVALID_PAYLOAD', reason: 'Bad thing' } }],
    });
    const teapot = await server.request('/greetings/teapot');
    expect(teapot.status).toBe(418);
    expect(await json<ErrorBody>(teapot)).toEqual({
      errors: [{ message: 'Short and stout: tea', extensions: { code: 'I_AM_A_TEAPOT', reason: 'tea' } }],
    });
  });

  it('answers 404 ROUTE_NOT_FOUND for unknown sub-paths, methods and ids; core routes are untouched', async () => {
    for (const [method, path] of [
      ['GET', '/greetings/nope'],
      ['PUT', '/greetings/echo'],
      ['GET', '/greetings/notes/7/tags'],
      ['GET', '/no-such-endpoint'],
      ['GET', '/no-such-endpoint/deeper/path'],
      ['POST', '/server/not-a-route'],
    ] as const) {
      const response = await server.request(path, { method });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(await json<ErrorBody>(response), path).toEqual({
        errors: [{ message: `Route ${path} doesn't exist.`, extensions: { code: 'ROUTE_NOT_FOUND', path } }],
      });
    }
    expect((await server.request('/server/ping')).status).toBe(200);
    expect((await server.asAdmin('/items/notes')).status).toBe(200);
  });

  it('hostile parameter names are plain keys: nothing is polluted', async () => {
    expect(await json(await server.request('/greetings/proto/evil'))).toEqual({ value: 'evil', polluted: null });
    expect(({} as { value?: unknown }).value).toBeUndefined();
  });

  it('gives the caller’s accountability: public without a token, the signed-in user with one', async () => {
    expect(await json(await server.request('/greetings/whoami'))).toEqual({ user: null, role: null, admin: false, hasSchema: true });
    expect(await json(await server.request('/greetings/whoami', { token: editorToken }))).toEqual({
      user: editorId,
      role: editorRole,
      admin: false,
      hasSchema: true,
    });
    expect(await json(await server.asAdmin('/greetings/whoami'))).toMatchObject({ admin: true });
  });

  it('an ItemsService made with req.accountability holds the caller’s permissions', async () => {
    const asEditor = await json<{ data: Array<Record<string, unknown>> }>(await server.request('/greetings/notes', { token: editorToken }));
    expect(asEditor.data.map((note) => note.title)).toEqual(['shown']);
    expect(asEditor.data[0]).not.toHaveProperty('internal');
    const asAdmin = await json<{ data: Array<Record<string, unknown>> }>(await server.asAdmin('/greetings/notes'));
    expect(asAdmin.data.map((note) => note.title)).toEqual(['shown', 'hidden']);
    expect(asAdmin.data[1]).toMatchObject({ internal: 'y' });
    const publicRead = await server.request('/greetings/notes');
    expect(publicRead.status).toBe(403);
    expect((await json<ErrorBody>(publicRead)).errors[0]!.extensions.code).toBe('FORBIDDEN');
    const id = asAdmin.data[0]!.id;
    const update = await server.request(`/greetings/notes/${String(id)}`, {
      method: 'PATCH',
      token: editorToken,
      json: { title: 'taken over' },
    });
    expect(update.status).toBe(403);
    expect((await json<ErrorBody>(update)).errors[0]!.extensions.code).toBe('FORBIDDEN');
    expect(await server.server.ctx.db('notes').where({ id }).first()).toMatchObject({ title: 'shown' });
    const byAdmin = await server.asAdmin(`/greetings/notes/${String(id)}`, { method: 'PATCH', json: { title: 'renamed' } });
    expect(byAdmin.status).toBe(200);
    expect(await server.server.ctx.db('notes').where({ id }).first()).toMatchObject({ title: 'renamed' });
  });

  it('mounts a scoped package’s function-form endpoint under /@scope/name, as the reference does', async () => {
    const handle = mount(
      (router) => void router.get('/ping/:n', (req, res) => res.json({ pong: req.params.n, path: req.path })),
      '@acme/directus-extension-tools',
    );
    try {
      expect(handle.mounted).toBe(true);
      expect(await json(await server.request('/@acme/directus-extension-tools/ping/3'))).toEqual({ pong: '3', path: '/ping/3' });
      expect((await server.request('/@acme/other/ping/3')).status).toBe(404);
      expect((await server.request('/@acme')).status).toBe(404);
    } finally {
      handle.unmount();
    }
  });

  it('unmount stops the endpoint answering at once; the id can be mounted again', async () => {
    const handler: EndpointHandler = (router) => void router.get('/', (_req, res) => res.json({ version: 1 }));
    const first = mount({ id: 'temporary', handler }, 'temporary');
    expect(await json(await server.request('/temporary'))).toEqual({ version: 1 });
    const duplicate = mount(
      { id: 'temporary', handler: (router) => void router.get('/', (_req, res) => res.json({ version: 'dup' })) },
      'other',
    );
    expect(duplicate.mounted).toBe(false);
    expect(await json(await server.request('/temporary'))).toEqual({ version: 1 });
    first.unmount();
    expect((await server.request('/temporary')).status).toBe(404);
    expect((await server.request('/temporary/anything')).status).toBe(404);
    const second = mount(
      { id: 'temporary', handler: (router) => void router.get('/', (_req, res) => res.json({ version: 2 })) },
      'temporary',
    );
    // A stale handle does not remove the newer mount.
    first.unmount();
    expect(await json(await server.request('/temporary'))).toEqual({ version: 2 });
    second.unmount();
  });

  it('a handler that fails while registering, or registers a flood of routes, mounts nothing', async () => {
    expect(() =>
      mount(
        {
          id: 'broken',
          handler: () => {
            throw new Error('broken at load');
          },
        },
        'broken',
      ),
    ).toThrow('broken at load');
    expect(() => mount({ id: 'broken', handler: (router) => void router.get('/', 'not a function' as never) }, 'broken')).toThrow(
      TypeError,
    );
    expect(() => mount({ id: 'broken', handler: (router) => void router.get('no-slash', () => undefined) }, 'broken')).toThrow(TypeError);
    const flood: EndpointHandler = (router) => {
      for (let index = 0; index <= 1_000; index++) router.get(`/r${index}`, (_req, res) => res.end());
    };
    expect(() => mount({ id: 'broken', handler: flood }, 'broken')).toThrow(RangeError);
    expect((await server.request('/broken')).status).toBe(404);
  });

  it('serves HEAD for GET routes, prefix middleware of use(path), and refuses a malformed path segment', async () => {
    const handle = mount(
      {
        id: 'extras',
        handler: (router) => {
          router.use('/admin', (req, res, next) => (req.accountability?.admin ? next() : res.status(403).json({ denied: req.path })));
          router.get('/admin/stats', (_req, res) => res.json({ stats: true }));
          router.get('/item/:name', (req, res) => res.json({ name: req.params.name }));
        },
      },
      'extras',
    );
    try {
      expect((await server.request('/extras/admin/stats')).status).toBe(403);
      expect(await json(await server.asAdmin('/extras/admin/stats'))).toEqual({ stats: true });
      const head = await server.request('/extras/item/x', { method: 'HEAD' });
      expect(head.status).toBe(200);
      const malformed = await server.request('/extras/item/%E0%A4%A');
      expect(malformed.status).toBe(400);
      // Fastify's router or the pattern's decoding refuses it first: either way a 400, never a crash.
      expect(['INVALID_QUERY', 'INVALID_PAYLOAD']).toContain((await json<ErrorBody>(malformed)).errors[0]!.extensions.code);
    } finally {
      handle.unmount();
    }
  });

  it('refuses core-route, malformed and hostile ids with a log line', async () => {
    const handler: EndpointHandler = (router) => void router.get('/', (_req, res) => res.json({ hijacked: true }));
    for (const id of [
      'items',
      'users',
      'auth',
      'server',
      'Items',
      'extensions',
      'websocket',
      '__proto__',
      'constructor',
      '../x',
      'a/b',
      '.',
      '',
      '%2e%2e',
    ]) {
      const before = logs.length;
      expect(mount({ id, handler }, 'hostile').mounted, id).toBe(false);
      expect(
        logs.slice(before).some((line) => line.includes('endpoint extension not mounted')),
        id,
      ).toBe(true);
    }
    expect(await (await server.request('/server/ping')).text()).toBe('pong');
    expect(await json(await server.asAdmin('/items/notes'))).not.toHaveProperty('hijacked');
    expect((await server.request('/constructor')).status).toBe(404);
    expect((await server.request('/__proto__')).status).toBe(404);
  });
});

describe('endpoint extensions with the response cache on', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { CACHE_ENABLED: 'true', CACHE_STATUS_HEADER: 'x-cache-status' } });
    const created = await server.asAdmin('/collections', {
      method: 'POST',
      json: { collection: 'notes', schema: {}, fields: [{ field: 'title', type: 'string' }] },
    });
    expect(created.status).toBe(200);
  });
  afterAll(async () => server?.close());

  it('never serves or keeps an endpoint’s answer: each request runs, and an unmounted one stops at once', async () => {
    await server.asAdmin('/items/notes');
    expect((await server.asAdmin('/items/notes')).headers.get('x-cache-status')).toBe('HIT');
    let runs = 0;
    const ctx = server.server.ctx;
    const context = createExtensionContext(ctx, 'counter');
    const handle = mountEndpoint(server.server.app, ctx, {
      id: 'counter',
      context,
      handler: (router, { services }) =>
        void router.get('/', async (req, res) => {
          const notes = await new services.ItemsService('notes', { accountability: req.accountability }).readByQuery({});
          res.json({ runs: ++runs, notes: notes.length });
        }),
    });
    const first = await server.asAdmin('/counter');
    expect(await first.json()).toEqual({ runs: 1, notes: 0 });
    expect(first.headers.get('x-cache-status')).toBeNull();
    expect(await (await server.asAdmin('/counter')).json()).toEqual({ runs: 2, notes: 0 });
    handle.unmount();
    expect((await server.asAdmin('/counter')).status).toBe(404);
  });
});

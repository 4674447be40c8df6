import type { SandboxScopes } from '@tessera/extensions-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordEndpointRoutes } from '../../../test/harness/endpoint-router-recorder.js';
import { startRecordingHttpServer, type RecordingHttpServer } from '../../../test/harness/recording-http-server.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { loadSandboxedExtension, type SandboxedExtension, type SandboxedExtensionType } from './load-sandboxed-extension.js';

const ADMIN = { user: 'u1', role: 'r1', admin: true, app: true, ip: null, userAgent: null, origin: null };

describe('loadSandboxedExtension', () => {
  let remote: RecordingHttpServer;
  let guarded: TestServer;
  let open: TestServer;
  const logLines: string[] = [];
  const logged = () => logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
  const loaded: SandboxedExtension[] = [];
  const load = async (server: TestServer, type: SandboxedExtensionType, code: string, scopes: SandboxScopes = {}, name = 'test-ext') => {
    const extension = await loadSandboxedExtension({ name, type, code, scopes, ctx: server.server.ctx });
    loaded.push(extension);
    return extension;
  };
  const endpoint = async (server: TestServer, code: string, scopes: SandboxScopes = {}) => {
    const extension = await load(server, 'endpoint', code, scopes);
    return recordEndpointRoutes(extension.endpoint!.handler);
  };
  const ping = async (server: TestServer) => (await server.request('/server/ping')).status;

  beforeAll(async () => {
    remote = await startRecordingHttpServer((req, res, recorded) => {
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ got: req.method, url: req.url, body: recorded.body }));
    });
    guarded = await startTestServer();
    // An operator who allows loopback (the remote runs on 127.0.0.1), with a short sandbox deadline.
    open = await startTestServer({
      env: {
        IMPORT_IP_DENY_LIST: '169.254.169.254',
        EXTENSIONS_SANDBOX_TIMEOUT: '800',
        EXTENSIONS_SANDBOX_MEMORY: '16',
        LOG_LEVEL: 'info',
      },
      logDestination: { write: (line: string) => void logLines.push(line) },
    });
  });
  afterAll(async () => {
    for (const extension of loaded) extension.dispose();
    await guarded?.close();
    await open?.close();
    await remote?.close();
  });

  it('registers a filter that changes the payload and an action that runs, on the real event bus', async () => {
    const scopes = { request: { urls: [`${remote.origin}/actions`], methods: ['POST' as const] } };
    const hook = await load(
      open,
      'hook',
      `import { request } from 'directus:api';
       export default ({ filter, action }) => {
         filter('items.create', (payload, meta, context) => ({ ...payload, title: payload.title.toUpperCase(), by: context.accountability.user, collection: meta.collection }));
         filter('items.update', () => undefined);
         action('items.create', async (meta) => { await request('${remote.origin}/actions', { method: 'POST', body: { key: meta.key } }); });
       };`,
      scopes,
    );
    expect(hook.hooks.map(({ type, event }) => `${type} ${event}`)).toEqual([
      'filter items.create',
      'filter items.update',
      'action items.create',
    ]);
    const events = open.server.ctx.events;
    const off = hook.hooks.map((entry) =>
      entry.type === 'filter' ? events.onFilter(entry.event, entry.handler) : events.onAction(entry.event, entry.handler),
    );
    expect(await events.emitFilter('items.create', { title: 'hello' }, { collection: 'articles' }, ADMIN)).toEqual({
      title: 'HELLO',
      by: 'u1',
      collection: 'articles',
    });
    expect(await events.emitFilter('items.update', { title: 'kept' }, {}, null)).toEqual({ title: 'kept' });
    await events.settleAction('items.create', { key: 7 }, null);
    expect(remote.requests.at(-1)).toMatchObject({ method: 'POST', url: '/actions', body: '{"key":7}' });
    for (const remove of off) remove();
  });

  it('answers endpoint routes with status and body, a plain body, and the caller but not their credentials', async () => {
    const router = await endpoint(
      open,
      `export default {
         id: 'greet',
         handler: (router) => {
           router.get('/hello/:name', (req) => ({ status: 201, body: { hi: req.params.name, user: req.accountability.user, auth: req.headers.authorization ?? null, q: req.query.x }, headers: { 'x-ext': 'yes', 'set-cookie': 'a=b' } }));
           router.post('/echo', async (req) => req.body);
           router.get('/text', () => 'plain words');
           router.get('/fail', () => { throw new RangeError('nope'); });
         },
       };`,
    );
    expect([...router.routes.keys()]).toEqual(['GET /hello/:name', 'POST /echo', 'GET /text', 'GET /fail']);
    const hello = await router.call('GET /hello/:name', {
      params: { name: 'ada' },
      query: { x: '1' },
      headers: { authorization: 'Bearer secret', 'user-agent': 't' },
      // The SDK's Accountability (optional ip/userAgent, no origin), as an endpoint request carries it.
      accountability: { user: 'u1', role: 'r1', admin: true, app: true },
    });
    expect(hello).toMatchObject({ status: 201, body: { hi: 'ada', user: 'u1', auth: null, q: '1' }, headers: { 'x-ext': 'yes' } });
    expect(hello.headers['set-cookie']).toBeUndefined();
    expect(await router.call('POST /echo', { body: { a: [1, 2] } })).toMatchObject({ status: 200, body: { a: [1, 2] } });
    expect(await router.call('GET /text')).toMatchObject({ status: 200, body: 'plain words' });
    const failed = await router.call('GET /fail');
    expect(failed.error).toMatchObject({ name: 'RangeError', message: 'nope' });
  });

  it('makes an operation whose handler gets the options and the data chain and answers a result', async () => {
    const operation = await load(
      open,
      'operation',
      `export default { id: 'sum', handler: (options, { data, accountability }) => ({ sum: options.a + data.$last.b, who: accountability?.user ?? null }) };`,
    );
    const config = operation.operation!;
    expect(config.id).toBe('sum');
    const context = { data: { $last: { b: 2 } }, accountability: ADMIN } as unknown as Parameters<typeof config.handler>[1];
    expect(await config.handler({ a: 40 }, context)).toEqual({ sum: 42, who: 'u1' });
  });

  it('lets request reach listed URLs and methods only, and never a private address under the default deny list', async () => {
    const code = `import { request } from 'directus:api';
      export default (router) => { router.post('/fetch', async (req) => {
        try { const answer = await request(req.body.url, { method: req.body.method }); return { status: 200, body: answer.data }; }
        catch (error) { return { status: 502, body: { name: error.name, message: error.message } }; }
      }); };`;
    const scopes = { request: { urls: [`${remote.origin}/allowed`], methods: ['GET' as const] } };
    const fetcher = await endpoint(open, code, scopes);
    const fetchUrl = (url: string, method = 'GET') => fetcher.call('POST /fetch', { body: { url, method } });

    expect(await fetchUrl(`${remote.origin}/allowed/items?x=1`)).toMatchObject({
      status: 200,
      body: { got: 'GET', url: '/allowed/items?x=1' },
    });
    const before = remote.requests.length;
    for (const url of [
      `${remote.origin}/other`,
      `${remote.origin}/allowedx`,
      `${remote.origin}/allowed/../admin`,
      'http://169.254.169.254/allowed',
    ]) {
      expect((await fetchUrl(url)).body, url).toMatchObject({ message: expect.stringMatching(/No permission to request/) });
    }
    expect((await fetchUrl(`${remote.origin}/allowed/x`, 'DELETE')).body).toMatchObject({
      message: 'No permission to use request method "DELETE"',
    });

    const guardedFetcher = await endpoint(guarded, code, scopes);
    const refused = await guardedFetcher.call('POST /fetch', { body: { url: `${remote.origin}/allowed/items` } });
    expect(refused).toMatchObject({ status: 502, body: { message: expect.stringMatching(/denied|not allowed|refused/i) } });
    expect(remote.requests.length).toBe(before);
  });

  it('leaves out what the manifest does not request: calling it throws a clear error inside the isolate', async () => {
    const router = await endpoint(
      open,
      `import { log, sleep, request } from 'directus:api';
       const attempt = async (fn) => { try { await fn(); return 'ran'; } catch (error) { return error.message; } };
       export default (router) => router.get('/', async () => ({
         log: await attempt(() => log('hi')),
         sleep: await attempt(() => sleep(1)),
         request: await attempt(() => request('https://example.com/')),
       }));`,
      { log: {} },
    );
    const { body } = await router.call('GET /');
    expect(body).toEqual({
      log: 'ran',
      sleep: 'No permission to access "sleep": the extension does not request it in sandbox.requestedScopes',
      request: 'No permission to access "request": the extension does not request it in sandbox.requestedScopes',
    });
  });

  it('logs to the server logger under the extension name, and refuses malformed scopes at load', async () => {
    const router = await endpoint(
      open,
      `import { log } from 'directus:api'; export default (router) => router.get('/', () => { log('hello from the sandbox'); log({ n: 1 }); return 'ok'; });`,
      {
        log: {},
      },
    );
    await router.call('GET /');
    await expect
      .poll(() =>
        logged()
          .filter((line) => line.extension === 'test-ext')
          .map((line) => line.msg),
      )
      .toEqual(expect.arrayContaining(['hello from the sandbox', '{"n":1}']));
    await expect(
      load(open, 'hook', 'export default () => {};', { request: { urls: 'https://x.test/' } } as never, 'bad-scopes'),
    ).rejects.toThrow(
      'The sandboxed extension "bad-scopes" could not be loaded: sandbox.requestedScopes.request.urls must be a list of URL prefixes',
    );
  });

  it('gives the extension no host objects: no process, require, fetch, timers, SDK global; imports other than directus:api fail', async () => {
    const router = await endpoint(
      open,
      `export default (router) => router.get('/', () => ({
         types: ['process', 'require', 'fetch', 'setTimeout', 'setInterval', 'Buffer', 'module', '__tesseraSandboxSdk'].map((name) => typeof globalThis[name]),
         dynamicImport: typeof import.meta,
       }));`,
    );
    expect((await router.call('GET /')).body).toEqual({ types: Array(8).fill('undefined'), dynamicImport: 'object' });
    await expect(load(open, 'hook', `import fs from 'node:fs'; export default () => {};`, {}, 'imports-fs')).rejects.toThrow(
      'The sandboxed extension "imports-fs" could not be loaded: Sandboxed extensions can only import "directus:api", not "node:fs"',
    );
    await expect(load(open, 'hook', 'export default (', {}, 'broken')).rejects.toThrow(
      /The sandboxed extension "broken" could not be loaded: SyntaxError: Unexpected end of input/,
    );
    await expect(load(open, 'hook', 'export default () => { const r = {}; r.x.y = 1; };', {}, 'throws')).rejects.toThrow(
      /"throws" could not be loaded/,
    );
  });

  it('takes hostile event names as plain names, without touching prototypes', async () => {
    const hook = await load(
      open,
      'hook',
      `export default ({ filter }) => { for (const event of ['__proto__', 'constructor', 'toString']) filter(event, (payload) => ({ ...payload, seen: event })); };`,
    );
    expect(hook.hooks.map(({ event }) => event)).toEqual(['__proto__', 'constructor', 'toString']);
    const events = open.server.ctx.events;
    const off = hook.hooks.map((entry) => events.onFilter(entry.event, entry.handler as never));
    expect(await events.emitFilter('__proto__', { a: 1 }, {}, null)).toEqual({ a: 1, seen: '__proto__' });
    expect(await events.emitFilter('constructor', {}, {}, null)).toEqual({ seen: 'constructor' });
    expect(({} as Record<string, unknown>).seen).toBeUndefined();
    for (const remove of off) remove();
  });

  it('stops a runaway loop or a memory bomb with a clear error, and the server keeps answering', async () => {
    const router = await endpoint(
      open,
      `export default (router) => {
         router.get('/ok', () => 'fine');
         router.get('/spin', () => { while (true) {} });
       };`,
    );
    expect((await router.call('GET /ok')).body).toBe('fine');
    const started = Date.now();
    const [spun, status] = await Promise.all([router.call('GET /spin'), ping(open)]);
    expect(status).toBe(200);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(spun.error).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      status: 503,
      message: expect.stringMatching(/stopped: a call ran longer than 800 ms/),
    });
    expect((await router.call('GET /ok')).error).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(logged()).toContainEqual(expect.objectContaining({ level: 50, extension: 'test-ext', reason: 'a call ran longer than 800 ms' }));

    const asyncSpin = await endpoint(open, `export default (router) => router.get('/', async () => { await null; while (true) {} });`);
    expect((await asyncSpin.call('GET /')).error).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: expect.stringMatching(/longer than 800 ms/),
    });

    const bomb = await endpoint(
      open,
      `export default (router) => router.get('/', () => { const hoard = []; while (true) hoard.push(new Array(1e5).fill({ x: Math.random() })); });`,
    );
    expect((await bomb.call('GET /')).error).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: expect.stringMatching(/stopped: it used more than 16 MB of memory/),
    });
    expect(await ping(open)).toBe(200);
  });

  it('caps sleep and stops a call at EXTENSIONS_SANDBOX_TIMEOUT’s 1000 ms (guarded: unset)', async () => {
    const router = await endpoint(
      guarded,
      `import { sleep } from 'directus:api';
       export default (router) => {
         router.get('/nap', async () => { try { await sleep(60000); } catch (error) { return error.message; } });
         router.get('/spin', () => { while (true) {} });
       };`,
      { sleep: {} },
    );
    expect((await router.call('GET /nap')).body).toBe('Sleep is capped at 1000 ms (EXTENSIONS_SANDBOX_TIMEOUT)');
    const started = Date.now();
    expect((await router.call('GET /spin')).error).toMatchObject({
      message: expect.stringMatching(/stopped: a call ran longer than 1000 ms/),
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(await ping(guarded)).toBe(200);
  });

  it('stops a heap past EXTENSIONS_SANDBOX_MEMORY’s 100 MB (a server with a long sandbox deadline, the memory unset)', async () => {
    const roomy = await startTestServer({ env: { EXTENSIONS_SANDBOX_TIMEOUT: '20000' } });
    try {
      const bomb = await endpoint(
        roomy,
        `export default (router) => router.get('/', () => { const hoard = []; for (let i = 0; ; i++) hoard.push(String(i % 10).repeat(8e6)); });`,
      );
      // At the default deadline of 1 s the deadline stops such a bomb first: this one takes seconds to fill 100 MB.
      expect((await bomb.call('GET /')).error).toMatchObject({
        message: expect.stringMatching(/stopped: it used more than 100 MB of memory/),
      });
    } finally {
      await roomy.close();
    }
  });

  it('refuses calls past 64 in flight at once without stopping the extension', async () => {
    const router = await endpoint(
      open,
      `import { sleep } from 'directus:api'; export default (router) => router.get('/', async () => { await sleep(200); return 'done'; });`,
      { sleep: {} },
    );
    const answers = await Promise.all(Array.from({ length: 100 }, () => router.call('GET /')));
    expect(answers.filter((answer) => answer.body === 'done')).toHaveLength(64);
    const refused = answers.filter((answer) => answer.error !== undefined);
    expect(refused).toHaveLength(36);
    expect(refused[0]!.error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: expect.stringMatching(/busy with 64 calls/) });
    expect((await router.call('GET /')).body).toBe('done');
  });

  it('drops __proto__ keys from what the isolate answers', async () => {
    const hook = await load(
      open,
      'hook',
      `export default ({ filter }) => filter('items.read', () => JSON.parse('{"__proto__": {"polluted": true}, "a": 1}'));`,
    );
    const answered = (await (hook.hooks[0]!.handler as (payload: unknown, meta: object, who: null) => Promise<unknown>)(
      {},
      {},
      null,
    )) as object;
    expect(answered).toEqual({ a: 1 });
    expect(Object.hasOwn(answered, '__proto__')).toBe(false);
    expect((Object.assign({}, answered) as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('rejects calls in flight and later ones once disposed', async () => {
    const extension = await load(
      open,
      'endpoint',
      `import { sleep } from 'directus:api'; export default (router) => router.get('/', async () => { await sleep(300); return 'done'; });`,
      { sleep: {} },
    );
    const router = recordEndpointRoutes(extension.endpoint!.handler);
    const pending = router.call('GET /');
    await new Promise((resolve) => setTimeout(resolve, 50));
    extension.dispose();
    const unloaded = { code: 'SERVICE_UNAVAILABLE', message: expect.stringMatching(/stopped: it was unloaded/) };
    expect((await pending).error).toMatchObject(unloaded);
    expect((await router.call('GET /')).error).toMatchObject(unloaded);
  });

  it('caps sleep at the sandbox timeout', async () => {
    const router = await endpoint(
      open,
      `import { sleep } from 'directus:api';
       export default (router) => router.get('/', async () => { await sleep(10); try { await sleep(60000); } catch (error) { return error.message; } });`,
      { sleep: {} },
    );
    expect((await router.call('GET /')).body).toBe('Sleep is capped at 800 ms (EXTENSIONS_SANDBOX_TIMEOUT)');
  });
});

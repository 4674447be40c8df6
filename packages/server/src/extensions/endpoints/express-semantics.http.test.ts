import type { EndpointHandler } from '@tessera/extensions-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { TEST_DATABASES } from '../../../test/harness/test-databases.js';
import { createExtensionContext } from '../context/create-extension-context.js';
import { mountEndpoint } from './mount-endpoint.js';

type Req = { path: string; url: string };
type Res = { status(code: number): Res; json(body: unknown): void; send(body?: unknown): void; headersSent: boolean };
type Next = (error?: unknown) => void;

/** An HTTP error as http-errors makes them (what directus-extension-sync passes to next()). */
const httpError = (status: number, message: string) => Object.assign(new Error(message), { status, statusCode: status, expose: true });

/**
 * The Express habits of popular extensions: handlers in (nested) arrays, error-handling middleware
 * answering with its own status and body (directus-extension-sync's shape), `next('route')` and
 * `next('router')`, and a logger middleware with four arguments that passes the error on.
 */
const EXPRESS_HABITS: EndpointHandler = (typed) => {
  // Written as plain JavaScript extensions are: Express's own handler shapes, untyped.
  const router = typed as unknown as { use(...args: unknown[]): unknown; get(path: string, ...handlers: unknown[]): unknown };
  const tag = (name: string) => (_req: Req, res: Res & { set(n: string, v: string): void }, next: Next) => {
    res.set(`x-${name}`, 'yes');
    next();
  };
  const passThrough = (req: Req, _res: Res, next: Next) => void (req.url === '/package.json' ? next(httpError(404, 'hidden')) : next());
  router.use('/', [passThrough, [tag('first'), tag('second')]]);
  router.get('/ok', (_req: Req, res: Res) => res.json({ ok: true }));
  router.get('/missing', (_req: Req, _res: Res, next: Next) => next(httpError(404, 'No id map found')));
  router.get('/anonymous', () => {
    throw httpError(401, 'You must be logged in to access this.');
  });
  router.get('/async-conflict', async () => {
    await new Promise((resolve) => setTimeout(resolve, 2));
    throw httpError(409, 'Local id already exists');
  });
  router.get(
    '/skip',
    ((_req: Req, _res: Res, next: Next) => next('route')) as never,
    ((_req: Req, res: Res) => res.json({ skipped: false })) as never,
  );
  router.get('/skip', (_req: Req, res: Res) => res.json({ skipped: true }));
  router.get('/leave', (_req: Req, _res: Res, next: Next) => next('router'));
  router.get('/recovered', (_req: Req, _res: Res, next: Next) => next(new Error('first')));
  router.use((_error: unknown, req: Req, _res: Res, next: Next) => (req.path === '/recovered' ? next() : next(_error)));
  router.get('/recovered', (_req: Req, res: Res) => res.json({ recovered: true }));
  // A logger that only passes errors on (four arguments), then the extension's answerer.
  router.use((error: unknown, _req: Req, _res: Res, next: Next) => next(error));
  router.use((error: Error & { statusCode?: number }, _req: Req, res: Res, next: Next) => {
    if (res.headersSent) return next(error);
    res.status(error.statusCode ?? 500);
    res.json({ message: error.message });
  });
};

describe.each(TEST_DATABASES)('endpoint extensions with Express semantics on %s', (client) => {
  let server: TestServer;
  const logs: string[] = [];
  const mount = (id: string, handler: EndpointHandler) => {
    const ctx = server.server.ctx;
    return mountEndpoint(server.server.app, ctx, { id, handler, context: createExtensionContext(ctx, id), extension: id });
  };

  beforeAll(async () => {
    server = await startTestServer({
      client,
      env: { LOG_LEVEL: 'warn' },
      logDestination: { write: (line: string) => void logs.push(line) },
    });
    mount('habits', EXPRESS_HABITS);
  });
  afterAll(() => server?.close());

  it('flattens handlers given in nested arrays, running them in order', async () => {
    const response = await server.request('/habits/ok');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-first')).toBe('yes');
    expect(response.headers.get('x-second')).toBe('yes');
    expect(await response.json()).toEqual({ ok: true });
  });

  it('hands next(error), throws and rejections to the error middleware, whose status and body reach the client as written', async () => {
    for (const [path, status, message] of [
      ['/habits/missing', 404, 'No id map found'],
      ['/habits/anonymous', 401, 'You must be logged in to access this.'],
      ['/habits/async-conflict', 409, 'Local id already exists'],
      ['/habits/package.json', 404, 'hidden'],
    ] as const) {
      const response = await server.request(path);
      expect(response.status, path).toBe(status);
      expect(await response.text(), path).toBe(JSON.stringify({ message }));
    }
  });

  it('follows next("route"), next("router") and an error middleware that recovers with next()', async () => {
    expect(await (await server.request('/habits/skip')).json()).toEqual({ skipped: true });
    const left = await server.request('/habits/leave');
    expect(left.status).toBe(404);
    expect(((await left.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0]!.extensions.code).toBe('ROUTE_NOT_FOUND');
    expect(await (await server.request('/habits/recovered')).json()).toEqual({ recovered: true });
  });

  it('answers an unknown path under the endpoint as the reference does (404 ROUTE_NOT_FOUND), never running the error middleware', async () => {
    for (const path of ['/habits/nope', '/habits/__proto__', '/habits/constructor/x', '/habits/../habits/nope']) {
      const response = await server.request(path);
      expect(response.status, path).toBe(404);
      const body = (await response.json()) as { errors: Array<{ extensions: { code: string } }> };
      expect(body.errors[0]!.extensions.code, path).toBe('ROUTE_NOT_FOUND');
    }
  });

  it('skips an endpoint whose async registration rejects, with one log line; the others keep answering', async () => {
    const handle = mount('late-failure', async (router) => {
      router.get('/', (_req, res) => res.json({ early: true }));
      await new Promise((resolve) => setTimeout(resolve, 5));
      throw new Error('table could not be created');
    });
    expect(handle.mounted).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await server.request('/late-failure')).status).toBe(404);
    expect(logs.filter((line) => line.includes('table could not be created'))).toHaveLength(1);
    expect((await server.request('/habits/ok')).status).toBe(200);
  });

  it('keeps answering others while a flood of requests hangs in an endpoint that never answers', async () => {
    let started = 0;
    mount('hangs', (router) => {
      router.get('/', () => {
        started++;
      });
    });
    const flood = Array.from({ length: 200 }, () =>
      fetch(`${server.url}/hangs`, { signal: AbortSignal.timeout(500) }).then(
        () => 'answered',
        () => 'gave up',
      ),
    );
    const during = await fetch(`${server.url}/habits/ok`);
    expect(during.status).toBe(200);
    expect(new Set(await Promise.all(flood))).toEqual(new Set(['gave up']));
    expect(started).toBeGreaterThan(0);
    expect(await (await server.request('/server/ping')).text()).toBe('pong');
  });

  it('refuses handler arrays nested without end or without functions, mounting nothing', () => {
    let deep: unknown[] = [() => undefined];
    for (let level = 0; level < 50; level++) deep = [deep];
    expect(() => mount('too-deep', (router) => void router.use('/', deep as never))).toThrow(RangeError);
    expect(() => mount('not-functions', (router) => void router.use('/', [[() => undefined, 'x']] as never))).toThrow(TypeError);
  });
});

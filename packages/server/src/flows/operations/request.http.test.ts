import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { flowOperationContext } from '../../../test/harness/flow-operation-context.js';
import { startRecordingHttpServer, type RecordingHttpServer } from '../../../test/harness/recording-http-server.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';
import request from './request.js';

const DATABASES = testDatabasesFor(import.meta.url);

/** The remote's routes: each path answers one way. */
function answer(remote: () => RecordingHttpServer) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const path = req.url ?? '/';
    if (path === '/json') {
      res.writeHead(201, 'Created', ['content-type', 'application/json', 'x-reply', 'yes', '__proto__', 'header data']);
      res.end(JSON.stringify({ ok: true, got: req.method }));
    } else if (path === '/text') {
      res.writeHead(200, { 'content-type': 'text/plain' }).end('plain words');
    } else if (path === '/missing') {
      res.writeHead(404, 'Not Found', { 'content-type': 'application/json' }).end('{"reason":"gone"}');
    } else if (path === '/large') {
      res.writeHead(200, { 'content-type': 'text/plain' }).end('x'.repeat(64 * 1024));
    } else if (path === '/deep') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(`${'['.repeat(5_000)}${']'.repeat(5_000)}`);
    } else if (path === '/silent') {
      // Never answers: the operation's deadline has to end it.
    } else if (path === '/to-denied') {
      res.writeHead(302, { location: `http://127.0.0.2:${remote().port}/json` }).end();
    } else {
      res.writeHead(500).end();
    }
  };
}

describe.each(DATABASES)('request on %s', (client) => {
  let remote: RecordingHttpServer;
  let guarded: TestServer;
  let open: TestServer;
  const run = (server: TestServer, options: Record<string, unknown>) =>
    request.handler(options, flowOperationContext(server, null)) as Promise<unknown>;

  beforeAll(async () => {
    remote = await startRecordingHttpServer(answer(() => remote));
    guarded = await startTestServer({ client });
    // An operator who allows loopback, except 127.0.0.2, with tight limits.
    open = await startTestServer({
      client,
      env: { IMPORT_IP_DENY_LIST: '127.0.0.2,169.254.169.254', FLOWS_REQUEST_MAX_RESPONSE_SIZE: '16kb', FLOWS_REQUEST_TIMEOUT: '700' },
    });
  });
  afterAll(async () => {
    await guarded?.close();
    await open?.close();
    await remote?.close();
  });

  it('refuses loopback and private addresses by default, and sends nothing', async () => {
    const before = remote.requests.length;
    for (const url of [
      `${remote.origin}/json`,
      `http://localhost:${remote.port}/json`,
      'http://10.0.0.1/',
      'http://[::1]/',
      'http://169.254.169.254/',
    ]) {
      await expect(run(guarded, { url })).rejects.toMatchObject({ code: 'INVALID_PAYLOAD' });
    }
    expect(remote.requests.length).toBe(before);
  });

  it('sends method, headers and a JSON body, and answers {status, statusText, headers, data}', async () => {
    const result = await run(open, {
      url: `${remote.origin}/json`,
      method: 'post',
      headers: [
        { header: 'X-Flow', value: 'on' },
        { header: 'Authorization', value: 'Bearer abc' },
      ],
      body: { title: 'hello' },
    });
    expect(result).toMatchObject({ status: 201, statusText: 'Created', data: { ok: true, got: 'POST' } });
    const headers = (result as { headers: Record<string, string> }).headers;
    expect(headers['x-reply']).toBe('yes');
    expect(headers['__proto__']).toBe('header data');
    expect(Object.getPrototypeOf(headers)).toBeNull();
    const sent = remote.requests.at(-1)!;
    expect(sent).toMatchObject({ method: 'POST', body: '{"title":"hello"}' });
    expect(sent.headers).toMatchObject({ 'x-flow': 'on', authorization: 'Bearer abc', 'content-type': 'application/json' });
    // JSON text is sent as JSON; other text as it is, with the caller's own content type.
    await run(open, { url: `${remote.origin}/json`, method: 'PUT', body: '[1,2]' });
    expect(remote.requests.at(-1)!.headers['content-type']).toBe('application/json');
    await run(open, {
      url: `${remote.origin}/json`,
      method: 'PATCH',
      body: 'a=1',
      headers: '[{"header":"content-type","value":"text/plain"}]',
    });
    expect(remote.requests.at(-1)).toMatchObject({ method: 'PATCH', body: 'a=1', headers: { 'content-type': 'text/plain' } });
    await expect(run(open, { url: `${remote.origin}/text` })).resolves.toMatchObject({ status: 200, data: 'plain words' });
  });

  it('rejects a non-2xx answer with that answer', async () => {
    await expect(run(open, { url: `${remote.origin}/missing` })).rejects.toMatchObject({
      status: 404,
      statusText: 'Not Found',
      data: { reason: 'gone' },
    });
  });

  it('bounds the answer size and the time, and keeps over-deep JSON as text', async () => {
    await expect(run(open, { url: `${remote.origin}/large` })).rejects.toMatchObject({ code: 'CONTENT_TOO_LARGE' });
    const started = performance.now();
    await expect(run(open, { url: `${remote.origin}/silent` })).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(performance.now() - started).toBeLessThan(3000);
    const deep = (await run(open, { url: `${remote.origin}/deep` })) as { data: unknown };
    expect(typeof deep.data).toBe('string');
  });

  it('checks every redirect against the deny list', async () => {
    const before = remote.requests.length;
    await expect(run(open, { url: `${remote.origin}/to-denied` })).rejects.toMatchObject({ code: 'INVALID_PAYLOAD' });
    expect(remote.requests.slice(before).map((sent) => sent.url)).toEqual(['/to-denied']);
  });

  it('refuses malformed and hostile options with INVALID_PAYLOAD', async () => {
    const url = `${remote.origin}/json`;
    for (const options of [
      {},
      { url: 'file:///etc/passwd' },
      { url: 'not a url' },
      { url, method: 'GET /x HTTP/1.1' },
      { url, method: 'TRACE' },
      { url, headers: [{ header: 'X-Bad\r\nInjected', value: '1' }] },
      { url, headers: [{ header: 'X-Split', value: 'a\r\nInjected: 1' }] },
      { url, headers: [{ header: 'X-Control', value: 'a\u0001b' }] },
      { url, headers: [{ header: 'X-Wide', value: 'snow \u2603' }] },
      { url, headers: { header: 'X-Not-A-List', value: '1' } },
      { url, headers: Array.from({ length: 101 }, (_, index) => ({ header: `X-${index}`, value: '1' })) },
      { url, headers: '[{"header": "x",' },
    ]) {
      await expect(run(open, options)).rejects.toMatchObject({ code: 'INVALID_PAYLOAD' });
    }
  });
});

/** FLOWS_REQUEST_MAX_RESPONSE_SIZE and FLOWS_REQUEST_TIMEOUT unset; loopback allowed, so the test's own server can answer. */
describe('request at the default limits', () => {
  const MIB = 1024 * 1024;
  let remote: RecordingHttpServer;
  let server: TestServer;
  const run = (options: Record<string, unknown>) => request.handler(options, flowOperationContext(server, null)) as Promise<unknown>;
  beforeAll(async () => {
    remote = await startRecordingHttpServer((req, res) => {
      if (req.url === '/ten-mib') res.writeHead(200, { 'content-type': 'text/plain' }).end('x'.repeat(10 * MIB));
      else if (req.url === '/over-ten-mib') res.writeHead(200, { 'content-type': 'text/plain' }).end('x'.repeat(10 * MIB + 1));
      // '/silent' never answers.
    });
    server = await startTestServer({ env: { IMPORT_IP_DENY_LIST: '169.254.169.254' } });
  });
  afterAll(async () => {
    await server?.close();
    await remote?.close();
  });
  afterEach(() => vi.useRealTimers());

  it('reads an answer of FLOWS_REQUEST_MAX_RESPONSE_SIZE’s 10 MiB, and not one byte more', async () => {
    expect(((await run({ url: `${remote.origin}/ten-mib` })) as { data: string }).data).toHaveLength(10 * MIB);
    await expect(run({ url: `${remote.origin}/over-ten-mib` })).rejects.toMatchObject({ code: 'CONTENT_TOO_LARGE' });
  });

  it('waits FLOWS_REQUEST_TIMEOUT’s 30 s for an answer, then gives up', async () => {
    const before = remote.requests.length;
    // Only timeouts are faked, from before the call sets its deadline until it is over; the wait for the remote turns on setImmediate.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let outcome: unknown = 'pending';
    const silent = run({ url: `${remote.origin}/silent` }).catch((error: unknown) => (outcome = error));
    while (remote.requests.length === before) await new Promise((resolve) => setImmediate(resolve));
    vi.advanceTimersByTime(29_900);
    await new Promise((resolve) => setImmediate(resolve));
    expect(outcome).toBe('pending');
    vi.advanceTimersByTime(200);
    await silent;
    expect(outcome).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: expect.stringContaining('30000 ms') });
  });
});

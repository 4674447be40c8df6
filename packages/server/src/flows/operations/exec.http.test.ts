import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flowOperationContext } from '../../../test/harness/flow-operation-context.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';
import exec from './exec.js';

const DATABASES = testDatabasesFor(import.meta.url);

const TIMEOUT_MS = 1500;
const MEMORY_MB = 16;
const MAX_CONCURRENT = 8;

/** How long the server takes to answer pings while `work` runs: it must stay responsive. */
async function pingsDuring(server: TestServer, work: Promise<unknown>): Promise<number[]> {
  let settled = false;
  void work.then(
    () => (settled = true),
    () => (settled = true),
  );
  const times: number[] = [];
  await new Promise((resolve) => setTimeout(resolve, 100));
  while (!settled && times.length < 20) {
    const started = performance.now();
    const response = await server.request('/server/ping');
    expect(await response.text()).toBe('pong');
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return times;
}

describe.each(DATABASES)('exec (Run Script) on %s', (client) => {
  let server: TestServer;
  const run = (code: unknown, data: Record<string, unknown> = {}) =>
    exec.handler({ code }, flowOperationContext(server, null, data)) as Promise<unknown>;

  beforeAll(async () => {
    server = await startTestServer({
      client,
      env: {
        FLOWS_RUN_SCRIPT_TIMEOUT: String(TIMEOUT_MS),
        FLOWS_RUN_SCRIPT_MAX_MEMORY: String(MEMORY_MB),
        FLOWS_RUN_SCRIPT_MAX_CONCURRENT: String(MAX_CONCURRENT),
      },
    });
  });
  afterAll(async () => server?.close());

  it('calls module.exports with a JSON copy of the data and resolves with its result', async () => {
    const data = { $trigger: { payload: { n: 2 } }, $last: [1, 2, 3] };
    const result = await run(
      `module.exports = async function (data) {
        data.$last.push(4);
        await null;
        return { doubled: data.$trigger.payload.n * 2, last: data.$last };
      };`,
      data,
    );
    expect(result).toEqual({ doubled: 4, last: [1, 2, 3, 4] });
    // A copy went in: the run's own data is untouched.
    expect(data.$last).toEqual([1, 2, 3]);
    expect(await run('module.exports = function () {};')).toBeNull();
    expect(await run('module.exports = () => new Date(0);')).toBe('1970-01-01T00:00:00.000Z');
  });

  it('maps a thrown error to a rejection with its name and message and no stack; other thrown values reject as themselves', async () => {
    const error = await run("module.exports = async () => { throw new TypeError('bad input'); };").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'TypeError', message: 'bad input' });
    expect((error as Error).stack).toBeUndefined();
    await expect(run("module.exports = () => { throw { code: 'NOPE', items: [1] }; };")).rejects.toEqual({ code: 'NOPE', items: [1] });
    await expect(run('module.exports = () => Promise.reject(7);')).rejects.toBe(7);
    await expect(run('module.exports = async function ( {')).rejects.toMatchObject({ name: 'SyntaxError' });
    await expect(run("throw new RangeError('at load');")).rejects.toMatchObject({ name: 'RangeError', message: 'at load' });
    await expect(run('module.exports = 42;')).rejects.toMatchObject({ name: 'TypeError', message: 'module.exports must be a function' });
    await expect(run('module.exports = () => 10n;')).rejects.toMatchObject({ name: 'TypeError' });
    await expect(run('module.exports = () => { const a = {}; a.a = a; return a; };')).rejects.toMatchObject({ name: 'TypeError' });
    await expect(run('')).rejects.toMatchObject({ code: 'INVALID_PAYLOAD' });
    await expect(run({ code: 'x' })).rejects.toMatchObject({ code: 'INVALID_PAYLOAD' });
  });

  it('cannot reach process, require, fetch, timers, import() or the host through constructors', async () => {
    const reach = await run(`module.exports = async function () {
      const kinds = {
        process: typeof process, require: typeof require, fetch: typeof fetch, setTimeout: typeof setTimeout,
        Buffer: typeof Buffer, XMLHttpRequest: typeof XMLHttpRequest, WebSocket: typeof WebSocket,
        viaFunction: Function('return typeof process')(),
        viaConstructor: (() => { try { return typeof ({}).constructor.constructor('return process')(); } catch (error) { return error.name; } })(),
      };
      let imported;
      try { await import('node:fs'); imported = 'loaded'; } catch (error) { imported = 'refused: ' + error.message; }
      return { kinds, imported };
    };`);
    expect(reach).toEqual({
      kinds: {
        process: 'undefined',
        require: 'undefined',
        fetch: 'undefined',
        setTimeout: 'undefined',
        Buffer: 'undefined',
        XMLHttpRequest: 'undefined',
        WebSocket: 'undefined',
        viaFunction: 'undefined',
        viaConstructor: 'ReferenceError',
      },
      imported: expect.stringMatching(/^refused/) as unknown,
    });
  });

  it('stops a script that loops forever at FLOWS_RUN_SCRIPT_TIMEOUT while the server keeps answering', async () => {
    const started = performance.now();
    const looping = run('module.exports = function () { for (;;) {} };');
    const pings = await pingsDuring(server, looping);
    await expect(looping).rejects.toMatchObject({ message: `The script ran longer than ${TIMEOUT_MS} ms` });
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(elapsed).toBeLessThan(TIMEOUT_MS + 3000);
    expect(pings.length).toBeGreaterThan(3);
    expect(Math.max(...pings)).toBeLessThan(500);
    // A loop at load time, a loop after an await, and a promise that never settles are stopped the same way.
    await expect(run('for (;;) {}')).rejects.toMatchObject({ message: `The script ran longer than ${TIMEOUT_MS} ms` });
    await expect(run('module.exports = async () => { await null; for (;;) {} };')).rejects.toMatchObject({
      message: `The script ran longer than ${TIMEOUT_MS} ms`,
    });
    await expect(run('module.exports = () => new Promise(() => {});')).rejects.toMatchObject({
      message: `The script ran longer than ${TIMEOUT_MS} ms`,
    });
  });

  it('stops an allocation bomb at FLOWS_RUN_SCRIPT_MAX_MEMORY while the server keeps answering', async () => {
    const bomb = run(`module.exports = function () {
      const hoard = [];
      for (let i = 0; ; i++) hoard.push(new Array(100000).fill(i));
    };`);
    const pings = await pingsDuring(server, bomb);
    await expect(bomb).rejects.toMatchObject({ message: `The script used more than ${MEMORY_MB} MB of memory` });
    expect(Math.max(0, ...pings)).toBeLessThan(500);
    // Array buffers count against the same cap: the script sees a RangeError and the run rejects.
    await expect(
      run('module.exports = function () { const hoard = []; for (;;) hoard.push(new ArrayBuffer(1024 * 1024)); };'),
    ).rejects.toMatchObject({ name: 'RangeError' });
    // The server is unharmed and the next script runs normally.
    expect(await (await server.request('/server/ping')).text()).toBe('pong');
    expect(await run('module.exports = () => 1 + 1;')).toBe(2);
  });

  it('refuses scripts past FLOWS_RUN_SCRIPT_MAX_CONCURRENT at once under a flood, and frees the slots afterwards', async () => {
    const flood = Array.from({ length: 30 }, () =>
      run('module.exports = function () { const hoard = []; for (;;) hoard.push(new Array(100000).fill(1)); };').then(
        () => 'resolved',
        (error: { code?: string; message?: string }) => error.code ?? error.message,
      ),
    );
    const pings = await pingsDuring(server, Promise.all(flood));
    const outcomes = await Promise.all(flood);
    expect(outcomes.filter((outcome) => outcome === 'SERVICE_UNAVAILABLE')).toHaveLength(30 - MAX_CONCURRENT);
    // The ones that ran were stopped at a limit (memory, or time on a machine too busy to reach it first).
    const stopped = outcomes.filter((outcome) => outcome !== 'SERVICE_UNAVAILABLE');
    expect(stopped).toHaveLength(MAX_CONCURRENT);
    for (const outcome of stopped) expect(outcome).toMatch(/^The script (used more than \d+ MB of memory|ran longer than \d+ ms)$/);
    expect(Math.max(0, ...pings)).toBeLessThan(500);
    expect(await run('module.exports = () => "free again";')).toBe('free again');
  });

  it('runs scripts side by side, each in an isolate of its own', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        run(
          `globalThis.count = (globalThis.count ?? 0) + 1; module.exports = (data) => ({ index: data.index, count: globalThis.count });`,
          {
            index,
          },
        ),
      ),
    );
    expect(results).toEqual(Array.from({ length: 8 }, (_, index) => ({ index, count: 1 })));
  });
});

/** FLOWS_RUN_SCRIPT_* unset: the limits a Run Script operation has under `npm start`. */
describe('exec (Run Script) at the default limits', () => {
  let server: TestServer;
  const run = (code: unknown) => exec.handler({ code }, flowOperationContext(server, null, {})) as Promise<unknown>;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.close());

  it('runs ten scripts at once (FLOWS_RUN_SCRIPT_MAX_CONCURRENT), refuses the eleventh, and stops each at FLOWS_RUN_SCRIPT_TIMEOUT’s 10 s', async () => {
    const started = performance.now();
    // Scripts that wait forever without using the CPU.
    const waiting = Array.from({ length: 11 }, () =>
      run('module.exports = () => new Promise(() => {});').then(
        () => 'resolved',
        (error: { code?: string; message?: string }) => ({ outcome: error.code ?? error.message, at: performance.now() - started }),
      ),
    );
    const outcomes = await Promise.all(waiting);
    const refused = outcomes.filter((outcome) => typeof outcome === 'object' && outcome.outcome === 'SERVICE_UNAVAILABLE');
    expect(refused).toHaveLength(1);
    const stopped = outcomes.filter((outcome) => typeof outcome === 'object' && outcome.outcome === 'The script ran longer than 10000 ms');
    expect(stopped).toHaveLength(10);
    for (const each of stopped) expect(typeof each === 'object' && each.at).toBeGreaterThanOrEqual(9_950);
  }, 25_000);

  it('stops an allocation bomb at FLOWS_RUN_SCRIPT_MAX_MEMORY’s 32 MB, and lets a script use 16 MB', async () => {
    await expect(
      run('module.exports = function () { const hoard = []; for (let i = 0; ; i++) hoard.push(new Array(100000).fill(i)); };'),
    ).rejects.toMatchObject({ message: 'The script used more than 32 MB of memory' });
    expect(await run('module.exports = function () { const kept = new Array(2_000_000).fill(1.5); return kept.length; };')).toBe(2_000_000);
  });
});

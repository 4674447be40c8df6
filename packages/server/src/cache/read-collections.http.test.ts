import { AsyncLocalStorage } from 'node:async_hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness/start-test-server.js';

/**
 * Running an AsyncLocalStorage turns on Node's promise hooks for the whole process, for good: every
 * promise of every request then pays for them. Only the response cache may need that.
 */
describe('the record of what a request read', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    vi.restoreAllMocks();
    await server?.close();
    server = undefined;
  });

  const exercise = async (target: TestServer) => {
    const created = await target.asAdmin('/collections', {
      method: 'POST',
      json: { collection: 'rc_notes', schema: {}, meta: {}, fields: [{ field: 'title', type: 'string', meta: {}, schema: {} }] },
    });
    expect(created.status).toBe(200);
    expect((await target.asAdmin('/items/rc_notes', { method: 'POST', json: { title: 'one' } })).status).toBe(200);
    expect((await target.asAdmin('/items/rc_notes?filter[title][_eq]=one&meta=filter_count')).status).toBe(200);
    expect((await target.asAdmin('/items/rc_notes/1')).status).toBe(200);
  };

  it('never runs an AsyncLocalStorage while the response cache is off', async () => {
    const runs = vi.spyOn(AsyncLocalStorage.prototype, 'run');
    const entered = vi.spyOn(AsyncLocalStorage.prototype, 'enterWith');
    server = await startTestServer({ client: 'sqlite3' });
    await exercise(server);
    expect(runs).not.toHaveBeenCalled();
    expect(entered).not.toHaveBeenCalled();
  });

  it('keeps one per request when the response cache is on', async () => {
    const runs = vi.spyOn(AsyncLocalStorage.prototype, 'run');
    server = await startTestServer({ client: 'sqlite3', env: { CACHE_ENABLED: 'true' } });
    await exercise(server);
    expect(runs).toHaveBeenCalled();
  });
});

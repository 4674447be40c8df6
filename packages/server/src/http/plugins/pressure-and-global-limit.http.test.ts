import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

type ErrorBody = { errors: Array<{ message: string; extensions: { code: string } }> };

describe.each(DATABASES)('the pressure limiter and the global rate limiter on %s', (client) => {
  let pressed: TestServer;
  let pressedAtDefaults: TestServer;
  let limited: TestServer;
  beforeAll(async () => {
    [pressed, pressedAtDefaults, limited] = await Promise.all([
      // Any heap at all is over a 1-byte limit: this server is always "under pressure".
      startTestServer({
        client,
        env: {
          PRESSURE_LIMITER_ENABLED: 'true',
          PRESSURE_LIMITER_MAX_MEMORY_HEAP_USED: '1',
          PRESSURE_LIMITER_SAMPLE_INTERVAL: '10',
          PRESSURE_LIMITER_RETRY_AFTER: '3',
        },
      }),
      // The harness turns the limiter off; an empty value unsets that, as an empty line in .env does.
      // Everything else but the 1-byte heap is as `npm start` has it: on, a 250 ms sample, no Retry-After.
      startTestServer({ client, env: { PRESSURE_LIMITER_ENABLED: '', PRESSURE_LIMITER_MAX_MEMORY_HEAP_USED: '1' } }),
      startTestServer({
        client,
        env: { RATE_LIMITER_GLOBAL_ENABLED: 'true', RATE_LIMITER_GLOBAL_POINTS: '5', RATE_LIMITER_GLOBAL_DURATION: '60' },
      }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([pressed?.close(), pressedAtDefaults?.close(), limited?.close()]);
  });

  it('answers 503 SERVICE_UNAVAILABLE "Under pressure" with Retry-After while over a limit', async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const response = await pressed.request('/server/info');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('3');
    const body = (await response.json()) as ErrorBody;
    expect(body.errors[0]!.extensions.code).toBe('SERVICE_UNAVAILABLE');
    expect(body.errors[0]!.message).toBe('Service "api" is unavailable. Under pressure.');
  });

  it('is on by default: over a limit it answers 503 within a second of sampling, without Retry-After', async () => {
    expect(pressedAtDefaults.config.PRESSURE_LIMITER_ENABLED).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const response = await pressedAtDefaults.request('/server/info');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBeNull();
    expect(((await response.json()) as ErrorBody).errors[0]!.message).toBe('Service "api" is unavailable. Under pressure.');
  });

  it('shares one budget between all clients, whatever their address or token, and reports it in /server/info', async () => {
    const info = (await (await limited.asAdmin('/server/info')).json()) as { data: { rateLimitGlobal: unknown } };
    expect(info.data.rateLimitGlobal).toEqual({ points: 5, duration: 60 });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await (i % 2 ? limited.asAdmin('/server/ping') : limited.request('/server/ping'))).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(4);
    const refused = await limited.request('/server/info');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as ErrorBody).errors[0]!.extensions.code).toBe('REQUESTS_EXCEEDED');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pipelinedRequests } from '../../../test/harness/pipelined-requests.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';

type ErrorBody = { errors: Array<{ extensions: Record<string, unknown> & { code: string } }> };

const countOf = (statuses: number[], status: number) => statuses.filter((each) => each === status).length;

/**
 * The per-address and the shared request limiters as `npm start` has them: both off; once switched
 * on, their budgets at the defaults (50 per address, 1,000 for everyone) and their one-second
 * windows. A window of 60 s where a budget is counted keeps the count independent of how fast two
 * busy cores answer; the one-second default is then shown on a small budget.
 */
describe('the request rate limiters at their defaults', () => {
  let unlimited: TestServer;
  let perAddress: TestServer;
  let perAddressWindow: TestServer;
  let shared: TestServer;
  let sharedWindow: TestServer;
  beforeAll(async () => {
    [unlimited, perAddress, perAddressWindow, shared, sharedWindow] = await Promise.all([
      startTestServer(),
      startTestServer({ env: { RATE_LIMITER_ENABLED: 'true', RATE_LIMITER_DURATION: '60' } }),
      startTestServer({ env: { RATE_LIMITER_ENABLED: 'true', RATE_LIMITER_POINTS: '3' } }),
      startTestServer({ env: { RATE_LIMITER_GLOBAL_ENABLED: 'true', RATE_LIMITER_GLOBAL_DURATION: '60' } }),
      startTestServer({ env: { RATE_LIMITER_GLOBAL_ENABLED: 'true', RATE_LIMITER_GLOBAL_POINTS: '3' } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([unlimited, perAddress, perAddressWindow, shared, sharedWindow].map((server) => server?.close()));
  });

  it('limits nothing while RATE_LIMITER_ENABLED and RATE_LIMITER_GLOBAL_ENABLED are unset: 1,200 requests at once are all answered', async () => {
    const { statuses } = await pipelinedRequests(unlimited.url, '/server/ping', 1_200);
    expect(countOf(statuses, 200)).toBe(1_200);
  });

  it('once switched on, lets one address make 50 requests (RATE_LIMITER_POINTS), then answers 429', async () => {
    const { statuses, text } = await pipelinedRequests(perAddress.url, '/server/ping', 60);
    expect(statuses.slice(0, 50)).toEqual(Array.from({ length: 50 }, () => 200));
    expect(countOf(statuses, 429)).toBe(10);
    expect(text).toContain('"limit":50');
  });

  it('once switched on, counts one address over one second (RATE_LIMITER_DURATION)', async () => {
    await expectOneSecondWindow(perAddressWindow);
  });

  it('once switched on, shares 1,000 requests between every client (RATE_LIMITER_GLOBAL_POINTS), then answers 429', async () => {
    const { statuses, text } = await pipelinedRequests(shared.url, '/server/ping', 1_001);
    expect(countOf(statuses, 200)).toBe(1_000);
    expect(statuses[1_000]).toBe(429);
    expect(text).toContain('"limit":1000');
  });

  it('once switched on, counts the shared budget over one second (RATE_LIMITER_GLOBAL_DURATION)', async () => {
    await expectOneSecondWindow(sharedWindow);
  });
});

/** Three requests pass, the fourth waits at most a second (Retry-After: 1), and after that second one passes again. */
async function expectOneSecondWindow(server: TestServer): Promise<void> {
  for (let index = 0; index < 3; index++) expect((await server.request('/server/ping')).status).toBe(200);
  const refused = await server.request('/server/ping');
  expect(refused.status).toBe(429);
  expect(refused.headers.get('retry-after')).toBe('1');
  const { extensions } = ((await refused.json()) as ErrorBody).errors[0]!;
  expect(extensions.code).toBe('REQUESTS_EXCEEDED');
  expect(Number(extensions.reset)).toBeLessThanOrEqual(1_000);
  await new Promise((resolve) => setTimeout(resolve, Number(extensions.reset) + 50));
  expect((await server.request('/server/ping')).status).toBe(200);
}

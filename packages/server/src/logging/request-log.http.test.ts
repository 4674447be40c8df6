import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_ADMIN, type TestServer } from '../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

type Line = Record<string, unknown>;

/** Every line the server writes, parsed. */
function captureLog(): { destination: { write(line: string): void }; lines(): Line[] } {
  const written: string[] = [];
  return { destination: { write: (line) => void written.push(line) }, lines: () => written.map((line) => JSON.parse(line) as Line) };
}

/** onResponse runs once the answer is sent, so its line may land just after the client has read it. */
async function linesFor(log: ReturnType<typeof captureLog>, requestId: string): Promise<Line[]> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const lines = log.lines().filter((line) => line.reqId === requestId);
    if (lines.some((line) => line.msg === 'request')) return lines;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return log.lines().filter((line) => line.reqId === requestId);
}

describe.each(DATABASES)('one log line per request on %s', (client) => {
  let server: TestServer;
  let quiet: TestServer;
  const log = captureLog();
  const quietLog = captureLog();
  beforeAll(async () => {
    server = await startTestServer({ client, env: { LOG_LEVEL: 'info' }, logDestination: log.destination });
    quiet = await startTestServer({ client, env: { LOG_LEVEL: 'info', LOG_REQUESTS: 'false' }, logDestination: quietLog.destination });
  });
  afterAll(async () => {
    await server?.close();
    await quiet?.close();
  });

  it('writes one line when the answer is done, with what an operator needs and the URL secrets redacted', async () => {
    const role = await server.createRole();
    const user = await server.createUser({ role });
    const { access_token } = await server.login(user.email, user.password);
    const response = await server.request(`/users/me?fields=id&access_token=${access_token}`, {
      headers: { 'x-request-id': 'request-log-test-1' },
    });
    expect(response.status).toBe(200);
    const body = await response.text();

    const lines = await linesFor(log, 'request-log-test-1');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request',
      reqId: 'request-log-test-1',
      method: 'GET',
      url: '/users/me?fields=id&access_token=--redacted--',
      statusCode: 200,
      ip: '127.0.0.1',
      user: user.id,
      role,
    });
    expect(lines[0]!.responseTime).toEqual(expect.any(Number));
    // The answer's bytes on the wire: status line and headers, then the body.
    expect(lines[0]!.bytes).toBeGreaterThan(Buffer.byteLength(body));
    expect(JSON.stringify(log.lines())).not.toContain(access_token);
    expect(log.lines().filter((line) => line.msg === 'incoming request' || line.msg === 'request completed')).toEqual([]);
  });

  it('names the public caller as nobody and logs refusals too', async () => {
    const response = await server.request('/users/me', { headers: { 'x-request-id': 'request-log-test-2' } });
    expect(response.status).toBe(401);
    await response.arrayBuffer();
    const lines = await linesFor(log, 'request-log-test-2');
    expect(lines.filter((line) => line.msg === 'request')).toEqual([
      expect.objectContaining({ statusCode: 401, user: null, role: null, method: 'GET', url: '/users/me' }),
    ]);
  });

  it('writes no request lines under LOG_REQUESTS=false, while failures are still logged', async () => {
    const answered = await quiet.request('/server/ping', { headers: { 'x-request-id': 'request-log-quiet-1' } });
    expect(await answered.text()).toBe('pong');
    // A failure: the database goes away under the running server, then a request needs it.
    await quiet.server.ctx.db.destroy();
    const failed = await quiet.request('/users?fields=id', {
      headers: { 'x-request-id': 'request-log-quiet-2', authorization: `Bearer ${TEST_ADMIN.token}` },
    });
    expect(failed.status).toBeGreaterThanOrEqual(500);
    await failed.arrayBuffer();
    const errors = quietLog.lines().filter((line) => line.reqId === 'request-log-quiet-2');
    expect(errors).toEqual([expect.objectContaining({ level: 50, msg: 'request failed' })]);
    expect(quietLog.lines().filter((line) => line.msg === 'request')).toEqual([]);
    expect(quietLog.lines().filter((line) => line.reqId === 'request-log-quiet-1')).toEqual([]);
  });
});

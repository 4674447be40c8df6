import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { derivedKeys, noiseImage, storeTestFile, type StoredTestFile } from '../../../test/harness/asset-files.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { TEST_DATABASES } from '../../../test/harness/test-databases.js';

type ErrorBody = { errors: Array<{ message: string; extensions: { code: string } }> };

describe.each(TEST_DATABASES)('/assets transform limits on %s', (client) => {
  let busy: TestServer;
  let slow: TestServer;
  let source: Buffer;
  let busyFile: StoredTestFile;
  let slowFile: StoredTestFile;

  beforeAll(async () => {
    source = await noiseImage(2400, 2400);
    [busy, slow] = await Promise.all([
      startTestServer({ client, env: { ASSETS_TRANSFORM_MAX_CONCURRENT: '1' } }),
      startTestServer({ client, env: { ASSETS_TRANSFORM_TIMEOUT: '1ms' } }),
    ]);
    busyFile = await storeTestFile(busy, source, { type: 'image/jpeg', extension: 'jpg' });
    slowFile = await storeTestFile(slow, source, { type: 'image/jpeg', extension: 'jpg' });
  });
  // Every request of these tests has been answered: drop kept-alive sockets now. Under load Node may still count
  // one that finished streaming a file as busy when close() looks, and it would then linger for the 72 s keep-alive.
  afterAll(async () => {
    for (const server of [busy, slow]) server?.server.app.server.closeAllConnections();
    await Promise.all([busy?.close(), slow?.close()]);
  });

  it('refuses transforms beyond ASSETS_TRANSFORM_MAX_CONCURRENT with 503 and Retry-After, never a 500', async () => {
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, index) => busy.asAdmin(`/assets/${busyFile.id}?width=${1000 + index}&quality=95`)),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    expect(statuses).toContain(200);
    expect(statuses).toContain(503);
    for (const response of responses) {
      if (response.status !== 503) {
        await response.arrayBuffer();
        continue;
      }
      expect(response.headers.get('retry-after')).toBe('2');
      expect(((await response.json()) as ErrorBody).errors[0]!.extensions.code).toBe('SERVICE_UNAVAILABLE');
    }
    // Only what was answered 200 was stored.
    expect(await derivedKeys(busy, busyFile.id)).toHaveLength(statuses.filter((status) => status === 200).length);
  });

  it('computes one derived image once for concurrent requests, which wait for it instead of being refused', async () => {
    const before = await derivedKeys(busy, busyFile.id);
    const responses = await Promise.all(Array.from({ length: 6 }, () => busy.asAdmin(`/assets/${busyFile.id}?width=777`)));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const bodies = await Promise.all(responses.map(async (response) => Buffer.from(await response.arrayBuffer())));
    for (const body of bodies) expect(body.equals(bodies[0]!)).toBe(true);
    expect(await derivedKeys(busy, busyFile.id)).toHaveLength(before.length + 1);
  });

  it('abandons a transform past ASSETS_TRANSFORM_TIMEOUT with 503 and stores nothing', async () => {
    const response = await slow.asAdmin(`/assets/${slowFile.id}?width=1200`);
    expect(response.status).toBe(503);
    const body = (await response.json()) as ErrorBody;
    expect(body.errors[0]!.extensions.code).toBe('SERVICE_UNAVAILABLE');
    expect(body.errors[0]!.message).toMatch(/timed out/);
    expect(await derivedKeys(slow, slowFile.id)).toEqual([]);
    // The original is not a transform: still served.
    const original = await slow.asAdmin(`/assets/${slowFile.id}`);
    expect(original.status).toBe(200);
    expect(Buffer.from(await original.arrayBuffer()).equals(source)).toBe(true);
  });
});

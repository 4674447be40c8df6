import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { derivedKeys, noiseImage, storeTestFile, type StoredTestFile } from '../../../test/harness/asset-files.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

type ErrorBody = { errors: Array<{ message: string; extensions: { code: string } }> };

describe.each(DATABASES)('/assets transform limits on %s', (client) => {
  let busy: TestServer;
  let slow: TestServer;
  let shared: TestServer;
  let source: Buffer;
  let busyFile: StoredTestFile;
  let slowFile: StoredTestFile;
  let sharedFile: StoredTestFile;

  beforeAll(async () => {
    source = await noiseImage(2400, 2400);
    [busy, slow, shared] = await Promise.all([
      startTestServer({ client, env: { ASSETS_TRANSFORM_MAX_CONCURRENT: '1' } }),
      startTestServer({ client, env: { ASSETS_TRANSFORM_TIMEOUT: '1ms' } }),
      // Three slots for everyone, ASSETS_TRANSFORM_MAX_CONCURRENT_PER_USER left at its default (2).
      startTestServer({ client, env: { ASSETS_TRANSFORM_MAX_CONCURRENT: '3' } }),
    ]);
    busyFile = await storeTestFile(busy, source, { type: 'image/jpeg', extension: 'jpg' });
    slowFile = await storeTestFile(slow, source, { type: 'image/jpeg', extension: 'jpg' });
    sharedFile = await storeTestFile(shared, source, { type: 'image/jpeg', extension: 'jpg' });
    const role = await shared.createRole();
    await shared.server.ctx
      .db('directus_permissions')
      .insert({ role, collection: 'directus_files', action: 'read', permissions: '{}', fields: '*' });
    shared.server.ctx.permissions.invalidate();
    await shared.createUser({ role, token: 'transform-flooder' });
    await shared.createUser({ role, token: 'transform-bystander' });
  });
  // Every request of these tests has been answered: drop kept-alive sockets now. Under load Node may still count
  // one that finished streaming a file as busy when close() looks, and it would then linger for the 72 s keep-alive.
  afterAll(async () => {
    for (const server of [busy, slow, shared]) server?.server.app.server.closeAllConnections();
    await Promise.all([busy?.close(), slow?.close(), shared?.close()]);
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

  it("computes at most 2 of one user's transforms at once, queueing the rest, so another user still gets a slot", async () => {
    // Issue 38: a user with read on one large image asked for 8 distinct transforms at once and held every slot.
    let firstAnswered!: () => void;
    const answered = new Promise<void>((resolve) => (firstAnswered = resolve));
    const flood = Array.from({ length: 8 }, (_, index) =>
      shared
        .request(`/assets/${sharedFile.id}?width=${1000 + index}&quality=95`, { token: 'transform-flooder' })
        .then(async (response) => ({ status: response.status, bytes: (await response.arrayBuffer()).byteLength }))
        .finally(firstAnswered),
    );
    // The first answer comes once a transform is done (or refused): the flood is in the server by then.
    await answered;
    const bystander = await shared.request(`/assets/${sharedFile.id}?width=640`, { token: 'transform-bystander' });
    expect(bystander.status).toBe(200);
    await bystander.arrayBuffer();
    // The flooder's transforms waited in its own line rather than being refused.
    const answers = await Promise.all(flood);
    expect(answers.map((answer) => answer.status)).toEqual(Array<number>(8).fill(200));
    expect(answers.every((answer) => answer.bytes > 0)).toBe(true);
    expect(await derivedKeys(shared, sharedFile.id)).toHaveLength(9);
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

/** The ASSETS_* settings as `npm start` has them; the tests above and assets.http.test set each of them. */
describe('/assets at the default settings', () => {
  let server: TestServer;
  let file: StoredTestFile;
  beforeAll(async () => {
    server = await startTestServer();
    file = await storeTestFile(server, await noiseImage(2400, 2400), { type: 'image/jpeg', extension: 'jpg' });
  });
  afterAll(async () => {
    server?.server.app.server.closeAllConnections();
    await server?.close();
  });

  it('computes eight different transforms asked at once (ASSETS_TRANSFORM_MAX_CONCURRENT is 25), none past ASSETS_TRANSFORM_TIMEOUT', async () => {
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, index) => server.asAdmin(`/assets/${file.id}?width=${1000 + index}&quality=95`)),
    );
    expect(responses.map((response) => response.status)).toEqual(Array.from({ length: 8 }, () => 200));
    await Promise.all(responses.map((response) => response.arrayBuffer()));
    expect(await derivedKeys(server, file.id)).toHaveLength(8);
  });

  it('lets the browser keep an asset for ASSETS_CACHE_TTL’s 30 days', async () => {
    const response = await server.asAdmin(`/assets/${file.id}`);
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    expect(response.headers.get('cache-control')).toBe(`private, max-age=${30 * 86_400}`);
  });
});

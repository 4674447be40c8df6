import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

type Json = Record<string, unknown>;
type Body = { data?: Json; errors?: Array<{ message: string; extensions: Json }> };

/** A real HTTP server on 127.0.0.1 that the imports download from; it counts the requests it gets. */
async function startRemote(png: Buffer): Promise<{ url: string; port: number; hits: () => number; close: () => Promise<void> }> {
  let hits = 0;
  let port = 0;
  const server: Server = createServer((request, response) => {
    hits++;
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    if (path === '/images/sunset%20photo.png') return response.writeHead(200, { 'content-type': 'image/png' }).end(png);
    if (path === '/download')
      return response
        .writeHead(200, { 'content-type': 'text/plain; charset=ISO-8859-1', 'content-disposition': 'attachment; filename="report.txt"' })
        .end('plain text');
    if (path === '/big') return response.writeHead(200, { 'content-type': 'application/octet-stream' }).end(Buffer.alloc(2 * 1024 * 1024));
    if (path === '/to-denied') return response.writeHead(302, { location: `http://127.0.0.2:${port}/download` }).end();
    return response.writeHead(404).end('not here');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    hits: () => hits,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe.each(DATABASES)('POST /files/import on %s', (client) => {
  let allowing: TestServer;
  let strict: TestServer;
  let remote: Awaited<ReturnType<typeof startRemote>>;
  let png: Buffer;
  const stored = (server: TestServer) => {
    const folder = join(server.database.dataDir, 'uploads');
    return existsSync(folder) ? readdirSync(folder).filter((name) => !name.startsWith('.')) : [];
  };
  const importAs = async (server: TestServer, body: unknown, token = server.adminToken, query = '') => {
    const response = await server.request(`/files/import${query}`, { method: 'POST', json: body, token });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as Body };
  };

  beforeAll(async () => {
    png = await sharp({ create: { width: 12, height: 9, channels: 3, background: '#00ff00' } })
      .png()
      .toBuffer();
    remote = await startRemote(png);
    // Loopback allowed for the test's remote, except 127.0.0.2 (a redirect's target below).
    allowing = await startTestServer({
      client,
      env: { IMPORT_IP_DENY_LIST: '127.0.0.2/32,169.254.169.254', FILES_MAX_UPLOAD_SIZE: '1mb' },
    });
    strict = await startTestServer({ client });
  });
  afterAll(async () => {
    await allowing?.close();
    await strict?.close();
    await remote?.close();
  });

  it('imports a file from an allowed server: name from the URL path, type from the answer, fields from data', async () => {
    const { status, body } = await importAs(allowing, {
      url: `${remote.url}/images/sunset%20photo.png`,
      data: { description: 'Imported' },
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      filename_download: 'sunset photo.png',
      title: 'Sunset Photo',
      description: 'Imported',
      type: 'image/png',
      filesize: png.length,
      width: 12,
      height: 9,
      storage: 'local',
    });
    const key = body.data!.filename_disk as string;
    expect(key).toBe(`${body.data!.id as string}.png`);
    expect(readFileSync(join(allowing.database.dataDir, 'uploads', key)).equals(png)).toBe(true);
  });

  it('takes the name from Content-Disposition and the charset from the answer', async () => {
    const { status, body } = await importAs(
      allowing,
      { url: `${remote.url}/download` },
      allowing.adminToken,
      '?fields=filename_download,type,charset',
    );
    expect(status).toBe(200);
    expect(body.data).toEqual({ filename_download: 'report.txt', type: 'text/plain', charset: 'iso-8859-1' });
  });

  it('refuses a redirect to a denied address', async () => {
    const before = stored(allowing).length;
    const { status, body } = await importAs(allowing, { url: `${remote.url}/to-denied` });
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions.code).toBe('INVALID_PAYLOAD');
    expect(stored(allowing)).toHaveLength(before);
  });

  it('answers 413 past FILES_MAX_UPLOAD_SIZE and stores nothing', async () => {
    const before = stored(allowing).length;
    const { status, body } = await importAs(allowing, { url: `${remote.url}/big` });
    expect(status).toBe(413);
    expect(body.errors?.[0]?.extensions.code).toBe('CONTENT_TOO_LARGE');
    expect(stored(allowing)).toHaveLength(before);
  });

  it('answers 503 for a remote error status or an unreachable server, never a 500', async () => {
    const missing = await importAs(allowing, { url: `${remote.url}/missing` });
    expect(missing.status).toBe(503);
    expect(missing.body.errors?.[0]?.extensions.code).toBe('SERVICE_UNAVAILABLE');
    const closed = await importAs(allowing, { url: 'http://127.0.0.1:1/file.png' });
    expect(closed.status).toBe(503);
  });

  it('refuses a missing or malformed url and a scheme other than http(s)', async () => {
    expect((await importAs(allowing, {})).status).toBe(400);
    expect((await importAs(allowing, { url: 42 })).status).toBe(400);
    expect((await importAs(allowing, { url: 'file:///etc/passwd' })).status).toBe(400);
    expect((await importAs(allowing, { url: `${remote.url}/download`, data: 'x' })).status).toBe(400);
  });

  it('refuses loopback by default, in any spelling, before a request leaves', async () => {
    const hits = remote.hits();
    for (const url of [
      `${remote.url}/download`,
      `http://[::ffff:127.0.0.1]:${remote.port}/download`,
      `http://2130706433:${remote.port}/download`,
      `http://localhost:${remote.port}/download`,
    ]) {
      const { status, body } = await importAs(strict, { url });
      expect(status, url).toBe(400);
      expect(body.errors?.[0]?.extensions.code).toBe('INVALID_PAYLOAD');
    }
    expect(remote.hits()).toBe(hits);
    expect(stored(strict)).toEqual([]);
  });

  it('refuses a caller without create permission before fetching anything', async () => {
    const role = await allowing.createRole({ name: 'Reader' });
    await allowing.server.ctx.db('directus_permissions').insert({ role, collection: 'directus_files', action: 'read', fields: '*' });
    allowing.server.ctx.permissions.invalidate();
    const user = await allowing.createUser({ role });
    const token = (await allowing.login(user.email, user.password)).access_token;
    const hits = remote.hits();
    const { status } = await importAs(allowing, { url: `${remote.url}/download` }, token);
    expect(status).toBe(403);
    expect(remote.hits()).toBe(hits);
  });
});

import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import * as tus from 'tus-js-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startS3Server, type TestS3Server } from '../../../test/harness/s3-server.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';
import { tusClient, type TusClient } from '../../../test/harness/tus-requests.js';

const DATABASES = testDatabasesFor(import.meta.url);

const MB = 1024 * 1024;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

interface FileRow {
  id: string;
  filename_disk: string | null;
  filename_download: string;
  title: string | null;
  type: string | null;
  filesize: number | string | null;
  storage: string;
  tus_id: string | null;
  tus_data: unknown;
  uploaded_by: string | null;
}

async function grant(server: TestServer, role: string, actions: string[]) {
  const response = await server.asAdmin('/permissions', {
    method: 'POST',
    json: actions.map((action) => ({ role, collection: 'directus_files', action, fields: ['*'] })),
  });
  expect(response.status).toBe(200);
}

async function signedInUser(server: TestServer, actions: string[]) {
  const role = await server.createRole();
  if (actions.length > 0) await grant(server, role, actions);
  const user = await server.createUser({ role });
  const { access_token } = await server.login(user.email, user.password);
  return { ...user, token: access_token, tus: tusClient(server.url, access_token) };
}

const fileRows = (server: TestServer) => server.server.ctx.db<FileRow>('directus_files');

async function storedBytes(server: TestServer, row: FileRow): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await server.server.ctx.storage.driver(row.storage).read(row.filename_disk!)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Creates an upload of `source`, sends the first MB, cuts the next PATCH part-way, resumes from the server's offset. */
async function uploadWithCut(tus: TusClient, source: Buffer, firstChunk: number) {
  const created = await tus.create(source.length, { filename_download: 'clip-of holiday.mp4', type: 'video/mp4' });
  expect(created.status).toBe(201);
  const url = created.headers.get('location')!;
  expect(url).toMatch(/^\/files\/tus\/[0-9a-f-]{36}$/);
  const first = await tus.patch(url, 0, source.subarray(0, firstChunk));
  expect(first.status).toBe(204);
  expect(first.headers.get('upload-offset')).toBe(String(firstChunk));
  await tus.cutPatch(url, firstChunk, source.subarray(firstChunk), Math.floor(MB / 2));
  const offset = await tus.settledOffset(url);
  expect(offset).toBeGreaterThanOrEqual(firstChunk);
  expect(offset).toBeLessThan(source.length);
  const last = await tus.patch(url, offset, source.subarray(offset));
  expect(last.status).toBe(204);
  expect(last.headers.get('upload-offset')).toBe(String(source.length));
  return { url, fileId: last.headers.get('directus-file-id'), cutAt: offset };
}

describe.each(DATABASES)('resumable uploads (tus) on %s', (client) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      client,
      env: {
        LOGIN_STALL_TIME: '0',
        TUS_ENABLED: 'true',
        TUS_CHUNK_SIZE: '1mb',
        FILES_MAX_UPLOAD_SIZE: '8mb',
        FILES_MIME_TYPE_ALLOW_LIST: 'video/*,text/*,application/octet-stream,image/jpeg',
      },
    });
  }, 60_000);
  afterAll(async () => server?.close());

  it('tells signed-in clients the chunk size in /server/info', async () => {
    const user = await signedInUser(server, []);
    const response = await server.request('/server/info', { token: user.token });
    expect(((await response.json()) as { data: { uploads: unknown } }).data.uploads).toEqual({ chunkSize: MB });
  });

  it('resumes an upload cut part-way from the offset the server kept, and completes the file row', async () => {
    const user = await signedInUser(server, ['create', 'update']);
    const source = randomBytes(3 * MB + 123);
    const announced: unknown[] = [];
    const stop = server.server.ctx.events.onAction('files.upload', (meta) => void announced.push(meta));
    const { url, fileId, cutAt } = await uploadWithCut(user.tus, source, MB);
    await sleep(50);
    stop();
    expect(announced).toEqual([expect.objectContaining({ key: fileId, collection: 'directus_files' })]);
    expect(cutAt).toBeGreaterThan(MB);
    const row = (await fileRows(server).where({ id: fileId! }).first())!;
    expect(row).toMatchObject({
      filename_download: 'clip-of holiday.mp4',
      title: 'Clip Of Holiday',
      type: 'video/mp4',
      storage: 'local',
      tus_id: null,
      tus_data: null,
      uploaded_by: user.id,
    });
    expect(Number(row.filesize)).toBe(source.length);
    expect(row.filename_disk).toBe(`${row.id}.mp4`);
    expect(sha256(await storedBytes(server, row))).toBe(sha256(source));
    // The finished upload is gone from the tus store: its URL answers nothing any more.
    expect((await user.tus.head(url)).status).toBe(404);
    expect(existsSync(join(server.config.DATA_DIR, 'tus', url.split('/').pop()!))).toBe(false);
  });

  it('completes an upload sent by the official tus client (tus-js-client) in chunks', async () => {
    const user = await signedInUser(server, ['create', 'update']);
    const source = randomBytes(2 * MB + 17);
    const fileId = await new Promise<string>((resolve, reject) => {
      const upload = new tus.Upload(source, {
        endpoint: `${server.url}/files/tus`,
        chunkSize: MB,
        retryDelays: [],
        headers: { authorization: `Bearer ${user.token}` },
        metadata: { filename_download: 'from-client.bin', type: 'application/octet-stream' },
        onError: reject,
        onAfterResponse: (_request, response) => {
          const id = response.getHeader('directus-file-id');
          if (id) resolve(id);
        },
      });
      upload.start();
    });
    const row = (await fileRows(server).where({ id: fileId }).first())!;
    expect(row).toMatchObject({ filename_download: 'from-client.bin', tus_id: null });
    expect(sha256(await storedBytes(server, row))).toBe(sha256(source));
  });

  it('measures a finished image as POST /files does: width, height and allowed EXIF metadata', async () => {
    const user = await signedInUser(server, ['create', 'update']);
    const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3366ff' } })
      .withMetadata({ exif: { IFD0: { Make: 'TusCam', Software: 'not kept' } } })
      .jpeg()
      .toBuffer();
    const created = await user.tus.create(jpeg.length, { filename_download: 'photo.jpg', type: 'image/jpeg' });
    expect(created.status).toBe(201);
    const url = created.headers.get('location')!;
    const sent = await user.tus.patch(url, 0, jpeg);
    expect(sent.status).toBe(204);
    const fileId = (created.headers.get('directus-file-id') ?? sent.headers.get('directus-file-id'))!;
    const row = (await fileRows(server).where({ id: fileId }).first()) as FileRow & { width: number; height: number; metadata: unknown };
    expect(row).toMatchObject({ width: 640, height: 480, tus_id: null });
    const metadata = typeof row.metadata === 'string' ? (JSON.parse(row.metadata) as unknown) : row.metadata;
    expect(metadata).toEqual({ ifd0: { Make: 'TusCam' } });
  });

  it('writes the row when the upload is created, with the server-owned fields the client cannot set', async () => {
    const user = await signedInUser(server, ['create', 'update']);
    const created = await user.tus.create(10, {
      filename_download: 'notes.txt',
      filename_disk: '../../etc/passwd',
      storage: 'elsewhere',
      uploaded_by: randomUUID(),
      tus_id: 'mine',
    });
    expect(created.status).toBe(201);
    const tusId = created.headers.get('location')!.split('/').pop()!;
    const row = (await fileRows(server).where({ tus_id: tusId }).first())!;
    expect(row).toMatchObject({ filename_download: 'notes.txt', storage: 'local', uploaded_by: user.id, type: 'application/octet-stream' });
    expect(row.filename_disk).toBe(`${row.id}.txt`);
    expect(Number(row.filesize)).toBe(10);
  });

  it('cleans a hostile file name as multipart uploads do: no path, no CR/LF or other control characters', async () => {
    // Issue 38: Upload-Metadata is base64, so CR, LF and `../` arrive raw, unlike a multipart name.
    const user = await signedInUser(server, ['create', 'update', 'read']);
    const names = new Map([
      ['../../etc/passwd', 'passwd'],
      ['..\\..\\boot.ini', 'boot.ini'],
      ['evil\r\nX-Header: 1\u0000.txt', 'evilX-Header: 1.txt'],
      ['..', 'file'],
      ['__proto__', '__proto__'],
    ]);
    for (const [sent, kept] of names) {
      const created = await user.tus.create(1, { filename_download: sent });
      expect(created.status).toBe(201);
      const tusId = created.headers.get('location')!.split('/').pop()!;
      const row = (await fileRows(server).where({ tus_id: tusId }).first())!;
      expect([sent, row.filename_download]).toEqual([sent, kept]);
      expect(row.filename_disk).toMatch(/^[0-9a-f-]{36}(\.[a-z0-9]+)?$/);
      expect(row.title).not.toMatch(/[\r\n/\\]/);
      const done = await user.tus.patch(created.headers.get('location')!, 0, new Uint8Array([120]));
      expect(done.status).toBe(204);
      const download = await server.request(`/assets/${String(row.id)}?download`, { token: user.token });
      expect(download.headers.get('content-disposition')).not.toMatch(/[\r\n]/);
      await download.arrayBuffer();
    }
  });

  it('refuses metadata named after Object.prototype members, and writes no row', async () => {
    const user = await signedInUser(server, ['create', 'update']);
    const before = await fileRows(server).count({ count: '*' });
    for (const key of ['__proto__', 'constructor', 'toString']) {
      const metadata = `filename_download ${Buffer.from('a.txt').toString('base64')},${key} ${Buffer.from('x').toString('base64')}`;
      const response = await fetch(`${server.url}/files/tus`, {
        method: 'POST',
        headers: { 'tus-resumable': '1.0.0', 'upload-length': '5', 'upload-metadata': metadata, authorization: `Bearer ${user.token}` },
      });
      expect(response.status).toBe(400);
    }
    expect(await fileRows(server).count({ count: '*' })).toEqual(before);
  });

  it('allows no other origin when CORS is off (tus alone would answer `*`)', async () => {
    const user = await signedInUser(server, ['create', 'update']);
    const created = await user.tus.create(5, { filename_download: 'a.txt' }, { origin: 'https://evil.example' });
    expect(created.status).toBe(201);
    expect(created.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers 409 for a PATCH at the wrong offset and keeps the upload as it was', async () => {
    const user = await signedInUser(server, ['create', 'update']);
    const created = await user.tus.create(100, { filename_download: 'a.bin' });
    const url = created.headers.get('location')!;
    expect((await user.tus.patch(url, 0, randomBytes(40))).status).toBe(204);
    expect((await user.tus.patch(url, 10, randomBytes(10))).status).toBe(409);
    expect((await user.tus.patch(url, 60, randomBytes(10))).status).toBe(409);
    expect((await user.tus.head(url)).headers.get('upload-offset')).toBe('40');
  });

  it('refuses a role without create permission on directus_files, and the public', async () => {
    const reader = await signedInUser(server, ['read']);
    const before = await fileRows(server).count({ count: '*' });
    const refused = await reader.tus.create(10, { filename_download: 'no.txt' });
    expect(refused.status).toBe(403);
    const anonymous = await tusClient(server.url, undefined).create(10, { filename_download: 'no.txt' });
    expect(anonymous.status).toBe(403);
    expect(await fileRows(server).count({ count: '*' })).toEqual(before);
  });

  it('refuses resuming without update permission', async () => {
    const creator = await signedInUser(server, ['create']);
    const created = await creator.tus.create(10, { filename_download: 'once.txt' });
    expect(created.status).toBe(201);
    const url = created.headers.get('location')!;
    expect((await creator.tus.patch(url, 0, randomBytes(10))).status).toBe(403);
  });

  it("refuses another user's upload id, a made-up one and a malformed one", async () => {
    const owner = await signedInUser(server, ['create', 'update', 'delete']);
    const other = await signedInUser(server, ['create', 'update', 'delete']);
    const url = (await owner.tus.create(20, { filename_download: 'mine.txt' })).headers.get('location')!;
    expect((await other.tus.head(url)).status).toBe(404);
    expect((await other.tus.patch(url, 0, randomBytes(20))).status).toBe(404);
    expect(
      (
        await fetch(new URL(url, server.url), {
          method: 'DELETE',
          headers: { 'tus-resumable': '1.0.0', authorization: `Bearer ${other.token}` },
        })
      ).status,
    ).toBe(404);
    expect((await owner.tus.head(url)).headers.get('upload-offset')).toBe('0');
    for (const forged of [`/files/tus/${randomUUID()}`, '/files/tus/__proto__', '/files/tus/constructor', `/files/tus/..%2F..%2Fetc`]) {
      expect((await owner.tus.head(forged)).status).toBe(404);
      expect((await owner.tus.patch(forged, 0, randomBytes(1))).status).toBe(404);
    }
  });

  it('refuses an Upload-Length over FILES_MAX_UPLOAD_SIZE with 413, and writes no row', async () => {
    const user = await signedInUser(server, ['create', 'update']);
    const before = await fileRows(server).count({ count: '*' });
    const refused = await user.tus.create(8 * MB + 1, { filename_download: 'huge.bin' });
    expect(refused.status).toBe(413);
    expect(await fileRows(server).count({ count: '*' })).toEqual(before);
    expect((await user.tus.create(8 * MB, { filename_download: 'fits.bin' })).status).toBe(201);
  });

  it('refuses a type outside FILES_MIME_TYPE_ALLOW_LIST before any byte, and writes no row', async () => {
    const user = await signedInUser(server, ['create', 'update']);
    const before = await fileRows(server).count({ count: '*' });
    const allowed = await user.tus.create(10, { filename_download: 'page.html', type: 'text/html' });
    expect(allowed.status).toBe(201);
    const image = await user.tus.create(10, { filename_download: 'a.svg', type: 'image/svg+xml' });
    expect(image.status).toBe(400);
    expect(await image.text()).toContain('INVALID_PAYLOAD');
    expect(Number((await fileRows(server).count({ count: '*' }))[0]!.count)).toBe(Number(before[0]!.count) + 1);
  });

  it('refuses an upload without a file name or without a length', async () => {
    const user = await signedInUser(server, ['create', 'update']);
    expect((await user.tus.create(10, { type: 'text/plain' })).status).toBe(400);
    const deferred = await fetch(`${server.url}/files/tus`, {
      method: 'POST',
      headers: { 'tus-resumable': '1.0.0', 'upload-defer-length': '1', authorization: `Bearer ${user.token}` },
    });
    expect(deferred.status).toBe(400);
  });

  it('terminates an upload (DELETE): its bytes and its row go', async () => {
    const user = await signedInUser(server, ['create', 'update', 'delete']);
    const url = (await user.tus.create(20, { filename_download: 'gone.txt' })).headers.get('location')!;
    const tusId = url.split('/').pop()!;
    expect((await user.tus.patch(url, 0, randomBytes(5))).status).toBe(204);
    const deleted = await fetch(new URL(url, server.url), {
      method: 'DELETE',
      headers: { 'tus-resumable': '1.0.0', authorization: `Bearer ${user.token}` },
    });
    expect(deleted.status).toBe(204);
    expect(await fileRows(server).where({ tus_id: tusId }).first()).toBeUndefined();
    expect(existsSync(join(server.config.DATA_DIR, 'tus', tusId))).toBe(false);
  });
});

describe.each(DATABASES)('idle resumable uploads on %s', (client) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      client,
      env: { LOGIN_STALL_TIME: '0', TUS_ENABLED: 'true', TUS_UPLOAD_EXPIRATION: '2s', TUS_CLEANUP_SCHEDULE: '* * * * * *' },
    });
  }, 60_000);
  afterAll(async () => server?.close());

  it('keeps an upload that goes on receiving bytes past the expiration, counted from its last byte', async () => {
    const user = await signedInUser(server, ['create', 'update']);
    const source = randomBytes(40);
    const url = (await user.tus.create(source.length, { filename_download: 'slow.bin' })).headers.get('location')!;
    for (let offset = 0; offset < 40; offset += 10) {
      await sleep(900);
      expect((await user.tus.patch(url, offset, source.subarray(offset, offset + 10))).status).toBe(204);
    }
    const row = (await fileRows(server).where({ tus_id: null, filename_download: 'slow.bin' }).first())!;
    expect(sha256(await storedBytes(server, row))).toBe(sha256(source));
  }, 30_000);

  it('removes an upload idle for longer than TUS_UPLOAD_EXPIRATION, on schedule, bytes and row', async () => {
    const user = await signedInUser(server, ['create', 'update']);
    const url = (await user.tus.create(40, { filename_download: 'idle.bin' })).headers.get('location')!;
    const tusId = url.split('/').pop()!;
    expect((await user.tus.patch(url, 0, randomBytes(10))).status).toBe(204);
    let row: FileRow | undefined = (await fileRows(server).where({ tus_id: tusId }).first())!;
    for (let waited = 0; row && waited < 8000; waited += 250) {
      await sleep(250);
      row = await fileRows(server).where({ tus_id: tusId }).first();
    }
    expect(row).toBeUndefined();
    expect(existsSync(join(server.config.DATA_DIR, 'tus', tusId))).toBe(false);
    expect((await user.tus.head(url)).status).toBe(404);
  }, 30_000);

  it('refuses a start with a TUS_CLEANUP_SCHEDULE that is not a cron pattern', async () => {
    await expect(startTestServer({ client, env: { TUS_ENABLED: 'true', TUS_CLEANUP_SCHEDULE: 'every hour' } })).rejects.toThrow();
  });
});

describe('resumable uploads (tus) across origins', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: { LOGIN_STALL_TIME: '0', TUS_ENABLED: 'true', CORS_ENABLED: 'true', CORS_ORIGIN: 'https://app.example.com' },
    });
  }, 60_000);
  afterAll(async () => server?.close());

  it('allows the configured origin, with credentials and the file id exposed, and no other', async () => {
    const user = await signedInUser(server, ['create', 'update']);
    const allowed = await user.tus.create(5, { filename_download: 'a.txt' }, { origin: 'https://app.example.com' });
    expect(allowed.status).toBe(201);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    expect(allowed.headers.get('access-control-expose-headers')).toContain('Directus-File-Id');
    const other = await user.tus.create(5, { filename_download: 'b.txt' }, { origin: 'https://evil.example' });
    expect(other.headers.get('access-control-allow-origin')).not.toBe('https://evil.example');
    expect(other.headers.get('access-control-allow-origin')).not.toBe('*');
  });
});

describe('resumable uploads (tus) into an s3 location', () => {
  let s3: TestS3Server;
  let server: TestServer;
  beforeAll(async () => {
    s3 = await startS3Server();
    server = await startTestServer({
      env: {
        LOGIN_STALL_TIME: '0',
        TUS_ENABLED: 'true',
        TUS_CHUNK_SIZE: '5mb',
        STORAGE_LOCATIONS: 's3',
        ...s3.env('s3', { ROOT: 'media' }),
      },
    });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await s3?.close();
  });

  it('resumes an upload cut part-way and stores the whole file in the bucket under ROOT', async () => {
    const user = await signedInUser(server, ['create', 'update', 'read']);
    const source = randomBytes(7 * MB + 5);
    const { fileId } = await uploadWithCut(user.tus, source, 5 * MB);
    // Served back from the bucket by /assets, whole and by range.
    const asset = await server.request(`/assets/${fileId}`, { token: user.token });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toBe('video/mp4');
    expect(sha256(Buffer.from(await asset.arrayBuffer()))).toBe(sha256(source));
    const range = await server.request(`/assets/${fileId}`, { token: user.token, headers: { range: 'bytes=5242880-5242889' } });
    expect(range.status).toBe(206);
    expect(Buffer.from(await range.arrayBuffer())).toEqual(source.subarray(5 * MB, 5 * MB + 10));
    const row = (await fileRows(server).where({ id: fileId! }).first())!;
    expect(row).toMatchObject({ storage: 's3', tus_id: null });
    expect(Number(row.filesize)).toBe(source.length);
    expect(sha256(await storedBytes(server, row))).toBe(sha256(source));
    // Only the finished file is a Tessera key; the tus store's own objects are gone or hidden.
    const keys: string[] = [];
    for await (const key of server.server.ctx.storage.driver('s3').list('')) keys.push(key);
    expect(keys).toEqual([row.filename_disk]);
  }, 60_000);
});

/** TUS_ENABLED is off by default; switched on, TUS_CHUNK_SIZE and TUS_UPLOAD_EXPIRATION are as `npm start` has them. */
describe('resumable uploads at the default settings', () => {
  let off: TestServer;
  let on: TestServer;
  beforeAll(async () => {
    [off, on] = await Promise.all([startTestServer(), startTestServer({ env: { TUS_ENABLED: 'true' } })]);
  });
  afterAll(async () => {
    await Promise.all([off?.close(), on?.close()]);
  });
  afterEach(() => vi.useRealTimers());

  it('has no /files/tus and tells no chunk size while TUS_ENABLED is unset', async () => {
    const user = await signedInUser(off, ['create', 'update']);
    const created = await user.tus.create(10, { filename_download: 'off.bin' });
    expect(created.status).toBe(404);
    expect(((await created.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0]!.extensions.code).toBe(
      'ROUTE_NOT_FOUND',
    );
    const info = await off.request('/server/info', { token: user.token });
    expect(((await info.json()) as { data: Record<string, unknown> }).data).not.toHaveProperty('uploads');
  });

  it('once switched on, tells clients to send 8 MiB parts (TUS_CHUNK_SIZE)', async () => {
    const user = await signedInUser(on, []);
    const response = await on.request('/server/info', { token: user.token });
    expect(((await response.json()) as { data: { uploads: unknown } }).data.uploads).toEqual({ chunkSize: 8 * MB });
  });

  it('once switched on, keeps an idle upload for TUS_UPLOAD_EXPIRATION’s ten minutes, then answers 410 and removes it', async () => {
    const user = await signedInUser(on, ['create', 'update']);
    const url = (await user.tus.create(40, { filename_download: 'idle-default.bin' })).headers.get('location')!;
    const tusId = url.split('/').pop()!;
    expect((await user.tus.patch(url, 0, randomBytes(10))).status).toBe(204);
    const lastByte = Date.now();
    // Only Date is faked: the expiry compares it with the time of the upload's last byte.
    vi.useFakeTimers({ toFake: ['Date'], now: lastByte + 9 * 60_000 });
    expect((await user.tus.head(url)).status).toBe(200);
    vi.setSystemTime(lastByte + 10 * 60_000 + 1_000);
    expect((await user.tus.head(url)).status).toBe(410);
    expect(await fileRows(on).where({ tus_id: tusId }).first()).toBeUndefined();
  });
});

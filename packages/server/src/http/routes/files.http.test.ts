import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import type { Knex } from 'knex';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';
import type { ActionMeta } from '../../events/event-bus.js';

const DATABASES = testDatabasesFor(import.meta.url);

type Json = Record<string, unknown>;
type FilePart = { name: string; type: string; content: string | Buffer };
/** One multipart entry, in order: a field (`[name, value]`) or a file. */
type Entry = [string, string] | FilePart;

function form(entries: Entry[]): FormData {
  const body = new FormData();
  for (const entry of entries) {
    if (Array.isArray(entry)) body.append(entry[0], entry[1]);
    else body.append('file', new Blob([entry.content], { type: entry.type }), entry.name);
  }
  return body;
}

async function json(response: Response): Promise<{ data?: unknown; errors?: Array<{ message: string; extensions: Json }> }> {
  const text = await response.text();
  return text ? (JSON.parse(text) as { data?: unknown }) : {};
}

const code = async (response: Response) => (await json(response)).errors?.[0]?.extensions.code;

describe.each(DATABASES)('/files on %s', (client) => {
  let server: TestServer;
  let db: Knex;
  let uploads: string;
  let adminId: string;

  const stored = () => (existsSync(uploads) ? readdirSync(uploads).filter((name) => !name.startsWith('.')) : []);
  const upload = (entries: Entry[], token = server.adminToken, path = '/files') =>
    server.request(path, { method: 'POST', body: form(entries), token });

  beforeAll(async () => {
    server = await startTestServer({ client });
    db = server.server.ctx.db;
    uploads = join(server.database.dataDir, 'uploads');
    adminId = ((await db('directus_users').where('email', 'admin@example.com').first('id')) as { id: string }).id;
  });
  afterAll(async () => server?.close());
  beforeEach(async () => {
    await db('directus_files').delete();
    for (const name of stored()) rmSync(join(uploads, name));
  });

  it('stores one upload under a server-made name, with the fields sent before it and what the server measured', async () => {
    const response = await upload([
      ['title', 'My notes'],
      ['description', 'Before the file'],
      { name: 'notes.txt', type: 'text/plain', content: 'hello world' },
    ]);
    expect(response.status).toBe(200);
    const data = (await json(response)).data as Json;
    expect(data).toMatchObject({
      title: 'My notes',
      description: 'Before the file',
      storage: 'local',
      filename_download: 'notes.txt',
      filename_disk: `${data.id as string}.txt`,
      type: 'text/plain',
      filesize: 11,
      uploaded_by: adminId,
      modified_by: adminId,
      folder: null,
    });
    expect(data.uploaded_on).toBeTruthy();
    expect(readFileSync(join(uploads, data.filename_disk as string), 'utf8')).toBe('hello world');
  });

  it('streams a file larger than the JSON body limit (MAX_PAYLOAD_SIZE) whole', async () => {
    const big = Buffer.alloc(3 * 1024 * 1024 + 7, 0x62);
    const response = await upload([{ name: 'big.bin', type: 'application/octet-stream', content: big }]);
    expect(response.status).toBe(200);
    const data = (await json(response)).data as Json;
    expect(data.filesize).toBe(big.length);
    expect(readFileSync(join(uploads, `${data.id as string}.bin`)).equals(big)).toBe(true);
  });

  it('stores many files in one request: the fields before each file apply to it alone', async () => {
    const response = await upload([
      ['title', 'First'],
      { name: 'a.txt', type: 'text/plain', content: 'aaa' },
      { name: 'my_second-file.txt', type: 'text/plain', content: 'bbbb' },
    ]);
    expect(response.status).toBe(200);
    const data = (await json(response)).data as Json[];
    expect(data.map((row) => [row.title, row.filesize])).toEqual([
      ['First', 3],
      ['My Second File', 4],
    ]);
    expect(stored().sort()).toEqual(data.map((row) => row.filename_disk as string).sort());
  });

  it('files uploads in the settings default folder unless the client names one', async () => {
    const folder = '6f1f62a9-9a3e-4c3c-9d9a-0a0a0a0a0a01';
    await db('directus_folders').insert({ id: folder, name: 'Inbox' });
    await server.asAdmin('/settings', { method: 'PATCH', json: { storage_default_folder: folder } });
    try {
      const data = (await json(await upload([{ name: 'x.txt', type: 'text/plain', content: 'x' }]))).data as Json;
      expect(data.folder).toBe(folder);
      const named = (await json(await upload([['folder', 'null'], { name: 'y.txt', type: 'text/plain', content: 'y' }]))).data as Json;
      expect(named.folder).toBeNull();
    } finally {
      await server.asAdmin('/settings', { method: 'PATCH', json: { storage_default_folder: null } });
    }
  });

  it('creates a metadata-only row from a JSON body', async () => {
    const response = await server.asAdmin('/files?fields=id,title,storage,filename_disk,uploaded_by', {
      method: 'POST',
      json: { title: 'External', filename_download: 'remote.pdf', type: 'application/pdf' },
    });
    expect(response.status).toBe(200);
    const data = (await json(response)).data as Json;
    expect(data).toEqual({ id: expect.any(String), title: 'External', storage: 'local', filename_disk: null, uploaded_by: adminId });
    expect(stored()).toEqual([]);
  });

  it('refuses a JSON row without filename_download, a non-object, or hostile keys, never a 500', async () => {
    expect((await server.asAdmin('/files', { method: 'POST', json: { title: 'No name' } })).status).toBe(400);
    expect((await server.asAdmin('/files', { method: 'POST', json: ['x'] })).status).toBe(400);
    const proto = await server.asAdmin('/files', {
      method: 'POST',
      body: '{"filename_download":"a.txt","__proto__":{"admin":true}}',
      headers: { 'content-type': 'application/json' },
    });
    expect([200, 400]).toContain(proto.status);
    expect(({} as Json).admin).toBeUndefined();
  });

  it('refuses a storage location that is not configured', async () => {
    const response = await upload([['storage', 'elsewhere'], { name: 'a.txt', type: 'text/plain', content: 'a' }]);
    expect(response.status).toBe(400);
    expect(stored()).toEqual([]);
  });

  it('answers the read-back query, and a role reads only the files its rules admit', async () => {
    const role = await server.createRole({ name: 'Uploader' });
    await db('directus_permissions').insert([
      { role, collection: 'directus_files', action: 'create', fields: '*' },
      {
        role,
        collection: 'directus_files',
        action: 'read',
        fields: 'id,title,uploaded_by',
        permissions: JSON.stringify({ uploaded_by: { _eq: '$CURRENT_USER' } }),
      },
    ]);
    server.server.ctx.permissions.invalidate();
    const user = await server.createUser({ role });
    const token = (await server.login(user.email, user.password)).access_token;
    await upload([['title', 'Admin file'], { name: 'admin.txt', type: 'text/plain', content: 'secret' }]);
    const mine = await upload([['title', 'Mine'], { name: 'mine.txt', type: 'text/plain', content: 'm' }], token, '/files?fields=title');
    expect(mine.status).toBe(200);
    expect((await json(mine)).data).toEqual({ title: 'Mine' });
    const list = await server.request('/files?fields=title', { token });
    expect((await json(list)).data).toEqual([{ title: 'Mine' }]);
    // Asking for a field it may not read: the upload stands, the answer has no body (as items answer).
    const hidden = await upload([{ name: 'h.txt', type: 'text/plain', content: 'h' }], token, '/files?fields=filesize');
    expect(hidden.status).toBe(204);
  });

  it('refuses a role without create permission: 403 and nothing on disk', async () => {
    const role = await server.createRole({ name: 'Reader' });
    await db('directus_permissions').insert({ role, collection: 'directus_files', action: 'read', fields: '*' });
    server.server.ctx.permissions.invalidate();
    const user = await server.createUser({ role });
    const token = (await server.login(user.email, user.password)).access_token;
    const response = await upload([{ name: 'a.txt', type: 'text/plain', content: 'a' }], token);
    expect(response.status).toBe(403);
    expect(stored()).toEqual([]);
    expect(await db('directus_files').count({ n: '*' })).toEqual([{ n: expect.anything() }]);
    expect(Number(((await db('directus_files').count({ n: '*' })) as Array<{ n: unknown }>)[0]!.n)).toBe(0);
  });

  it('refuses fields a role may not write and keeps nothing on disk', async () => {
    const role = await server.createRole({ name: 'Limited' });
    await db('directus_permissions').insert({
      role,
      collection: 'directus_files',
      action: 'create',
      fields: 'id,storage,filename_download,type',
    });
    server.server.ctx.permissions.invalidate();
    const user = await server.createUser({ role });
    const token = (await server.login(user.email, user.password)).access_token;
    const response = await upload([['description', 'not mine to set'], { name: 'a.txt', type: 'text/plain', content: 'a' }], token);
    expect(response.status).toBe(403);
    expect(stored()).toEqual([]);
  });

  it('reads the size and EXIF metadata of a JPEG', async () => {
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
      .withMetadata({
        exif: {
          IFD0: { Make: 'TestCam', Model: 'Model X', Software: 'not kept' },
          IFD2: { ISOSpeedRatings: '200', FNumber: '28/10', ExposureTime: '1/250', UserComment: 'not kept' },
        },
      })
      .jpeg()
      .toBuffer();
    const response = await upload([{ name: 'photo.JPG', type: 'image/jpeg', content: jpeg }]);
    expect(response.status).toBe(200);
    const data = (await json(response)).data as Json;
    expect(data).toMatchObject({
      width: 40,
      height: 30,
      type: 'image/jpeg',
      filesize: jpeg.length,
      filename_disk: `${data.id as string}.jpg`,
    });
    // FILE_METADATA_ALLOW_LIST's default, with the reference's (Exif standard) tag names.
    expect(data.metadata).toEqual({
      ifd0: { Make: 'TestCam', Model: 'Model X' },
      exif: { FNumber: 2.8, ExposureTime: 0.004, ISOSpeedRatings: 200 },
    });
  });

  it('stores a corrupt image without its metadata, never a 500', async () => {
    const bytes = Buffer.concat([Buffer.from([0x89]), Buffer.from('PNG\r\n\x1a\nthis is not a png')]);
    const response = await upload([{ name: 'broken.png', type: 'image/png', content: bytes }]);
    expect(response.status).toBe(200);
    const data = (await json(response)).data as Json;
    expect(data).toMatchObject({ width: null, height: null, metadata: null, filesize: bytes.length });
    expect(stored()).toEqual([data.filename_disk]);
  });

  it('replaces the content by a multipart PATCH: same stored name, new bytes, size and type, derived images gone', async () => {
    const first = (await json(await upload([{ name: 'doc.txt', type: 'text/plain', content: 'old' }]))).data as Json;
    const id = first.id as string;
    writeFileSync(join(uploads, `${id}__abc123.webp`), 'derived');
    const png = await sharp({ create: { width: 8, height: 5, channels: 4, background: '#ff000080' } })
      .png()
      .toBuffer();
    const response = await server.asAdmin(`/files/${id}`, {
      method: 'PATCH',
      body: form([['title', 'New title'], { name: 'pic.png', type: 'image/png', content: png }]),
    });
    expect(response.status).toBe(200);
    const data = (await json(response)).data as Json;
    expect(data).toMatchObject({
      id,
      title: 'New title',
      filename_disk: `${id}.txt`,
      type: 'image/png',
      filesize: png.length,
      width: 8,
      height: 5,
    });
    expect(readFileSync(join(uploads, `${id}.txt`))).toEqual(png);
    expect(stored()).toEqual([`${id}.txt`]);
  });

  it('refuses a multipart PATCH from a role that may not update the file, leaving its content alone', async () => {
    const first = (await json(await upload([{ name: 'doc.txt', type: 'text/plain', content: 'original' }]))).data as Json;
    const role = await server.createRole({ name: 'Own updates only' });
    await db('directus_permissions').insert([
      { role, collection: 'directus_files', action: 'read', fields: '*' },
      {
        role,
        collection: 'directus_files',
        action: 'update',
        fields: '*',
        permissions: JSON.stringify({ uploaded_by: { _eq: '$CURRENT_USER' } }),
      },
    ]);
    server.server.ctx.permissions.invalidate();
    const user = await server.createUser({ role });
    const token = (await server.login(user.email, user.password)).access_token;
    const response = await server.request(`/files/${first.id as string}`, {
      method: 'PATCH',
      token,
      body: form([{ name: 'evil.txt', type: 'text/plain', content: 'replaced' }]),
    });
    expect(response.status).toBe(403);
    expect(readFileSync(join(uploads, first.filename_disk as string), 'utf8')).toBe('original');
    const row = (await db('directus_files')
      .where('id', first.id as string)
      .first('filesize', 'filename_download')) as Json;
    expect(row).toMatchObject({ filename_download: 'doc.txt' });
    expect(Number(row.filesize)).toBe(8);
  });

  it('updates metadata by a JSON PATCH', async () => {
    const first = (await json(await upload([{ name: 'doc.txt', type: 'text/plain', content: 'old' }]))).data as Json;
    const response = await server.asAdmin(`/files/${first.id as string}?fields=title,filesize`, {
      method: 'PATCH',
      json: { title: 'Renamed' },
    });
    expect((await json(response)).data).toEqual({ title: 'Renamed', filesize: 3 });
  });

  it('refuses updates that point a row at other stored bytes, so a delete cannot remove another file', async () => {
    const rows = (
      await json(
        await upload([
          { name: 'mine.txt', type: 'text/plain', content: 'mine' },
          { name: 'theirs.txt', type: 'text/plain', content: 'theirs' },
        ]),
      )
    ).data as Json[];
    const [mine, theirs] = rows as [Json, Json];
    const single = await server.asAdmin(`/files/${mine.id as string}`, { method: 'PATCH', json: { filename_disk: theirs.filename_disk } });
    expect(single.status).toBe(400);
    const batch = await server.asAdmin('/files', { method: 'PATCH', json: { keys: [mine.id], data: { storage: 'other' } } });
    expect(batch.status).toBe(400);
    const list = await server.asAdmin('/files', { method: 'PATCH', json: [{ id: mine.id, filename_disk: theirs.filename_disk }] });
    expect(list.status).toBe(400);
    expect((await server.asAdmin(`/files/${mine.id as string}`, { method: 'DELETE' })).status).toBe(204);
    expect(stored()).toEqual([theirs.filename_disk]);
  });

  it('deletes one file and a batch, with their stored objects and derived images', async () => {
    const rows = (
      await json(
        await upload([
          { name: 'a.txt', type: 'text/plain', content: 'a' },
          { name: 'b.txt', type: 'text/plain', content: 'b' },
          { name: 'c.txt', type: 'text/plain', content: 'c' },
        ]),
      )
    ).data as Json[];
    const [a, b, c] = rows.map((row) => row.id as string);
    writeFileSync(join(uploads, `${a!}__thumb.webp`), 'derived');
    expect((await server.asAdmin(`/files/${a!}`, { method: 'DELETE' })).status).toBe(204);
    expect(stored().sort()).toEqual([`${b!}.txt`, `${c!}.txt`].sort());
    expect((await server.asAdmin('/files', { method: 'DELETE', json: [b, c] })).status).toBe(204);
    expect(stored()).toEqual([]);
    expect(Number(((await db('directus_files').count({ n: '*' })) as Array<{ n: unknown }>)[0]!.n)).toBe(0);
  });

  it('keeps the object of a file the caller may not delete', async () => {
    const row = (await json(await upload([{ name: 'a.txt', type: 'text/plain', content: 'a' }]))).data as Json;
    const role = await server.createRole({ name: 'No delete' });
    await db('directus_permissions').insert({ role, collection: 'directus_files', action: 'read', fields: '*' });
    server.server.ctx.permissions.invalidate();
    const user = await server.createUser({ role });
    const token = (await server.login(user.email, user.password)).access_token;
    expect((await server.request(`/files/${row.id as string}`, { method: 'DELETE', token })).status).toBe(403);
    expect(stored()).toEqual([row.filename_disk]);
  });

  it('stores hostile file names safely: the stored name is the server id, the download name is cleaned', async () => {
    const names = ['../../etc/passwd', '__proto__', `${'x'.repeat(1000)}.txt`, 'evil\u0000name\r\nX-Header: 1.txt', 'constructor'];
    const response = await upload(names.map((name) => ({ name, type: 'text/plain', content: 'x' })));
    expect(response.status).toBe(200);
    const data = (await json(response)).data as Json[];
    for (const row of data) {
      expect(row.filename_disk).toMatch(/^[0-9a-f-]{36}(\.txt)?$/);
      expect(row.filename_download as string).not.toMatch(/[\r\n/\\]/);
      expect(row.filename_download as string).not.toContain('\u0000');
      expect((row.filename_download as string).length).toBeLessThanOrEqual(255);
    }
    expect(data.map((row) => row.filename_download)).toEqual([
      'passwd',
      '__proto__',
      `${'x'.repeat(251)}.txt`,
      'evilname%0D%0AX-Header: 1.txt',
      'constructor',
    ]);
    expect(stored().sort()).toEqual(data.map((row) => row.filename_disk as string).sort());
  });

  it('drops control characters sent raw in a multipart file name (NUL, ESC, DEL, line separators)', async () => {
    const response = await server.asAdmin('/files?fields=filename_download,filename_disk,id', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=XYZ' },
      body: [
        '--XYZ',
        'Content-Disposition: form-data; name="file"; filename="..\\..\\evil\u0000na\u001bme\u007f\u2028x.txt"',
        'Content-Type: text/plain',
        '',
        'body',
        '--XYZ--',
        '',
      ].join('\r\n'),
    });
    expect(response.status).toBe(200);
    const data = (await json(response)).data as Json;
    expect(data.filename_download).toBe('evilnamex.txt');
    expect(data.filename_disk).toBe(`${data.id as string}.txt`);
  });

  it('takes a field named __proto__ as a field, not as the prototype', async () => {
    const response = await upload([['__proto__', '{"admin":true}'], { name: 'a.txt', type: 'text/plain', content: 'a' }]);
    expect([400, 403]).toContain(response.status);
    expect(stored()).toEqual([]);
  });

  it('refuses a flood of fields or parts cleanly, storing nothing', async () => {
    const fields: Entry[] = Array.from({ length: 5000 }, (_, index): Entry => [`f${index}`, 'x']);
    const flood = await upload([...fields, { name: 'a.txt', type: 'text/plain', content: 'a' }]);
    expect(flood.status).toBe(400);
    expect(await code(flood)).toBe('INVALID_PAYLOAD');
    const files: Entry[] = Array.from({ length: 3000 }, (_, index) => ({ name: `${index}.txt`, type: 'text/plain', content: 'x' }));
    const fileFlood = await upload(files);
    expect(fileFlood.status).toBe(400);
    expect(stored()).toEqual([]);
    expect(Number(((await db('directus_files').count({ n: '*' })) as Array<{ n: unknown }>)[0]!.n)).toBe(0);
    const long = await upload([['title', 'x'.repeat(2 * 1024 * 1024)], { name: 'a.txt', type: 'text/plain', content: 'a' }]);
    expect(long.status).toBe(400);
  });

  it('refuses a multipart body without a file, or a malformed one, with 400', async () => {
    expect((await upload([['title', 'no file']])).status).toBe(400);
    const broken = await server.asAdmin('/files', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=XYZ' },
      body: '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nunfinished',
    });
    expect(broken.status).toBe(400);
    expect(stored()).toEqual([]);
  });

  it('leaves nothing behind when the client cuts the connection mid-file, and keeps serving', async () => {
    const { port } = new URL(server.url);
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const head = [
      'POST /files HTTP/1.1',
      `Host: 127.0.0.1:${port}`,
      `Authorization: Bearer ${server.adminToken}`,
      'Content-Type: multipart/form-data; boundary=CUT',
      'Content-Length: 10000000',
      '',
      '--CUT',
      'Content-Disposition: form-data; name="file"; filename="cut.bin"',
      'Content-Type: application/octet-stream',
      '',
      '',
    ].join('\r\n');
    socket.write(head);
    socket.write(Buffer.alloc(256 * 1024, 0x63));
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(existsSync(uploads) ? readdirSync(uploads) : []).toEqual([]);
    expect(Number(((await db('directus_files').count({ n: '*' })) as Array<{ n: unknown }>)[0]!.n)).toBe(0);
    expect((await upload([{ name: 'after.txt', type: 'text/plain', content: 'ok' }])).status).toBe(200);
  });

  it('emits files.upload after the upload commits, with payload, key and collection', async () => {
    const seen: ActionMeta[] = [];
    const off = server.server.ctx.events.onAction('files.upload', (meta) => void seen.push(meta));
    try {
      const data = (await json(await upload([['title', 'Evented'], { name: 'e.txt', type: 'text/plain', content: 'e' }]))).data as Json;
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(seen).toHaveLength(1);
      expect(seen[0]).toMatchObject({
        key: data.id,
        collection: 'directus_files',
        payload: { title: 'Evented', filesize: 1, filename_disk: data.filename_disk },
      });
    } finally {
      off();
    }
  });
});

describe.each(DATABASES)('/files limits on %s', (client) => {
  let server: TestServer;
  let db: Knex;
  let uploads: string;
  const stored = () => (existsSync(uploads) ? readdirSync(uploads).filter((name) => !name.startsWith('.')) : []);
  const rows = async () => Number(((await db('directus_files').count({ n: '*' })) as Array<{ n: unknown }>)[0]!.n);

  beforeAll(async () => {
    server = await startTestServer({
      client,
      env: { FILES_MAX_UPLOAD_SIZE: '1kb', FILES_MIME_TYPE_ALLOW_LIST: 'image/*,text/plain', FILE_METADATA_ALLOW_LIST: '*' },
    });
    db = server.server.ctx.db;
    uploads = join(server.database.dataDir, 'uploads');
  });
  afterAll(async () => server?.close());

  it('answers 413 CONTENT_TOO_LARGE past FILES_MAX_UPLOAD_SIZE: no object, no row', async () => {
    const ok = await server.asAdmin('/files', {
      method: 'POST',
      body: form([{ name: 'fits.txt', type: 'text/plain', content: 'x'.repeat(1024) }]),
    });
    expect(ok.status).toBe(200);
    await db('directus_files').delete();
    for (const name of stored()) rmSync(join(uploads, name));
    const response = await server.asAdmin('/files', {
      method: 'POST',
      body: form([{ name: 'big.txt', type: 'text/plain', content: 'x'.repeat(4096) }]),
    });
    expect(response.status).toBe(413);
    expect(await code(response)).toBe('CONTENT_TOO_LARGE');
    expect(existsSync(uploads) ? readdirSync(uploads) : []).toEqual([]);
    expect(await rows()).toBe(0);
  });

  it('keeps the old content when a replacement is too large', async () => {
    const first = (
      await json(
        await server.asAdmin('/files', { method: 'POST', body: form([{ name: 'a.txt', type: 'text/plain', content: 'keep me' }]) }),
      )
    ).data as Json;
    const response = await server.asAdmin(`/files/${first.id as string}`, {
      method: 'PATCH',
      body: form([{ name: 'big.txt', type: 'text/plain', content: 'x'.repeat(4096) }]),
    });
    expect(response.status).toBe(413);
    expect(readFileSync(join(uploads, first.filename_disk as string), 'utf8')).toBe('keep me');
    expect(stored()).toEqual([first.filename_disk]);
    await db('directus_files').delete();
    rmSync(join(uploads, first.filename_disk as string));
  });

  it('takes back the earlier files of a request whose later file is too large', async () => {
    const response = await server.asAdmin('/files', {
      method: 'POST',
      body: form([
        { name: 'small.txt', type: 'text/plain', content: 'x' },
        { name: 'big.txt', type: 'text/plain', content: 'x'.repeat(4096) },
      ]),
    });
    expect(response.status).toBe(413);
    expect(stored()).toEqual([]);
    expect(await rows()).toBe(0);
  });

  it('keeps every readable tag when FILE_METADATA_ALLOW_LIST is *, without binary blobs', async () => {
    const jpeg = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .withMetadata({ exif: { IFD0: { Make: 'Cam', Software: 'Editor 1.0' } } })
      .jpeg({ quality: 10 })
      .toBuffer();
    expect(jpeg.length).toBeLessThan(1024);
    const response = await server.asAdmin('/files?fields=id,filename_disk,metadata', {
      method: 'POST',
      body: form([{ name: 'a.jpg', type: 'image/jpeg', content: jpeg }]),
    });
    expect(response.status).toBe(200);
    const data = (await json(response)).data as { id: string; filename_disk: string; metadata: Record<string, Json> };
    expect(data.metadata.ifd0).toMatchObject({ Make: 'Cam', Software: 'Editor 1.0' });
    expect(data.metadata.icc).toMatchObject({ ProfileDescription: 'sRGB' });
    expect(data.metadata.icc).not.toHaveProperty('MediaWhitePoint');
    await db('directus_files').delete();
    rmSync(join(uploads, data.filename_disk));
  });

  it('refuses a type outside FILES_MIME_TYPE_ALLOW_LIST and accepts one its globs admit', async () => {
    const refused = await server.asAdmin('/files', {
      method: 'POST',
      body: form([{ name: 'a.pdf', type: 'application/pdf', content: '%PDF' }]),
    });
    expect(refused.status).toBe(400);
    expect((await json(refused)).errors?.[0]?.message).toContain('File is of invalid content type');
    expect(stored()).toEqual([]);
    const accepted = await server.asAdmin('/files', {
      method: 'POST',
      body: form([{ name: 'a.gif', type: 'image/gif', content: 'GIF89a' }]),
    });
    expect(accepted.status).toBe(200);
  });
});

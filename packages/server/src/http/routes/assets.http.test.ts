import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidImage, storeTestFile, type StoredTestFile } from '../../../test/harness/asset-files.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

type ErrorBody = { errors: Array<{ message: string; extensions: { code: string } }> };

describe.each(DATABASES)('/assets serving on %s', (client) => {
  let server: TestServer;
  let userToken: string;
  let role: string;
  const text = Buffer.from('0123456789abcdefghijklmnopqrstuvwxyz');
  let textFile: StoredTestFile;
  let jpeg: Buffer;
  let photo: StoredTestFile;

  beforeAll(async () => {
    server = await startTestServer({ client, env: { ASSETS_CACHE_TTL: '2h' } });
    role = await server.createRole();
    userToken = `static-${randomUUID()}`;
    await server.createUser({ role, password: null, token: userToken });
    textFile = await storeTestFile(server, text, { type: 'text/plain', name: 'notes.txt', extension: 'txt', title: 'public' });
    jpeg = await solidImage(40, 30);
    photo = await storeTestFile(server, jpeg, { type: 'image/jpeg', name: 'photo.jpg', extension: 'jpg', width: 40, height: 30 });
  });
  // Every request of these tests has been answered: drop kept-alive sockets now. Under load Node may still count
  // one that finished streaming a file as busy when close() looks, and it would then linger for the 72 s keep-alive.
  afterAll(async () => {
    server?.server.app.server.closeAllConnections();
    await server?.close();
  });

  const code = async (response: Response) => ((await response.json()) as ErrorBody).errors[0]!.extensions.code;
  /** The status, the body read so no connection is left half-read. */
  const status = async (response: Response) => {
    await response.arrayBuffer();
    return response.status;
  };

  it('streams the original with its type, length, validators and inline disposition; the filename in the path is ignored', async () => {
    for (const path of [`/assets/${textFile.id}`, `/assets/${textFile.id}/anything-at-all.pdf`]) {
      const response = await server.asAdmin(path);
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer())).toEqual(text);
      expect(response.headers.get('content-type')).toBe('text/plain');
      expect(response.headers.get('content-length')).toBe(String(text.length));
      expect(response.headers.get('accept-ranges')).toBe('bytes');
      expect(response.headers.get('content-disposition')).toBe('inline; filename="notes.txt"');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('etag')).toMatch(/^"[\w-]{27}"$/);
      expect(Date.parse(response.headers.get('last-modified')!)).not.toBeNaN();
      // Signed in: private, max-age in seconds from ASSETS_CACHE_TTL.
      expect(response.headers.get('cache-control')).toBe('private, max-age=7200');
    }
  });

  it('answers ?download as an attachment with the download name', async () => {
    const response = await server.asAdmin(`/assets/${photo.id}?download`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="photo.jpg"');
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(jpeg);
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await server.asAdmin(`/assets/${textFile.id}`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(text.length));
    expect(response.headers.get('etag')).toMatch(/^"/);
    expect(await response.text()).toBe('');
  });

  it('answers 304 to a matching If-None-Match or a current If-Modified-Since, and 200 otherwise', async () => {
    const first = await server.asAdmin(`/assets/${textFile.id}`);
    const etag = first.headers.get('etag')!;
    const lastModified = first.headers.get('last-modified')!;
    await first.arrayBuffer();
    const again = await server.asAdmin(`/assets/${textFile.id}`);
    expect(again.headers.get('etag')).toBe(etag);
    await again.arrayBuffer();

    const byTag = await server.asAdmin(`/assets/${textFile.id}`, { headers: { 'if-none-match': `"other", ${etag}` } });
    expect(byTag.status).toBe(304);
    expect(byTag.headers.get('etag')).toBe(etag);
    expect(await byTag.text()).toBe('');
    const byDate = await server.asAdmin(`/assets/${textFile.id}`, { headers: { 'if-modified-since': lastModified } });
    expect(byDate.status).toBe(304);

    const staleTag = await server.asAdmin(`/assets/${textFile.id}`, { headers: { 'if-none-match': '"stale"' } });
    expect(staleTag.status).toBe(200);
    await staleTag.arrayBuffer();
    const olderDate = new Date(Date.parse(lastModified) - 60_000).toUTCString();
    const staleDate = await server.asAdmin(`/assets/${textFile.id}`, { headers: { 'if-modified-since': olderDate } });
    expect(staleDate.status).toBe(200);
    expect(Buffer.from(await staleDate.arrayBuffer())).toEqual(text);
  });

  it('answers a byte range with 206 and Content-Range, an open and a suffix range too', async () => {
    const cases: Array<[string, number, number]> = [
      ['bytes=2-5', 2, 5],
      ['bytes=30-', 30, text.length - 1],
      ['bytes=-4', text.length - 4, text.length - 1],
      ['bytes=10-9999', 10, text.length - 1],
    ];
    for (const [range, start, end] of cases) {
      const response = await server.asAdmin(`/assets/${textFile.id}`, { headers: { range } });
      expect(response.status).toBe(206);
      expect(response.headers.get('content-range')).toBe(`bytes ${start}-${end}/${text.length}`);
      expect(response.headers.get('content-length')).toBe(String(end - start + 1));
      expect(Buffer.from(await response.arrayBuffer())).toEqual(text.subarray(start, end + 1));
    }
  });

  it('answers 416 RANGE_NOT_SATISFIABLE to a range past the end or a malformed one', async () => {
    for (const range of ['bytes=500-600', 'bytes=abc', 'bytes=9-2']) {
      const response = await server.asAdmin(`/assets/${textFile.id}`, { headers: { range } });
      expect(response.status).toBe(416);
      expect(response.headers.get('content-range')).toBe(`bytes */${text.length}`);
      expect(await code(response)).toBe('RANGE_NOT_SATISFIABLE');
    }
  });

  it('answers 403 for a malformed id, a missing row, a row without stored content and a row the caller may not read', async () => {
    const missingBytes = randomUUID();
    await server.server.ctx.db('directus_files').insert({
      id: missingBytes,
      storage: 'local',
      filename_disk: `${missingBytes}.jpg`,
      filename_download: 'gone.jpg',
      type: 'image/jpeg',
    });
    for (const id of ['not-a-uuid', '1', randomUUID(), missingBytes]) {
      const response = await server.asAdmin(`/assets/${id}`);
      expect(response.status).toBe(403);
      expect(await code(response)).toBe('FORBIDDEN');
    }
    // A role with no rule on directus_files, and the public role.
    const asUser = await server.request(`/assets/${photo.id}`, { token: userToken });
    expect(asUser.status).toBe(403);
    expect(await code(asUser)).toBe('FORBIDDEN');
    expect(await status(await server.request(`/assets/${photo.id}`))).toBe(403);
    // Transform parameters do not get past the check.
    expect(await status(await server.request(`/assets/${photo.id}?width=10`, { token: userToken }))).toBe(403);
  });

  it("serves what a role's read rule allows, with ?access_token= as the app's <img> links send it", async () => {
    const { db, permissions } = server.server.ctx;
    await db('directus_permissions').insert({
      role,
      collection: 'directus_files',
      action: 'read',
      permissions: JSON.stringify({ type: { _eq: 'text/plain' } }),
      fields: '*',
    });
    permissions.invalidate();
    try {
      const allowed = await server.request(`/assets/${textFile.id}?access_token=${userToken}`);
      expect(allowed.status).toBe(200);
      expect(allowed.headers.get('cache-control')).toBe('private, max-age=7200');
      await allowed.arrayBuffer();
      expect(await status(await server.request(`/assets/${photo.id}?access_token=${userToken}`))).toBe(403);
    } finally {
      await db('directus_permissions').where({ role, collection: 'directus_files' }).delete();
      permissions.invalidate();
    }
  });

  it('serves the public role what its rule allows, cacheable by shared caches', async () => {
    const { db, permissions } = server.server.ctx;
    await db('directus_permissions').insert({
      role: null,
      collection: 'directus_files',
      action: 'read',
      permissions: JSON.stringify({ title: { _eq: 'public' } }),
      fields: '*',
    });
    permissions.invalidate();
    try {
      const allowed = await server.request(`/assets/${textFile.id}`);
      expect(allowed.status).toBe(200);
      expect(allowed.headers.get('cache-control')).toBe('public, max-age=7200');
      expect(Buffer.from(await allowed.arrayBuffer())).toEqual(text);
      expect(await status(await server.request(`/assets/${photo.id}`))).toBe(403);
    } finally {
      await db('directus_permissions').whereNull('role').where({ collection: 'directus_files' }).delete();
      permissions.invalidate();
    }
  });

  it('serves the project logo to anyone, as the sign-in page shows it', async () => {
    const logo = await storeTestFile(server, jpeg, { type: 'image/jpeg', extension: 'jpg', width: 40, height: 30 });
    expect(await status(await server.request(`/assets/${logo.id}`))).toBe(403);
    await server.server.ctx.db('directus_settings').update({ project_logo: logo.id });
    try {
      const response = await server.request(`/assets/${logo.id}`);
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer())).toEqual(jpeg);
    } finally {
      await server.server.ctx.db('directus_settings').update({ project_logo: null });
    }
  });

  it('serves a share the file its shared item links to, and no other file', async () => {
    const { db, schema } = server.server.ctx;
    await db.schema.createTable('articles', (t) => {
      t.increments('id');
      t.string('title');
      t.uuid('image');
    });
    await db('directus_collections').insert({ collection: 'articles' });
    await db('directus_relations').insert({ many_collection: 'articles', many_field: 'image', one_collection: 'directus_files' });
    schema.invalidate();
    const shareRole = await server.createRole();
    await db('directus_permissions').insert([
      { role: shareRole, collection: 'articles', action: 'read', fields: '*' },
      { role: shareRole, collection: 'directus_files', action: 'read', fields: '*' },
    ]);
    server.server.ctx.permissions.invalidate();
    const [withImage] = await db('articles').insert({ title: 'with image', image: photo.id }, ['id']);
    const [without] = await db('articles').insert({ title: 'no image' }, ['id']);
    const idOf = (row: unknown) => String(typeof row === 'object' && row !== null ? (row as { id: number }).id : row);
    // A share reads no more than its creator may: an active user with the same role.
    const creator = await server.createUser({ role: shareRole, password: null });
    const tokenFor = async (item: string) => {
      const share = randomUUID();
      const row = { id: share, name: 'share', collection: 'articles', item, role: shareRole, times_used: 0, user_created: creator.id };
      await db('directus_shares').insert(row);
      const response = await server.request('/shares/auth', { method: 'POST', json: { share } });
      expect(response.status).toBe(200);
      return ((await response.json()) as { data: { access_token: string } }).data.access_token;
    };
    const linked = await tokenFor(idOf(withImage));
    const unlinked = await tokenFor(idOf(without));
    const answer = await server.request(`/assets/${photo.id}?access_token=${linked}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toMatch(/^private/);
    expect(Buffer.from(await answer.arrayBuffer())).toEqual(jpeg);
    // The share's role may read every file, but the share reaches only what its item links to.
    expect(await status(await server.request(`/assets/${textFile.id}?access_token=${linked}`))).toBe(403);
    expect(await status(await server.request(`/assets/${photo.id}?access_token=${unlinked}`))).toBe(403);
  });

  it('sends an SVG with a script sandboxed, and HTML as an attachment, so neither runs on our origin', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>');
    const svgFile = await storeTestFile(server, svg, { type: 'image/svg+xml', name: 'x.svg', extension: 'svg' });
    // Transform parameters do not apply to SVG: the original is served, still sandboxed.
    for (const query of ['', '?width=20']) {
      const response = await server.asAdmin(`/assets/${svgFile.id}${query}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(response.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await response.arrayBuffer())).toEqual(svg);
    }
    const html = await storeTestFile(server, Buffer.from('<script>alert(1)</script>'), {
      type: 'text/html',
      name: 'x.html',
      extension: 'html',
    });
    const page = await server.asAdmin(`/assets/${html.id}`);
    expect(page.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
    expect(page.headers.get('content-disposition')).toBe('attachment; filename="x.html"');
    await page.arrayBuffer();
    // A stored type that is no media type (or smuggles a header) is not sent as one.
    const odd = await storeTestFile(server, text, { type: 'text/html\r\nx-evil: 1', extension: 'txt' });
    const oddAnswer = await server.asAdmin(`/assets/${odd.id}`);
    expect(oddAnswer.status).toBe(200);
    expect(oddAnswer.headers.get('content-type')).toBe('application/octet-stream');
    expect(oddAnswer.headers.get('x-evil')).toBeNull();
    await oddAnswer.arrayBuffer();
    // Passive types are not sandboxed (a PDF viewer would break), but still nosniff.
    const image = await server.asAdmin(`/assets/${photo.id}`);
    expect(image.headers.get('content-security-policy')).toBeNull();
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    await image.arrayBuffer();
  });
});

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlogSchema, seedBlog } from '../../../test/harness/blog-schema.js';
import { lastNotificationId, seedExportArticles, waitForNotification } from '../../../test/harness/export-fixtures.js';
import { startTestServer, TEST_ADMIN, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';
import { EXPORT_FORMATS } from '../../services/export/export-format.js';

const DATABASES = testDatabasesFor(import.meta.url);

const READER_TOKEN = 'export-reader-token';
const VIEWER_TOKEN = 'export-viewer-token';
/** Enough rows for three pages of 1,000, with JSON keys first met on the later ones. */
const EXTRA_ARTICLES = 2_500;
const ADMIN_QUERY = { fields: ['*', 'author.name', 'author.team.name'], filter: { views: { _gte: 0 } }, sort: ['id'], limit: -1 };

interface FileRow {
  id: string;
  filename_download: string;
  filename_disk: string;
  storage: string;
  title: string;
  type: string;
  filesize: number | string;
  uploaded_by: string | null;
  folder: string | null;
}

describe.each(DATABASES)('POST /utils/export/:collection on %s', (client) => {
  let server: TestServer;
  let adminId: string;
  let readerId: string;
  let articleCount: number;
  const db = () => server.server.ctx.db;

  /** Starts an export as `token`, answers the notification it ends with and the file it made (if any). */
  async function exportAs(token: string, recipient: string, body: unknown) {
    const after = await lastNotificationId(db());
    const response = await server.request('/utils/export/articles', { method: 'POST', token, json: body });
    expect(response.status, await response.clone().text()).toBe(204);
    const notification = await waitForNotification(db(), recipient, after);
    const file = notification.item ? ((await db()('directus_files').where('id', notification.item).first()) as FileRow) : null;
    return { notification, file };
  }
  const content = async (id: string) => (await server.asAdmin(`/assets/${id}`)).text();
  const getExport = async (token: string, query: string) => (await server.request(`/items/articles?${query}`, { token })).text();

  beforeAll(async () => {
    // A second location whose root lies under a plain file: every write to it fails.
    const blocker = join(mkdtempSync(join(tmpdir(), 'tessera-export-blocked-')), 'not-a-folder');
    writeFileSync(blocker, '');
    server = await startTestServer({
      client,
      env: { STORAGE_LOCATIONS: 'local,broken', STORAGE_BROKEN_DRIVER: 'local', STORAGE_BROKEN_ROOT: join(blocker, 'uploads') },
    });
    await createBlogSchema(db(), client);
    await seedBlog(db(), client);
    await seedExportArticles(db(), 100, EXTRA_ARTICLES);
    adminId = ((await db()('directus_users').where('email', TEST_ADMIN.email).first('id')) as { id: string }).id;
    // Reader: published articles only, without body or price; may create files. Viewer: reads, may not create files.
    const reader = await server.createRole({ name: 'Export reader' });
    const viewer = await server.createRole({ name: 'Export viewer' });
    const readArticles = { collection: 'articles', action: 'read', permissions: JSON.stringify({ status: { _eq: 'published' } }) };
    await db()('directus_permissions').insert([
      { ...readArticles, role: reader, fields: 'id,title,status,views,data,author' },
      { role: reader, collection: 'authors', action: 'read', permissions: '{}', fields: 'id,name' },
      { role: reader, collection: 'directus_files', action: 'create', permissions: '{}', fields: '*' },
      { ...readArticles, role: viewer, fields: '*' },
    ]);
    readerId = (await server.createUser({ role: reader, token: READER_TOKEN })).id;
    await server.createUser({ role: viewer, token: VIEWER_TOKEN });
    server.server.ctx.schema.invalidate();
    articleCount = Number(((await db()('articles').count('* as n').first()) as { n: number | string }).n);
  }, 120_000);
  afterAll(async () => server?.close());

  it.each(EXPORT_FORMATS)(
    '%s: the stored file is what ?export= gives for the same query; the caller uploaded it and is notified',
    async (format) => {
      const { notification, file } = await exportAs(server.adminToken, adminId, { format, query: ADMIN_QUERY });
      const expected = await getExport(
        server.adminToken,
        `fields=*,author.name,author.team.name&filter[views][_gte]=0&sort=id&limit=-1&export=${format}`,
      );
      expect(expected.length).toBeGreaterThan(100_000);
      expect(file).toMatchObject({
        filename_download: expect.stringMatching(new RegExp(`^articles \\d{8}-\\d{6}\\.${format}$`)),
        type: { csv: 'text/csv', json: 'application/json', xml: 'text/xml', yaml: 'text/yaml' }[format],
        uploaded_by: adminId,
        storage: 'local',
      });
      expect(Number(file!.filesize)).toBe(Buffer.byteLength(expected));
      expect(await content(file!.id)).toBe(expected);
      expect(notification).toMatchObject({
        sender: adminId,
        subject: 'Your export of articles is ready',
        collection: 'directus_files',
        item: file!.id,
      });
      expect(notification.message).toContain(`${articleCount} items`);
    },
  );

  it('pages by offset under a sort that is not the key: offset, limit and a deep relation as ?export= reads them', async () => {
    const query = { fields: ['id', 'title', 'views', 'comments.body'], sort: ['-published', 'title'], offset: 7, limit: 2_100 };
    const { file } = await exportAs(server.adminToken, adminId, { format: 'json', query });
    const expected = await getExport(
      server.adminToken,
      'fields=id,title,views,comments.body&sort=-published,title&offset=7&limit=2100&export=json',
    );
    expect(await content(file!.id)).toBe(expected);
    expect(JSON.parse(expected)).toHaveLength(2_100);
  });

  it("applies the caller's rules: a reader's file lacks the hidden fields and the draft rows, as their own ?export= does", async () => {
    const { file, notification } = await exportAs(READER_TOKEN, readerId, {
      format: 'csv',
      query: { limit: -1, sort: ['id'] },
      file: { title: 'Mine' },
    });
    const text = await content(file!.id);
    expect(text).toBe(await getExport(READER_TOKEN, 'limit=-1&sort=id&export=csv'));
    const header = text.split('\n', 1)[0]!;
    expect(header).toMatch(/^"id","title","status","views","data[."]/);
    expect(header).toContain('"author"');
    expect(header).not.toMatch(/"body"|"price"|"rating"|"published"/);
    expect(text).not.toContain('"draft"');
    const published = (await db()('articles').where('status', 'published').count('* as n').first()) as { n: number | string };
    expect(notification.message).toContain(`${Number(published.n)} items`);
    expect(file).toMatchObject({ uploaded_by: readerId, title: 'Mine' });
  });

  it('answers bad requests at once, with the error of the first problem', async () => {
    const cases: Array<{ token?: string; path?: string; body: unknown; status: number; code: string; message?: string }> = [
      { path: '/utils/export/nope', body: { format: 'csv', query: {} }, status: 403, code: 'FORBIDDEN' },
      { path: '/utils/export/directus_users', body: { format: 'csv', query: {} }, status: 403, code: 'FORBIDDEN' },
      { path: '/utils/export/__proto__', body: { format: 'csv', query: {} }, status: 403, code: 'FORBIDDEN' },
      { token: READER_TOKEN, path: '/utils/export/tags', body: { format: 'csv', query: {} }, status: 403, code: 'FORBIDDEN' },
      { token: VIEWER_TOKEN, body: { format: 'csv', query: {} }, status: 403, code: 'FORBIDDEN' },
      { body: { format: 'csv' }, status: 400, code: 'INVALID_PAYLOAD', message: 'Invalid payload. "query" is required.' },
      { body: { query: {} }, status: 400, code: 'INVALID_PAYLOAD', message: 'Invalid payload. "format" is required.' },
      {
        body: { format: 'pdf', query: {} },
        status: 400,
        code: 'INVALID_PAYLOAD',
        message: 'Invalid payload. "format" must be one of [csv, json, xml, yaml].',
      },
      { body: { format: 'csv', query: {}, file: 'x' }, status: 400, code: 'INVALID_PAYLOAD' },
      { body: { format: 'csv', query: {}, file: { nope: 1 } }, status: 400, code: 'INVALID_PAYLOAD' },
      { body: { format: 'csv', query: {}, file: { storage: 'elsewhere' } }, status: 400, code: 'INVALID_PAYLOAD' },
      { body: { format: 'csv', query: { limit: 'many' } }, status: 400, code: 'INVALID_QUERY' },
      { body: { format: 'csv', query: { filter: { title: { _bogus: 1 } } } }, status: 400, code: 'INVALID_QUERY' },
      { body: { format: 'csv', query: { aggregate: { count: ['*'] } } }, status: 400, code: 'INVALID_QUERY' },
      { token: READER_TOKEN, body: { format: 'csv', query: { fields: ['nope'] } }, status: 403, code: 'FORBIDDEN' },
      { token: READER_TOKEN, body: { format: 'csv', query: { fields: ['body'] } }, status: 403, code: 'FORBIDDEN' },
      { token: READER_TOKEN, body: { format: 'csv', query: { filter: { price: { _gt: 1 } } } }, status: 403, code: 'FORBIDDEN' },
    ];
    const before = await db()('directus_files').count('* as n').first();
    for (const entry of cases) {
      const response = await server.request(entry.path ?? '/utils/export/articles', {
        method: 'POST',
        token: entry.token ?? server.adminToken,
        json: entry.body,
      });
      const body = (await response.json()) as { errors: Array<{ message: string; extensions: { code: string } }> };
      expect({ entry, status: response.status, code: body.errors[0]!.extensions.code }).toEqual({
        entry,
        status: entry.status,
        code: entry.code,
      });
      if (entry.message) expect(body.errors[0]!.message).toBe(entry.message);
    }
    expect(await db()('directus_files').count('* as n').first()).toEqual(before);
  });

  it('treats __proto__ and constructor as names like any other, never as object machinery', async () => {
    const post = (body: string) =>
      server.request('/utils/export/articles', {
        method: 'POST',
        token: server.adminToken,
        headers: { 'content-type': 'application/json' },
        body,
      });
    // The JSON body parser refuses a __proto__ key anywhere (400), before the route sees it.
    const protoFile = await post('{"format":"json","query":{},"file":{"__proto__":{"admin":true}}}');
    expect(protoFile.status).toBe(400);
    expect(await protoFile.json()).toMatchObject({ errors: [{ extensions: { code: 'INVALID_PAYLOAD' } }] });
    const constructorFile = await post('{"format":"json","query":{},"file":{"constructor":{"admin":true}}}');
    expect(await constructorFile.json()).toMatchObject({
      errors: [
        { message: 'Invalid payload. "file" has no field "constructor".', extensions: { code: 'INVALID_PAYLOAD', field: 'constructor' } },
      ],
    });
    // Unknown fields of a role's export are refused like its reads: 403, as GET answers them.
    const fields = ['constructor', 'toString'];
    const asReader = await server.request('/utils/export/articles', {
      method: 'POST',
      token: READER_TOKEN,
      json: { format: 'csv', query: { fields } },
    });
    const readerGet = await server.request('/items/articles?fields=constructor,toString', { token: READER_TOKEN });
    expect([asReader.status, readerGet.status]).toEqual([403, 403]);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('takes a limit beyond any row count as "all"', async () => {
    const { file } = await exportAs(server.adminToken, adminId, {
      format: 'json',
      query: { fields: ['id'], sort: ['-id'], limit: Number.MAX_SAFE_INTEGER },
    });
    const ids = (JSON.parse(await content(file!.id)) as Array<{ id: number }>).map((item) => item.id);
    expect(ids).toHaveLength(articleCount);
    expect(ids[0]).toBe(EXTRA_ARTICLES + 99);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('a failing export (storage unwritable) leaves no file row and tells the caller why', async () => {
    const before = await db()('directus_files').count('* as n').first();
    const { notification, file } = await exportAs(server.adminToken, adminId, { format: 'csv', query: {}, file: { storage: 'broken' } });
    expect(file).toBeNull();
    expect(notification).toMatchObject({ subject: 'Your export of articles failed', collection: null, item: null });
    expect(notification.message).toContain('could not be stored');
    expect(await db()('directus_files').count('* as n').first()).toEqual(before);
  });

  it('refuses a flood past two running exports per caller with 429; every started export ends with one notification', async () => {
    const admins = (await db()('directus_roles').where('admin_access', true).first('id')) as { id: string };
    const flooder = await server.createUser({ role: admins.id, token: `export-flood-${client}` });
    const after = await lastNotificationId(db());
    const send = () =>
      server.request('/utils/export/articles', {
        method: 'POST',
        token: `export-flood-${client}`,
        json: { format: 'yaml', query: { limit: -1 } },
      });
    const answers = await Promise.all(Array.from({ length: 8 }, send));
    const statuses = answers.map((response) => response.status);
    const started = statuses.filter((status) => status === 204).length;
    expect(statuses.every((status) => status === 204 || status === 429)).toBe(true);
    expect(started).toBeGreaterThanOrEqual(2);
    expect(started).toBeLessThan(8);
    const refused = await answers.find((response) => response.status === 429)!.json();
    expect(refused).toMatchObject({ errors: [{ extensions: { code: 'REQUESTS_EXCEEDED', limit: 2 } }] });
    const deadline = Date.now() + 60_000;
    let count = 0;
    while (count < started && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      count = Number(((await db()('directus_notifications').where('id', '>', after).count('* as n').first()) as { n: number | string }).n);
    }
    expect(count).toBe(started);
    const files = (await db()('directus_files').where('uploaded_by', flooder.id).count('* as n').first()) as { n: number | string };
    expect(Number(files.n)).toBe(started);
    // Once they have finished, the caller may export again.
    const last = await lastNotificationId(db());
    expect((await send()).status).toBe(204);
    expect((await waitForNotification(db(), flooder.id, last)).subject).toBe('Your export of articles is ready');
  });
});

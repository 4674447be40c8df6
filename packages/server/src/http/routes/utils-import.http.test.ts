import type { Knex } from 'knex';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBlogSchema } from '../../../test/harness/blog-schema.js';
import { csvFile, importRequest, jsonFile, type ImportErrorBody } from '../../../test/harness/import-request.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

/** A JSON column as read by Knex: text on SQLite and MariaDB, parsed on PostgreSQL. */
const parsed = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

const HEADER = 'id,title,views,rating,price,published,published_on,created_at,data,ref,author';

describe.each(DATABASES)('POST /utils/import/:collection on %s', (client) => {
  let server: TestServer;
  let db: Knex;
  let ann: number;

  beforeAll(async () => {
    server = await startTestServer({ client });
    db = server.server.ctx.db;
    await createBlogSchema(db, client);
    server.server.ctx.schema.invalidate();
  });
  afterAll(async () => server?.close());

  beforeEach(async () => {
    await db('articles').delete();
    await db('authors').delete();
    await db('directus_revisions').delete();
    await db('directus_activity').delete();
    // Without explicit keys, so PostgreSQL's sequence stays ahead of them for the nested creates.
    await db('authors').insert({ name: 'Ann' });
    ann = Number((await db('authors').where({ name: 'Ann' }).first()).id);
    typedRows[0]!.author = ann;
  });

  const articles = async () =>
    (await server.asAdmin('/items/articles?sort=id&limit=-1')).json() as Promise<{ data: Array<Record<string, unknown>> }>;
  const articleCount = async () => Number((await db('articles').count({ n: '*' }))[0]!.n);
  const errorsOf = async (response: Response) => ((await response.json()) as ImportErrorBody).errors;

  const typedRows: Array<Record<string, unknown>> = [
    {
      id: 1,
      title: 'Hello',
      views: 10,
      rating: 4.5,
      price: '10.50',
      published: true,
      published_on: '2024-01-15',
      data: { a: [1, 2] },
      author: 1,
    },
    { id: 2, title: 'Empty cells', views: null, rating: null, price: null, published: false, published_on: null, data: null, author: null },
  ];

  const expectTypedRows = async () => {
    const { data } = await articles();
    expect(data).toHaveLength(2);
    for (const [index, expected] of typedRows.entries()) expect(data[index]).toMatchObject(expected);
    expect(data[0]!.ref).toBe('6f1d3a52-4c4b-4a2e-9a57-3f0d6c1a2b01');
    expect(String(data[0]!.created_at)).toMatch(/^2024-01-15T10:30:00/);
    expect(data[1]!.ref).toBeNull();
    const activity = await db('directus_activity').where({ collection: 'articles', action: 'create' });
    expect(activity.map((row) => String(row.item)).sort()).toEqual(['1', '2']);
    const revisions = await db('directus_revisions').where({ collection: 'articles' }).orderBy('item');
    expect(revisions).toHaveLength(2);
    expect(parsed(revisions[0]!.data)).toMatchObject({ title: 'Hello', views: 10, published: true });
  };

  it('imports a CSV file with numbers, booleans, json, dates, uuids, m2o keys and nulls intact, with activity and revisions', async () => {
    const csv = [
      HEADER,
      `1,Hello,10,4.5,10.50,true,2024-01-15,2024-01-15T10:30:00,"{""a"":[1,2]}",6f1d3a52-4c4b-4a2e-9a57-3f0d6c1a2b01,${ann}`,
      '2,Empty cells,,,,false,,,,,',
    ].join('\n');
    const response = await importRequest(server, 'articles', [csvFile(csv)]);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
    await expectTypedRows();
  });

  it('imports a JSON file the same way, and a nested object of an m2o creates the related item', async () => {
    const rows = [
      { ...typedRows[0], created_at: '2024-01-15T10:30:00', ref: '6f1d3a52-4c4b-4a2e-9a57-3f0d6c1a2b01' },
      { ...typedRows[1], created_at: null, ref: null },
    ];
    const response = await importRequest(server, 'articles', [jsonFile(rows)]);
    expect(response.status).toBe(200);
    await expectTypedRows();
    // Keyed like the first rows, as explicit keys leave PostgreSQL's sequence behind.
    const nested = await importRequest(server, 'articles', [jsonFile([{ id: 3, title: 'By Cy', author: { name: 'Cy' } }])]);
    expect(await nested.text()).toBe('');
    const cy = await db('authors').where({ name: 'Cy' }).first();
    expect(cy).toBeDefined();
    expect((await db('articles').where({ title: 'By Cy' }).first()).author).toBe(cy.id);
  });

  it('reads the m2o as a nested item from CSV JSON text too', async () => {
    const response = await importRequest(server, 'articles', [csvFile('title,author\nNested,"{""name"":""Dee""}"\n')]);
    expect(response.status).toBe(200);
    const dee = await db('authors').where({ name: 'Dee' }).first();
    expect((await db('articles').where({ title: 'Nested' }).first()).author).toBe(dee.id);
  });

  it('updates the items whose keys exist and creates the others (upsert), recording update activity', async () => {
    await server.asAdmin('/items/articles', { method: 'POST', json: { id: 1, title: 'Old', views: 1 } });
    const response = await importRequest(server, 'articles', [csvFile('id,title,views\n1,New title,5\n2,Brand new,7\n')]);
    expect(response.status).toBe(200);
    const { data } = await articles();
    expect(data.map(({ id, title, views }) => ({ id, title, views }))).toEqual([
      { id: 1, title: 'New title', views: 5 },
      { id: 2, title: 'Brand new', views: 7 },
    ]);
    const updates = await db('directus_activity').where({ collection: 'articles', action: 'update' });
    expect(updates.map((row) => String(row.item))).toEqual(['1']);
  });

  it("emits each row's action event after the commit, with its payload, and none for a refused file", async () => {
    const seen: Array<{ key: unknown; title: unknown }> = [];
    const off = server.server.ctx.events.onAction('articles.items.create', (meta) => {
      seen.push({ key: meta.key, title: (meta.payload as Record<string, unknown>).title });
    });
    try {
      expect((await importRequest(server, 'articles', [csvFile('id,title\n7,Seven\n8,Eight\n')])).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(seen).toEqual([
        { key: 7, title: 'Seven' },
        { key: 8, title: 'Eight' },
      ]);
      expect((await importRequest(server, 'articles', [csvFile('id,title,views\n9,Nine,1\n10,Ten,x\n')])).status).toBe(400);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(seen).toHaveLength(2);
    } finally {
      off();
    }
  });

  it('refuses a file with bad rows whole, listing each bad row with its line, row and field', async () => {
    const csv = [
      'title,views,published',
      'Fine,1,true',
      ',2,true', // line 3: title missing (NOT NULL)
      '"Multi',
      'line",3,false', // a record over lines 4-5
      'Wrong type,abc,true', // line 6
      'Wrong bool,4,maybe', // line 7
    ].join('\n');
    const response = await importRequest(server, 'articles', [csvFile(csv)]);
    expect(response.status).toBe(400);
    const errors = await errorsOf(response);
    expect(errors.map((error) => [error.extensions.line, error.extensions.row, error.extensions.field])).toEqual([
      [3, 2, 'title'],
      [6, 4, 'views'],
      [7, 5, 'published'],
    ]);
    expect(errors[0]!.message).toMatch(/^Line 3: /);
    expect(errors.every((error) => typeof error.extensions.code === 'string')).toBe(true);
    expect(await articleCount()).toBe(0);
    expect(await db('directus_activity').where({ collection: 'articles' })).toHaveLength(0);
  });

  it('refuses an unknown column at the header and unknown JSON keys per row, writing nothing', async () => {
    const csv = await importRequest(server, 'articles', [csvFile('title,nope\nA,1\n')]);
    expect(csv.status).toBe(400);
    expect((await errorsOf(csv))[0]).toMatchObject({
      message: expect.stringMatching(/^Line 1: "nope" is not a field/),
      extensions: { code: 'INVALID_PAYLOAD', line: 1, field: 'nope' },
    });
    const json = await importRequest(server, 'articles', [jsonFile([{ title: 'A' }, { title: 'B', nope: 1 }])]);
    expect(json.status).toBe(400);
    expect((await errorsOf(json)).map((error) => [error.extensions.row, error.extensions.line, error.extensions.field])).toEqual([
      [2, 5, 'nope'],
    ]);
    expect(await articleCount()).toBe(0);
  });

  it('answers a CSV with broken quoting with 400 and the line of the broken record', async () => {
    const response = await importRequest(server, 'articles', [csvFile('title,views\nA,1\n"B,2\nC,3\n')]);
    expect(response.status).toBe(400);
    const [error] = await errorsOf(response);
    expect(error).toMatchObject({ extensions: { code: 'INVALID_PAYLOAD', line: 3 } });
    expect(error!.message).toMatch(/Quote Not Closed/);
    expect(await articleCount()).toBe(0);
  });

  it('answers invalid JSON with 400 and the line where parsing stopped', async () => {
    const response = await importRequest(server, 'articles', [jsonFile('[\n  {"title": "A"},\n  {"title": "B",,}\n]')]);
    expect(response.status).toBe(400);
    const [error] = await errorsOf(response);
    expect(error).toMatchObject({ extensions: { code: 'INVALID_PAYLOAD', line: 3 } });
    const notArray = await importRequest(server, 'articles', [jsonFile({ title: 'A' })]);
    expect(notArray.status).toBe(400);
    expect(await articleCount()).toBe(0);
  });

  it('lists the first 100 bad rows of a file with more', async () => {
    const lines = ['title,views', ...Array.from({ length: 150 }, (_, index) => `Row ${index},x${index}`)];
    const response = await importRequest(server, 'articles', [csvFile(lines.join('\n'))]);
    expect(response.status).toBe(400);
    const errors = await errorsOf(response);
    expect(errors).toHaveLength(100);
    expect(errors[99]!.extensions).toMatchObject({ line: 101, row: 100, field: 'views' });
    expect(await articleCount()).toBe(0);
  });

  it('reports bad rows past the first batch and keeps nothing of the batches before them', async () => {
    const lines = ['title,views', ...Array.from({ length: 1200 }, (_, index) => (index === 1100 ? 'Bad,nope' : `Row ${index},${index}`))];
    const response = await importRequest(server, 'articles', [csvFile(lines.join('\n'))]);
    expect(response.status).toBe(400);
    expect((await errorsOf(response)).map((error) => error.extensions.line)).toEqual([1102]);
    expect(await articleCount()).toBe(0);
  });

  it('answers 415 for a body that is not multipart and 400 for a type it cannot import', async () => {
    const json = await server.asAdmin('/utils/import/articles', { method: 'POST', json: [{ title: 'A' }] });
    expect(json.status).toBe(415);
    expect((await errorsOf(json))[0]!.extensions.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const xml = await importRequest(server, 'articles', [{ name: 'rows.xml', type: 'application/xml', content: '<a/>' }]);
    expect(xml.status).toBe(400);
    expect((await errorsOf(xml))[0]!.message).toMatch(/text\/csv.*application\/json/);
    const byExtension = await importRequest(server, 'articles', [
      { name: 'rows.csv', type: 'application/octet-stream', content: 'title\nA\n' },
    ]);
    expect(byExtension.status).toBe(200);
  });

  it('refuses a body without a file, with two files, or with an empty file, writing nothing', async () => {
    const none = await importRequest(server, 'articles', [], server.adminToken, [['title', 'x']]);
    expect(none.status).toBe(400);
    expect((await errorsOf(none))[0]!.message).toMatch(/No file/);
    const two = await importRequest(server, 'articles', [csvFile('title\nA\n'), csvFile('title\nB\n')]);
    expect(two.status).toBe(400);
    expect((await errorsOf(two))[0]!.message).toMatch(/Only one file/);
    for (const file of [csvFile(''), jsonFile('')]) {
      const empty = await importRequest(server, 'articles', [file]);
      expect(empty.status).toBe(400);
      expect((await errorsOf(empty))[0]!.message).toMatch(/empty/);
    }
    expect(await articleCount()).toBe(0);
  });

  it('answers 403 for unknown and system collections', async () => {
    for (const collection of ['nope', 'directus_users', '__proto__', 'constructor']) {
      const response = await importRequest(server, collection, [csvFile('title\nA\n')]);
      expect(response.status).toBe(403);
    }
    // Before the file is looked at: a type it cannot import changes nothing.
    const xml = await importRequest(server, 'nope', [{ name: 'rows.xml', type: 'application/xml', content: '<a/>' }]);
    expect(xml.status).toBe(403);
  });
});

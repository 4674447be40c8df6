import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';
import { createBlogSchema, seedBlog } from '../../../test/harness/blog-schema.js';

const DATABASES = testDatabasesFor(import.meta.url);

interface FileAnswer {
  status: number;
  type: string | null;
  disposition: string | null;
  cacheControl: string | null;
  text: string;
}

const READER_TOKEN = 'export-reader-static-token';
const stamp = '\\d{8}-\\d{6}';
const attachment = (name: string, ext: string) => new RegExp(`^attachment; filename="${name} ${stamp}\\.${ext}"$`);

describe.each(DATABASES)('?export= file downloads on %s', (client) => {
  let server: TestServer;

  const read = async (path: string, init: RequestInit & { json?: unknown; token?: string } = {}): Promise<FileAnswer> => {
    const response = await server.request(path, { token: server.adminToken, ...init });
    const header = (name: string) => response.headers.get(name);
    return {
      status: response.status,
      type: header('content-type'),
      disposition: header('content-disposition'),
      cacheControl: header('cache-control'),
      text: await response.text(),
    };
  };
  const asReader = (path: string, init: RequestInit & { json?: unknown } = {}) => read(path, { ...init, token: READER_TOKEN });

  beforeAll(async () => {
    server = await startTestServer({ client });
    const db = server.server.ctx.db;
    await createBlogSchema(db, client);
    await seedBlog(db, client);
    // Drafts whose text needs quoting and escaping.
    await db('articles').insert({ id: 6, title: 'Say "hi", then\nbye', status: 'draft', data: '{"k":[1,2],"n":{"deep":true}}', author: 2 });
    await db('articles').insert({ id: 7, title: 'A & B <c> ]]> "q"', body: '', status: 'draft', author: null });
    // A reader: published articles only, and only id, title and author; authors' names only.
    const reader = await server.createRole({ name: 'Reader' });
    await db('directus_permissions').insert([
      {
        role: reader,
        collection: 'articles',
        action: 'read',
        permissions: JSON.stringify({ status: { _eq: 'published' } }),
        fields: 'id,title,author',
      },
      { role: reader, collection: 'authors', action: 'read', permissions: '{}', fields: 'id,name' },
    ]);
    await server.createUser({ role: reader, token: READER_TOKEN });
    server.server.ctx.schema.invalidate();
  });
  afterAll(async () => server?.close());

  it('CSV: dot-path columns for m2o fields in first-seen order, a null relation as its own column', async () => {
    const answer = await read('/items/articles?fields=id,title,author.name,author.team.name&filter[id][_in]=1,3,4&sort=id&export=csv');
    expect(answer).toEqual({
      status: 200,
      type: 'text/csv; charset=utf-8',
      disposition: expect.stringMatching(attachment('articles', 'csv')),
      cacheControl: 'no-cache',
      text: [
        '"id","title","author.name","author.team.name","author"',
        '1,"Hello World","Ann","Red",',
        '3,"Bob writes","Bob","Blue",',
        '4,"Untitled 100%",,,',
      ].join('\n'),
    });
  });

  it('CSV: commas, quotes and newlines stay in one quoted cell; JSON arrays are JSON-encoded, JSON objects flattened', async () => {
    const answer = await read('/items/articles/6?fields=id,title,data,published,rating,tags&export=csv');
    expect(answer.status).toBe(200);
    expect(answer.text).toBe(
      '"id","title","data.k","data.n.deep","published","rating","tags"\n6,"Say ""hi"", then\nbye","[1,2]",true,false,,"[]"',
    );
  });

  it('JSON: the data alone, tab-indented, without meta', async () => {
    const list = await read('/items/articles?fields=id,author.name&filter[id][_lte]=2&sort=id&meta=total_count&export=json');
    expect(list).toEqual({
      status: 200,
      type: 'application/json; charset=utf-8',
      disposition: expect.stringMatching(attachment('articles', 'json')),
      cacheControl: 'no-cache',
      text: '[\n\t{\n\t\t"id": 1,\n\t\t"author": {\n\t\t\t"name": "Ann"\n\t\t}\n\t},\n\t{\n\t\t"id": 2,\n\t\t"author": {\n\t\t\t"name": "Ann"\n\t\t}\n\t}\n]',
    });
    expect((await read('/items/articles/3?fields=id,title&export=json')).text).toBe('{\n\t"id": 3,\n\t"title": "Bob writes"\n}');
  });

  it('XML: a <data> root with a <data> element per item, nested m2o elements, escaped text', async () => {
    const answer = await read('/items/articles?fields=id,title,body,author.name&filter[id][_in]=3,7&sort=id&export=xml');
    expect(answer).toEqual({
      status: 200,
      type: 'text/xml; charset=utf-8',
      disposition: expect.stringMatching(attachment('articles', 'xml')),
      cacheControl: 'no-cache',
      text: [
        "<?xml version='1.0'?>",
        '<data>',
        '    <data>',
        '        <id>3</id>',
        '        <title>Bob writes</title>',
        '        <body>Hello from Bob</body>',
        '        <author>',
        '            <name>Bob</name>',
        '        </author>',
        '    </data>',
        '    <data>',
        '        <id>7</id>',
        '        <title>A &amp; B &lt;c&gt; ]]&gt; &quot;q&quot;</title>',
        '        <body/>',
        '        <author>null</author>',
        '    </data>',
        '</data>',
      ].join('\n'),
    });
  });

  it('YAML: block style, nested maps indented, strings quoted only where needed', async () => {
    const answer = await read('/items/articles?fields=id,title,author.name,tags&filter[id][_in]=1,6&sort=id&export=yaml');
    expect(answer).toEqual({
      status: 200,
      type: 'text/yaml; charset=utf-8',
      disposition: expect.stringMatching(attachment('articles', 'yaml')),
      cacheControl: 'no-cache',
      text: [
        '- id: 1',
        '  title: Hello World',
        '  author:',
        '    name: Ann',
        '  tags:',
        '    - 1',
        '    - 2',
        '- id: 6',
        '  title: |-',
        '    Say "hi", then',
        '    bye',
        '  author:',
        '    name: Bob',
        '  tags: []',
        '',
      ].join('\n'),
    });
  });

  it("HEAD answers the file's headers without a body", async () => {
    const answer = await read('/items/articles?fields=id&export=csv', { method: 'HEAD' });
    expect(answer).toMatchObject({ status: 200, type: 'text/csv; charset=utf-8', cacheControl: 'no-cache', text: '' });
    expect(answer.disposition).toMatch(attachment('articles', 'csv'));
  });

  it('a singleton exports its one item', async () => {
    const answer = await read('/items/site?fields=site_name,per_page&export=yaml');
    expect(answer.status).toBe(200);
    expect(answer.disposition).toMatch(attachment('site', 'yaml'));
    expect(answer.text).toBe('site_name: My site\nper_page: 10\n');
  });

  it('SEARCH: export inside the body query counts; the URL one does not when the body has a query', async () => {
    const search = (path: string, json: unknown) => read(path, { method: 'SEARCH', json });
    const inBody = await search('/items/articles', {
      query: { fields: ['id', 'title'], filter: { id: { _in: [1, 2] } }, sort: ['id'], export: 'csv' },
    });
    expect(inBody).toMatchObject({ status: 200, type: 'text/csv; charset=utf-8', text: '"id","title"\n1,"Hello World"\n2,"Second Post"' });
    expect(inBody.disposition).toMatch(attachment('articles', 'csv'));
    const inUrl = await search('/items/articles?export=xml', { query: { fields: ['id'], filter: { id: { _eq: 1 } } } });
    expect(inUrl).toMatchObject({ status: 200, type: 'application/json; charset=utf-8', disposition: null, text: '{"data":[{"id":1}]}' });
    const keys = await search('/items/articles?fields=id&export=csv', { keys: [2, 1] });
    expect(keys).toMatchObject({ status: 200, text: '"id"\n2\n1' });
  });

  it('a restricted role exports only the rows and fields its JSON read shows', async () => {
    const all = await asReader('/items/articles?sort=id&export=csv');
    expect(all).toMatchObject({ status: 200, text: '"id","title","author"\n1,"Hello World",1\n3,"Bob writes",2\n5,"hello again",3' });
    const nested = await asReader('/items/articles?fields=*,author.*&sort=id&export=yaml');
    expect(nested.text).toBe(
      [
        '- id: 1',
        '  title: Hello World',
        '  author:',
        '    id: 1',
        '    name: Ann',
        '- id: 3',
        '  title: Bob writes',
        '  author:',
        '    id: 2',
        '    name: Bob',
        '- id: 5',
        '  title: hello again',
        '  author:',
        '    id: 3',
        '    name: Cid',
        '',
      ].join('\n'),
    );
    // A forbidden field or row is the same JSON error as without export.
    for (const path of ['/items/articles?fields=id,body', '/items/articles/2', '/items/articles?fields=author.age']) {
      const plain = await asReader(path);
      const exported = await asReader(`${path}${path.includes('?') ? '&' : '?'}export=csv`);
      expect(plain.status).toBe(403);
      expect(exported).toEqual({ ...plain, cacheControl: 'no-cache' });
      expect(exported.type).toBe('application/json; charset=utf-8');
    }
  });

  it('an unknown export value is INVALID_QUERY naming the option; other errors stay JSON errors', async () => {
    const message = 'Invalid query. "export" must be one of [csv, json, xml, yaml].';
    for (const path of ['/items/articles?export=pdf', '/items/articles/1?export[]=csv', '/users?export=CSV']) {
      const answer = await read(path);
      expect(answer.status, path).toBe(400);
      expect(answer.disposition).toBeNull();
      expect(JSON.parse(answer.text)).toEqual({
        errors: [{ message, extensions: { code: 'INVALID_QUERY', reason: '"export" must be one of [csv, json, xml, yaml]' } }],
      });
    }
    const inSearch = await read('/items/articles', { method: 'SEARCH', json: { query: { export: 'html' } } });
    expect(inSearch.status).toBe(400);
    expect(JSON.parse(inSearch.text).errors[0].message).toBe(message);
    const unknown = await read('/items/nope?export=csv');
    expect(unknown).toMatchObject({ status: 403, type: 'application/json; charset=utf-8', disposition: null });
    expect(JSON.parse(unknown.text).errors[0].extensions.code).toBe('FORBIDDEN');
    const badQuery = await read('/items/articles?limit=x&export=csv');
    expect(badQuery).toMatchObject({ status: 400, disposition: null });
    expect(JSON.parse(badQuery.text).errors[0].extensions.code).toBe('INVALID_QUERY');
  });

  it('system endpoints export under their system collection name', async () => {
    const users = await read('/users?fields=email,role.name&filter[email][_eq]=admin@example.com&export=csv');
    expect(users).toMatchObject({
      status: 200,
      type: 'text/csv; charset=utf-8',
      text: '"email","role.name"\n"admin@example.com","Administrator"',
    });
    expect(users.disposition).toMatch(attachment('directus_users', 'csv'));
    const me = await read('/users/me?fields=email&export=json');
    expect(me).toMatchObject({ status: 200, text: '{\n\t"email": "admin@example.com"\n}' });
    expect(me.disposition).toMatch(attachment('directus_users', 'json'));
    const roles = await read('/roles?fields=name&filter[name][_eq]=Reader&export=xml');
    expect(roles.text).toBe("<?xml version='1.0'?>\n<data>\n    <data>\n        <name>Reader</name>\n    </data>\n</data>");
    expect(roles.disposition).toMatch(attachment('directus_roles', 'xml'));
  });

  it('writes ignore export and answer JSON', async () => {
    const answer = await read('/items/tags?fields=id,name&export=csv', { method: 'POST', json: { name: 'new' } });
    expect(answer).toMatchObject({
      status: 200,
      type: 'application/json; charset=utf-8',
      disposition: null,
      text: '{"data":{"id":4,"name":"new"}}',
    });
  });
});

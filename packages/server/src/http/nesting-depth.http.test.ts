import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

type Body = { data?: unknown; errors?: Array<{ message: string; extensions: { code: string } }> };

/** JSON text nesting `levels` deep, built as text: JSON.stringify would itself overflow. */
const nestedAnd = (levels: number) => '{"_and":['.repeat(levels) + '{"id":{"_eq":1}}' + ']}'.repeat(levels);
const nestedObject = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

/**
 * Issue 12: recursion over user input had no bound, so a filter nesting `_and` 20,000 deep or a
 * JSON value 5,000 deep overflowed the stack (500). Depth is now checked before any of that work:
 * MAX_JSON_DEPTH for JSON bodies and for query options sent as JSON, QUERY_MAX_DEPTH for qs.
 */
describe.each(DATABASES)('nesting depth bounds on %s', (client) => {
  let server: TestServer;
  const send = async (method: string, path: string, text?: string) => {
    const init: RequestInit = text === undefined ? { method } : { method, body: text, headers: { 'content-type': 'application/json' } };
    const response = await server.asAdmin(path, init);
    return { status: response.status, body: (response.status === 204 ? {} : await response.json()) as Body };
  };
  const codeOf = (body: Body) => body.errors?.[0]?.extensions.code;
  const stored = async () => (await send('GET', '/items/notes?fields=id,title,data&sort=id')).body.data;

  beforeAll(async () => {
    server = await startTestServer({ client });
    const db = server.server.ctx.db;
    await db.schema.createTable('notes', (t) => {
      t.increments('id');
      t.string('title');
      t.json('data');
    });
    await db('notes').insert({ title: 'seed', data: JSON.stringify({ a: 1 }) });
    await db('directus_collections').insert({ collection: 'notes' });
    await server.asAdmin('/utils/cache/clear', { method: 'POST' });
  });
  afterAll(async () => server?.close());

  it('answers a SEARCH whose filter nests _and 20,000 deep with 400 INVALID_PAYLOAD', async () => {
    const { status, body } = await send('SEARCH', '/items/notes', `{"query":{"filter":${nestedAnd(20_000)}}}`);
    expect(status).toBe(400);
    expect(codeOf(body)).toBe('INVALID_PAYLOAD');
  });

  it('answers a SEARCH whose filter nests within the bound', async () => {
    const { status, body } = await send('SEARCH', '/items/notes', `{"query":{"fields":["id"],"filter":${nestedAnd(20)}}}`);
    expect(status).toBe(200);
    expect(body.data).toEqual([{ id: 1 }]);
  });

  it('answers a JSON filter in the querystring nested past MAX_JSON_DEPTH with 400 INVALID_QUERY', async () => {
    const { status, body } = await send('GET', `/items/notes?filter=${encodeURIComponent(nestedAnd(60))}`);
    expect(status).toBe(400);
    expect(codeOf(body)).toBe('INVALID_QUERY');
  });

  it('answers a bracket filter nested past QUERY_MAX_DEPTH with 400 INVALID_QUERY', async () => {
    const { status, body } = await send('GET', `/items/notes?filter${'[_and][0]'.repeat(40)}[id][_eq]=1`);
    expect(status).toBe(400);
    expect(codeOf(body)).toBe('INVALID_QUERY');
  });

  it('answers deep and fields nested past their bounds with 400 INVALID_QUERY', async () => {
    const deep = encodeURIComponent('{"a":'.repeat(120) + '{"_limit":1}' + '}'.repeat(120));
    expect(await send('GET', `/items/notes?deep=${deep}`).then((r) => [r.status, codeOf(r.body)])).toEqual([400, 'INVALID_QUERY']);
    const fields = `${'a.'.repeat(5_000)}b`;
    expect(await send('GET', `/items/notes?fields=${fields}`).then((r) => [r.status, codeOf(r.body)])).toEqual([400, 'INVALID_QUERY']);
  });

  it('answers a JSON field value nested 5,000 deep with 400 INVALID_PAYLOAD and stores nothing', async () => {
    const before = await stored();
    for (const [method, path] of [
      ['POST', '/items/notes'],
      ['PATCH', '/items/notes/1'],
    ] as const) {
      const { status, body } = await send(method, path, `{"title":"deep","data":${nestedObject(5_000)}}`);
      expect(status).toBe(400);
      expect(codeOf(body)).toBe('INVALID_PAYLOAD');
    }
    expect(await stored()).toEqual(before);
  });

  it('bounds nested relational write payloads by the same depth', async () => {
    const nested = '{"title":"n","author":'.repeat(200) + '{"title":"x"}' + '}'.repeat(200);
    const { status, body } = await send('POST', '/items/notes', nested);
    expect(status).toBe(400);
    expect(codeOf(body)).toBe('INVALID_PAYLOAD');
  });

  it('stores a JSON value within the bound', async () => {
    // 30 levels: MariaDB's JSON_VALID check refuses documents nesting deeper than 32.
    const { status, body } = await send('POST', '/items/notes', `{"title":"ok","data":${nestedObject(30)}}`);
    expect(status).toBe(200);
    const id = (body.data as { id: number }).id;
    await send('DELETE', `/items/notes/${id}`);
  });
});

describe('MAX_JSON_DEPTH and QUERY_MAX_DEPTH are settings', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ client: 'sqlite3', env: { MAX_JSON_DEPTH: '8', QUERY_MAX_DEPTH: '3' } });
    const db = server.server.ctx.db;
    await db.schema.createTable('notes', (t) => {
      t.increments('id');
      t.string('title');
    });
    await db('directus_collections').insert({ collection: 'notes' });
    await server.asAdmin('/utils/cache/clear', { method: 'POST' });
  });
  afterAll(async () => server?.close());

  it('refuses a body nesting past MAX_JSON_DEPTH', async () => {
    const response = await server.asAdmin('/items/notes', {
      method: 'SEARCH',
      json: { query: { filter: { _and: [{ _and: [{ _and: [{ title: { _eq: 'x' } }] }] }] } } },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as Body).errors?.[0]?.extensions.code).toBe('INVALID_PAYLOAD');
  });

  it('builds querystring objects no deeper than QUERY_MAX_DEPTH', async () => {
    const shallow = await server.asAdmin('/items/notes?filter[title][_eq]=x');
    expect(shallow.status).toBe(200);
    const deep = await server.asAdmin('/items/notes?filter[_and][0][_and][0][title][_eq]=x');
    expect(deep.status).toBe(400);
  });
});

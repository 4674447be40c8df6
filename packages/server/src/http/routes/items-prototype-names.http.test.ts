import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

type Body = { data?: unknown; errors?: Array<{ message: string; extensions: { code: string } }> };

/**
 * Issue 12: names that are members of Object.prototype were looked up in plain objects. Requests
 * naming them answered 500, a `__proto__` body key answered 500, and columns named like them were
 * hidden. Now they are ordinary names: a column created outside Tessera is an ordinary field, and
 * new fields and collections with such names are refused.
 */
describe.each(DATABASES)('prototype member names on %s', (client) => {
  let server: TestServer;
  const call = async (path: string, init: RequestInit & { json?: unknown } = {}) => {
    const response = await server.asAdmin(path, init);
    return { status: response.status, body: (response.status === 204 ? {} : await response.json()) as Body };
  };
  const codeOf = (body: Body) => body.errors?.[0]?.extensions.code;
  const rawBody = (method: string, path: string, text: string) =>
    call(path, { method, body: text, headers: { 'content-type': 'application/json' } });

  beforeAll(async () => {
    server = await startTestServer({ client });
    const db = server.server.ctx.db;
    // A table made outside Tessera whose columns are named like Object.prototype members.
    await db.schema.createTable('legacy', (t) => {
      t.increments('id');
      t.string('constructor');
      t.string('toString');
      t.integer('valueOf');
    });
    await db('legacy').insert([
      { constructor: 'b', toString: 'x', valueOf: 2 },
      { constructor: 'a', toString: 'y', valueOf: 1 },
    ]);
    await db('directus_collections').insert({ collection: 'legacy' });
    await db.schema.createTable('plain', (t) => {
      t.increments('id');
      t.string('title');
    });
    await db('plain').insert({ title: 'kept' });
    await db('directus_collections').insert({ collection: 'plain' });
    await server.asAdmin('/utils/cache/clear', { method: 'POST' });
  });
  afterAll(async () => server?.close());

  it('reads such columns with fields=* as ordinary fields', async () => {
    const { status, body } = await call('/items/legacy?fields=*&sort=id');
    expect(status).toBe(200);
    expect(body.data).toEqual([
      { id: 1, constructor: 'b', toString: 'x', valueOf: 2 },
      { id: 2, constructor: 'a', toString: 'y', valueOf: 1 },
    ]);
  });

  it('selects, sorts and filters by them (querystring and JSON filters)', async () => {
    expect((await call('/items/legacy?fields=constructor&sort=constructor')).body.data).toEqual([
      { constructor: 'a' },
      { constructor: 'b' },
    ]);
    expect((await call('/items/legacy?fields=id&sort=-valueOf')).body.data).toEqual([{ id: 1 }, { id: 2 }]);
    expect((await call('/items/legacy?fields=id&filter[constructor][_eq]=a')).body.data).toEqual([{ id: 2 }]);
    const json = encodeURIComponent(JSON.stringify({ toString: { _eq: 'x' } }));
    expect((await call(`/items/legacy?fields=id&filter=${json}`)).body.data).toEqual([{ id: 1 }]);
    expect((await call('/items/legacy?aggregate[max]=valueOf')).body.data).toEqual([{ max: { valueOf: 2 } }]);
  });

  it('writes such columns through the API', async () => {
    const { status, body } = await call('/items/legacy', { method: 'POST', json: { constructor: 'c', toString: 'z', valueOf: 3 } });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ constructor: 'c', toString: 'z', valueOf: 3 });
    await call(`/items/legacy/${(body.data as { id: number }).id}`, { method: 'DELETE' });
  });

  it.each([
    ['sort=toString', 'INVALID_QUERY'],
    ['groupBy[]=valueOf', 'INVALID_QUERY'],
    ['aggregate[count]=hasOwnProperty', 'INVALID_QUERY'],
    ['filter[hasOwnProperty][_eq]=1', 'INVALID_QUERY'],
  ])('answers %s on a collection without such a field with 400 %s', async (query, code) => {
    const { status, body } = await call(`/items/plain?${query}`);
    expect(status).toBe(400);
    expect(codeOf(body)).toBe(code);
  });

  it.each(['fields=constructor', 'fields=__proto__', 'alias[x]=__proto__', 'alias[constructor]=title', 'deep[constructor][_limit]=1'])(
    'ignores %s on a collection without such a field, as any unknown name',
    async (query) => {
      const { status, body } = await call(`/items/plain?${query}`);
      expect(status).toBe(200);
      expect(Array.isArray(body.data)).toBe(true);
    },
  );

  it('reads through an alias named like a prototype member', async () => {
    const { status, body } = await call('/items/plain?fields=constructor&alias[constructor]=title');
    expect(status).toBe(200);
    expect(body.data).toEqual([{ constructor: 'kept' }]);
  });

  it('answers a body with a __proto__ key 400 INVALID_PAYLOAD and stores nothing', async () => {
    for (const text of [
      '{"__proto__":{"title":"polluted"},"title":"p"}',
      '[{"title":"p","__proto__":{"x":1}}]',
      '{"title":"p","constructor":{"prototype":{"x":1}}}',
    ]) {
      const { status, body } = await rawBody('POST', '/items/plain', text);
      expect(status).toBe(400);
      expect(codeOf(body)).toBe('INVALID_PAYLOAD');
    }
    expect((await call('/items/plain?fields=title')).body.data).toEqual([{ title: 'kept' }]);
  });

  it('ignores payload keys named like prototype members that are not fields', async () => {
    const { status, body } = await call('/items/plain', {
      method: 'POST',
      json: { title: 'with extras', toString: 'x', valueOf: 1, hasOwnProperty: 'y' },
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ title: 'with extras' });
    await call(`/items/plain/${(body.data as { id: number }).id}`, { method: 'DELETE' });
  });

  it.each(['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty'])(
    'refuses a new field named %s with 400 INVALID_PAYLOAD',
    async (field) => {
      const { status, body } = await call('/fields/plain', { method: 'POST', json: { field, type: 'string' } });
      expect(status).toBe(400);
      expect(codeOf(body)).toBe('INVALID_PAYLOAD');
      expect((await call('/fields/plain')).body.data).toHaveLength(2);
      expect((await call('/items/plain?fields=*')).body.data).toEqual([{ id: 1, title: 'kept' }]);
    },
  );

  it.each<Record<string, unknown>>([
    { schema: { hasOwnProperty: 1 } },
    { schema: { constructor: 'x' } },
    { meta: { constructor: 1 } },
    { meta: { toString: 'x' } },
  ])('refuses a field payload with the option %j as an unknown option (400, not 500)', async (extra) => {
    const { status, body } = await call('/fields/plain', { method: 'POST', json: { field: 'extra', type: 'string', ...extra } });
    expect(status).toBe(400);
    expect(codeOf(body)).toBe('INVALID_PAYLOAD');
    expect((await call('/fields/plain')).body.data).toHaveLength(2);
  });

  it('refuses a collection payload with a meta option named like a prototype member (400, not 500)', async () => {
    const { status, body } = await call('/collections', {
      method: 'POST',
      json: { collection: 'extra', schema: {}, meta: { valueOf: 1 } },
    });
    expect(status).toBe(400);
    expect(codeOf(body)).toBe('INVALID_PAYLOAD');
    expect((await call('/collections/extra')).status).toBe(403);
  });

  it.each(['__proto__', 'constructor', 'toString'])('refuses a new collection named %s with 400 INVALID_PAYLOAD', async (collection) => {
    const { status, body } = await call('/collections', { method: 'POST', json: { collection, schema: {} } });
    expect(status).toBe(400);
    expect(codeOf(body)).toBe('INVALID_PAYLOAD');
    expect((await call(`/collections/${collection}`)).status).toBe(403);
  });

  it.each(['/items/constructor', '/items/__proto__', '/fields/constructor', '/collections/toString', '/relations/valueOf'])(
    'answers %s 403 like any unknown collection',
    async (path) => {
      expect((await call(path)).status).toBe(403);
    },
  );
});

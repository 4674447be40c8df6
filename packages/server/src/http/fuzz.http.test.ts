import fc from 'fast-check';
import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { argon2Hash, fieldPath, name, payload, queryOptions, value } from '../../test/harness/fuzz-arbitraries.js';
import { startTestServer, type TestServer } from '../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../test/harness/test-databases.js';
import { fuzzRuns } from '../../test/harness/slow-tests.js';

const DATABASES = testDatabasesFor(import.meta.url);

interface FuzzRequest {
  method: string;
  path: string;
  /** JSON text as sent, so bodies may carry keys such as `__proto__`. */
  body?: string;
  asAdmin: boolean;
}

const SEED_ROWS = [
  { id: 1, title: 'first', body: 'text one', amount: 10, flag: true, data: { a: [1, 2] }, constructor: 'c1', owner: 1 },
  { id: 2, title: 'second', body: null, amount: -5, flag: false, data: null, constructor: null, owner: null },
  {
    id: 3,
    title: 'ünïcødé "quoted"',
    body: '',
    amount: 0,
    flag: null,
    data: { nested: { deep: true } },
    constructor: 'toString',
    owner: 2,
  },
];
const SEED_FIELDS = ['id', 'title', 'body', 'amount', 'flag', 'data', 'constructor', 'owner'];
const NEW_FIELD_NAME = fc.oneof(
  fc.nat({ max: 50 }).map((n) => `f_${n}`),
  name,
  value,
);
const FIELD_TYPES = [
  'string',
  'text',
  'integer',
  'bigInteger',
  'float',
  'decimal',
  'boolean',
  'json',
  'uuid',
  'csv',
  'date',
  'alias',
  'geometry.Point',
];

const segment = (text: string) => encodeURIComponent(text);
const json = (body: unknown) => JSON.stringify(body) ?? 'null';

/** Query options as a querystring: bracket notation, or object values as JSON text. */
const querystring = (options: Record<string, unknown>, asJson: boolean) =>
  asJson
    ? Object.entries(options)
        .map(([key, entry]) => `${key}=${encodeURIComponent(typeof entry === 'string' ? entry : json(entry))}`)
        .join('&')
    : qs.stringify(options, { allowDots: false });

const itemReads = fc
  .record({
    options: queryOptions,
    asJson: fc.boolean(),
    asAdmin: fc.boolean(),
    collection: fc.oneof({ weight: 4, arbitrary: fc.constant('fuzz_seed') }, { weight: 1, arbitrary: name }),
  })
  .map(({ options, asJson, asAdmin, collection }): FuzzRequest => ({
    method: 'GET',
    path: `/items/${segment(collection)}?${querystring(options, asJson)}`,
    asAdmin,
  }));
const itemSearches = fc
  .record({ options: queryOptions, asAdmin: fc.boolean() })
  .map(({ options, asAdmin }): FuzzRequest => ({ method: 'SEARCH', path: '/items/fuzz_seed', body: json({ query: options }), asAdmin }));
const prototypeBody = fc.constantFrom(
  '{"__proto__":{"title":"x"},"title":"p"}',
  '[{"constructor":{"prototype":{"a":1}}}]',
  '{"title":"t","data":{"__proto__":1}}',
);
const itemWrites = fc.oneof(
  fc
    .record({ body: fc.oneof(payload.map(json), fc.array(payload, { maxLength: 3 }).map(json), prototypeBody), asAdmin: fc.boolean() })
    .map(({ body, asAdmin }): FuzzRequest => ({ method: 'POST', path: '/items/fuzz_write', body, asAdmin })),
  fc
    .record({ key: fc.oneof(fc.integer({ min: 100_000, max: 2 ** 31 - 1 }).map(String), name), body: payload, asAdmin: fc.boolean() })
    .map(({ key, body, asAdmin }): FuzzRequest => ({
      method: 'PATCH',
      path: `/items/fuzz_write/${segment(key)}`,
      body: json(body),
      asAdmin,
    })),
  fc
    .record({ keys: fc.array(fc.oneof(fc.integer({ min: 100_000, max: 2 ** 31 - 1 }), name), { maxLength: 3 }), data: payload })
    .map((body): FuzzRequest => ({ method: 'PATCH', path: '/items/fuzz_write', body: json(body), asAdmin: true })),
);
const fieldType = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...FIELD_TYPES) }, { weight: 1, arbitrary: name });
const schemaKey = fc.constantFrom(
  'default_value',
  'max_length',
  'is_nullable',
  'is_unique',
  'numeric_precision',
  'numeric_scale',
  'hasOwnProperty',
);
const metaKey = fc.constantFrom('hidden', 'note', 'special', 'options', 'interface', 'constructor', 'width');
const newField = fc.record(
  {
    field: NEW_FIELD_NAME,
    type: fieldType,
    schema: fc.option(fc.dictionary(schemaKey, value, { maxKeys: 2 })),
    meta: fc.option(fc.dictionary(metaKey, value, { maxKeys: 2 })),
  },
  { requiredKeys: ['field', 'type'] },
);
const schemaWrites = fc.oneof(
  newField.map((body): FuzzRequest => ({ method: 'POST', path: '/fields/fuzz_write', body: json(body), asAdmin: true })),
  fc
    .record({
      field: name,
      body: fc.record(
        { type: fc.oneof(fc.constantFrom(...FIELD_TYPES), name), meta: fc.dictionary(name, value, { maxKeys: 2 }) },
        { requiredKeys: [] },
      ),
    })
    .map(({ field, body }): FuzzRequest => ({
      method: 'PATCH',
      path: `/fields/fuzz_write/${segment(field)}`,
      body: json(body),
      asAdmin: true,
    })),
  fc
    .record({
      asAdmin: fc.boolean(),
      body: fc.record({
        collection: fc.oneof(
          fc.nat({ max: 50 }).map((n) => `c_${n}`),
          name,
          value,
        ),
        schema: fc.oneof(fc.constant({}), fc.constant(null), value),
        fields: fc.option(fc.array(fc.record({ field: name, type: fc.constantFrom(...FIELD_TYPES) }), { maxLength: 2 })),
      }),
    })
    .map(({ asAdmin, body }): FuzzRequest => ({ method: 'POST', path: '/collections', body: json(body), asAdmin })),
);
const utilsCalls = fc.oneof(
  value.map((length): FuzzRequest => ({ method: 'GET', path: `/utils/random/string?${qs.stringify({ length })}`, asAdmin: true })),
  fc
    .record({ string: value, hash: fc.oneof(value, argon2Hash), asAdmin: fc.boolean() })
    .map(({ asAdmin, ...body }): FuzzRequest => ({ method: 'POST', path: '/utils/hash/verify', body: json(body), asAdmin })),
  fc
    .record({ item: value, to: value })
    .map((body): FuzzRequest => ({ method: 'POST', path: '/utils/sort/fuzz_write', body: json(body), asAdmin: true })),
  fc.record({ collection: name, body: fc.record({ item: value, to: value }) }).map(({ collection, body }): FuzzRequest => ({
    method: 'POST',
    path: `/utils/sort/${segment(collection)}`,
    body: json(body),
    asAdmin: true,
  })),
  // argon2 is slow by design: hash generation is drawn rarely, with short strings only.
  fc
    .oneof(
      { weight: 9, arbitrary: value.filter((entry) => typeof entry !== 'string' || entry.length < 50) },
      { weight: 1, arbitrary: fc.constant('ok') },
    )
    .map((string): FuzzRequest => ({ method: 'POST', path: '/utils/hash/generate', body: json({ string }), asAdmin: true })),
);
const fieldReads = fieldPath.map((path): FuzzRequest => ({ method: 'GET', path: `/fields/${segment(path)}`, asAdmin: true }));

const anyRequest = fc.oneof(
  { weight: 4, arbitrary: itemReads },
  { weight: 3, arbitrary: itemSearches },
  { weight: 3, arbitrary: itemWrites },
  { weight: 2, arbitrary: schemaWrites },
  { weight: 2, arbitrary: utilsCalls },
  { weight: 1, arbitrary: fieldReads },
);

/**
 * Issue 12: random names, operators, nestings and values against a real server on each database,
 * as admin and as the public role. No request may answer 5xx, and afterwards the seeded rows,
 * fields and collections are exactly as they were. Fixed seed and run count: the same requests on
 * every run, well under a minute per database.
 */
describe.each(DATABASES)('fuzzing the API on %s', (client) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ client });
    const db = server.server.ctx.db;
    await db.schema.createTable('fuzz_owners', (t) => {
      t.increments('id');
      t.string('name');
    });
    await db('fuzz_owners').insert([{ name: 'ann' }, { name: 'bob' }]);
    await db('directus_collections').insert({ collection: 'fuzz_owners' });
    for (const table of ['fuzz_seed', 'fuzz_write']) {
      await db.schema.createTable(table, (t) => {
        t.increments('id');
        t.string('title');
        t.text('body');
        t.integer('amount');
        t.boolean('flag');
        t.json('data');
        t.string('constructor');
        t.integer('sort');
        t.integer('owner').unsigned().references('id').inTable('fuzz_owners');
        t.timestamp('published_at').nullable();
        t.decimal('price', 8, 2).nullable();
        t.bigInteger('big').nullable();
      });
      await db(table).insert(SEED_ROWS.map((row) => ({ ...row, data: row.data === null ? null : JSON.stringify(row.data) })));
      await db('directus_collections').insert({ collection: table, sort_field: 'sort' });
      await db('directus_fields').insert({ collection: table, field: 'owner', special: 'm2o' });
      await db('directus_relations').insert({ many_collection: table, many_field: 'owner', one_collection: 'fuzz_owners' });
    }
    await db('directus_permissions').insert([
      {
        role: null,
        collection: 'fuzz_seed',
        action: 'read',
        fields: 'id,title,amount,owner',
        permissions: JSON.stringify({ amount: { _gte: 0 } }),
      },
      { role: null, collection: 'fuzz_owners', action: 'read', fields: 'id', permissions: JSON.stringify({ name: { _neq: 'bob' } }) },
      {
        role: null,
        collection: 'fuzz_write',
        action: 'create',
        fields: 'title,body,data',
        validation: JSON.stringify({ title: { _nnull: true } }),
      },
      { role: null, collection: 'fuzz_write', action: 'update', fields: 'title', permissions: '{}' },
    ]);
    await server.asAdmin('/utils/cache/clear', { method: 'POST' });
  });
  afterAll(async () => server?.close());

  const send = async (request: FuzzRequest): Promise<number> => {
    const init: RequestInit = {
      method: request.method,
      ...(request.body === undefined ? {} : { body: request.body, headers: { 'content-type': 'application/json' } }),
    };
    const response = request.asAdmin ? await server.asAdmin(request.path, init) : await server.request(request.path, init);
    await response.arrayBuffer();
    return response.status;
  };

  it('answers no random request with a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(anyRequest, { minLength: 1, maxLength: 4 }), async (requests) => {
        for (const request of requests) {
          const status = await send(request);
          if (status >= 500)
            throw new Error(`${request.method} ${request.path.slice(0, 300)} ${request.body?.slice(0, 300) ?? ''} answered ${status}`);
        }
      }),
      { numRuns: fuzzRuns(1500), seed: 12, endOnFailure: true },
    );
  }, 240_000);

  it('leaves the seeded collection, its fields and its rows intact', async () => {
    const rows = await server.asAdmin(`/items/fuzz_seed?fields=${SEED_FIELDS.join(',')}&sort=id&limit=-1`);
    expect(rows.status).toBe(200);
    expect(((await rows.json()) as { data: unknown[] }).data).toEqual(SEED_ROWS);
    const fields = ((await (await server.asAdmin('/fields/fuzz_seed')).json()) as { data: Array<{ field: string }> }).data.map(
      (entry) => entry.field,
    );
    expect(fields).toEqual(expect.arrayContaining([...SEED_FIELDS, 'sort']));
    const collections = ((await (await server.asAdmin('/collections')).json()) as { data: Array<{ collection: string }> }).data.map(
      (entry) => entry.collection,
    );
    expect(collections).toEqual(expect.arrayContaining(['fuzz_seed', 'fuzz_write']));
    const counted = await server.server.ctx.db('fuzz_seed').count({ n: '*' }).first();
    expect(Number(counted?.n)).toBe(SEED_ROWS.length);
  });
});

import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbClient } from '../../db/connection.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';
import { callAsAdmin } from '../../../test/harness/blog-schema.js';

const DATABASES = testDatabasesFor(import.meta.url);

/** One column per field type of the spec, plus a collection pointing at it and a singleton. */
async function createMeasures(db: Knex, client: DbClient): Promise<void> {
  await db.schema.createTable('measures', (t) => {
    t.increments('id');
    t.string('label', 10);
    t.text('notes');
    t.integer('count');
    t.bigInteger('big');
    t.float('ratio');
    if (client === 'sqlite3') t.specificType('amount', 'decimal(6, 2)');
    else t.decimal('amount', 6, 2);
    t.boolean('flag');
    t.date('day');
    t.time('at');
    if (client === 'pg') t.timestamp('local', { useTz: false });
    else if (client === 'sqlite3') t.specificType('local', 'datetime');
    else t.dateTime('local');
    if (client === 'sqlite3') t.specificType('stamp', 'timestamp');
    else t.timestamp('stamp', { useTz: true }).nullable();
    t.uuid('ref');
    t.json('data');
    t.string('tags', 100);
    t.string('secret', 255);
  });
  await db.schema.createTable('readings', (t) => {
    t.increments('id');
    t.integer('measure').unsigned().references('id').inTable('measures');
    t.integer('value');
  });
  await db.schema.createTable('limits', (t) => {
    t.increments('id');
    t.integer('max_count');
  });
  await db('directus_collections').insert({ collection: 'limits', singleton: true });
  await db('directus_fields').insert({ collection: 'measures', field: 'tags', special: 'cast-csv' });
  await db('directus_fields').insert({ collection: 'measures', field: 'secret', special: 'hash' });
  await db('directus_fields').insert({ collection: 'measures', field: 'readings', special: 'o2m' });
  await db('directus_relations').insert({
    many_collection: 'readings',
    many_field: 'measure',
    one_collection: 'measures',
    one_field: 'readings',
  });
}

const VALID = {
  label: 'ok',
  count: 1,
  big: 2,
  ratio: 0.5,
  amount: '12.34',
  flag: true,
  day: '2024-02-29',
  at: '10:30:00',
  local: '2024-01-15T10:30:00',
  stamp: '2024-01-15T10:30:00Z',
};

/** Field, bad value, code: each must be refused naming its field, on create and on update. */
const BAD_VALUES: Array<[string, unknown, string]> = [
  ['label', 'x'.repeat(11), 'VALUE_TOO_LONG'],
  ['label', 'nul\u0000byte', 'INVALID_PAYLOAD'],
  ['notes', { not: 'text' }, 'INVALID_PAYLOAD'],
  ['count', 2147483648, 'INVALID_PAYLOAD'],
  ['count', -2147483649, 'INVALID_PAYLOAD'],
  ['count', '1e400', 'INVALID_PAYLOAD'],
  ['big', '9223372036854775808', 'INVALID_PAYLOAD'],
  ['big', 2 ** 64, 'INVALID_PAYLOAD'],
  ['ratio', '1e400', 'INVALID_PAYLOAD'],
  ['ratio', '-1e39', 'INVALID_PAYLOAD'],
  ['amount', '12345.6', 'INVALID_PAYLOAD'],
  ['amount', '1.005', 'INVALID_PAYLOAD'],
  ['amount', 'lots', 'INVALID_PAYLOAD'],
  ['flag', 'maybe', 'INVALID_PAYLOAD'],
  ['day', '2023-02-29', 'INVALID_PAYLOAD'],
  ['day', '0000-01-01', 'INVALID_PAYLOAD'],
  ['at', '25:00:00', 'INVALID_PAYLOAD'],
  ['local', '10000-01-01T00:00:00', 'INVALID_PAYLOAD'],
  ['local', '2024-01-15T10:30:00junk', 'INVALID_PAYLOAD'],
  ['stamp', 2 ** 70, 'INVALID_PAYLOAD'],
  ['stamp', '2024-13-01T00:00:00Z', 'INVALID_PAYLOAD'],
  ['ref', 'not-a-uuid', 'INVALID_PAYLOAD'],
  ['tags', ['a,b', 'c'], 'INVALID_PAYLOAD'],
  ['tags', [{ nested: true }], 'INVALID_PAYLOAD'],
  ['secret', 12345, 'INVALID_PAYLOAD'],
];

describe.each(DATABASES)('item values out of range or type on %s (issue 12)', (client) => {
  let server: TestServer;
  let db: Knex;
  let firstId: number;
  const call = (path: string, method: string, json?: unknown) =>
    callAsAdmin(server, path, { method, ...(json === undefined ? {} : { json }) });
  const rows = async (table: string) => JSON.stringify(await db(table).orderBy('id'));
  const expectRefusal = (answer: Awaited<ReturnType<typeof call>>, field: string, code: string) => {
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      expect.objectContaining({ extensions: expect.objectContaining({ code, field, collection: 'measures' }) }),
    ]);
  };

  beforeAll(async () => {
    server = await startTestServer({ client });
    db = server.server.ctx.db;
    await createMeasures(db, client);
    server.server.ctx.schema.invalidate();
    const created = await call('/items/measures?fields=id', 'POST', VALID);
    expect(created.status).toBe(200);
    firstId = created.body.data.id as number;
  });
  afterAll(async () => server?.close());

  it.each(BAD_VALUES)('refuses %s = %j on create and update, naming the field, writing nothing', async (field, value, code) => {
    const before = await rows('measures');
    expectRefusal(await call('/items/measures', 'POST', { ...VALID, [field]: value }), field, code);
    expectRefusal(await call(`/items/measures/${firstId}`, 'PATCH', { [field]: value }), field, code);
    expect(await rows('measures')).toBe(before);
  });

  it('names every bad field of an item, one error each', async () => {
    const before = await rows('measures');
    const answer = await call('/items/measures', 'POST', { count: 2 ** 40, stamp: 2 ** 70, amount: '1.001', label: 'fine' });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.map((error) => [error.extensions.code, error.extensions.field])).toEqual([
      ['INVALID_PAYLOAD', 'count'],
      ['INVALID_PAYLOAD', 'stamp'],
      ['INVALID_PAYLOAD', 'amount'],
    ]);
    expect(await rows('measures')).toBe(before);
  });

  it('refuses a bigInteger beyond 2^53 sent as a JSON number, whose digits JSON.parse already lost', async () => {
    const answer = await callAsAdmin(server, '/items/measures', {
      method: 'POST',
      body: '{"big": 9007199254740993}',
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_PAYLOAD', field: 'big' });
  });

  it('stores the extremes of each range exactly, bigIntegers beyond 2^53 as strings', async () => {
    const extremes = {
      count: -2147483648,
      big: '9223372036854775807',
      amount: '-9999.99',
      day: '9999-12-31',
      local: '9999-12-31T23:59:59',
      label: '😀'.repeat(10),
    };
    const created = await call('/items/measures?fields=id,count,big,amount,day,local,label', 'POST', extremes);
    expect(created.status).toBe(200);
    expect(created.body.data).toEqual({ id: expect.any(Number), ...extremes });
    const small = await call(`/items/measures/${created.body.data.id}?fields=big`, 'PATCH', { big: '-9223372036854775808' });
    expect(small.body.data).toEqual({ big: '-9223372036854775808' });
    const found = await call('/items/measures?fields=id&filter[big][_eq]=-9223372036854775808', 'GET');
    expect(found.body.data).toEqual([{ id: created.body.data.id }]);
  });

  it("keeps timestamps within the column's range: MySQL's TIMESTAMP ends in 2038, yet filters may reach past it", async () => {
    const answer = await call('/items/measures?fields=stamp', 'POST', { stamp: '2040-01-01T00:00:00Z' });
    if (client === 'mysql') expectRefusal(answer, 'stamp', 'INVALID_PAYLOAD');
    else expect(answer.body.data).toEqual({ stamp: '2040-01-01T00:00:00.000Z' });
    const old = await call('/items/measures?fields=id&filter[stamp][_lt]=1900-01-01T00:00:00Z', 'GET');
    expect({ status: old.status, data: old.body.data }).toEqual({ status: 200, data: [] });
  });

  it('writes nothing when one item of a batch create or update is bad', async () => {
    const before = await rows('measures');
    expectRefusal(await call('/items/measures', 'POST', [VALID, { ...VALID, count: 2 ** 31 }]), 'count', 'INVALID_PAYLOAD');
    expectRefusal(
      await call('/items/measures', 'PATCH', [
        { id: firstId, label: 'changed' },
        { id: firstId, stamp: 2 ** 70 },
      ]),
      'stamp',
      'INVALID_PAYLOAD',
    );
    expectRefusal(await call('/items/measures', 'PATCH', { keys: [firstId], data: { big: '1'.repeat(20) } }), 'big', 'INVALID_PAYLOAD');
    expect(await rows('measures')).toBe(before);
  });

  it('refuses a bad value of a nested related item (many-to-one and one-to-many), and of a singleton upsert', async () => {
    const [measures, readings, limits] = [await rows('measures'), await rows('readings'), await rows('limits')];
    expectRefusal(await call('/items/readings', 'POST', { measure: { ...VALID, ratio: '1e400' } }), 'ratio', 'INVALID_PAYLOAD');
    const oneToMany = await call('/items/measures', 'POST', { ...VALID, readings: [{ value: 1 }, { value: 2 ** 40 }] });
    expect(oneToMany.status).toBe(400);
    expect(oneToMany.body.errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_PAYLOAD', field: 'value', collection: 'readings' });
    const singleton = await call('/items/limits', 'PATCH', { max_count: 2 ** 33 });
    expect(singleton.status).toBe(400);
    expect(singleton.body.errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_PAYLOAD', field: 'max_count', collection: 'limits' });
    expect([await rows('measures'), await rows('readings'), await rows('limits')]).toEqual([measures, readings, limits]);
  });

  it('applies to system collections too, which share the item operations', async () => {
    const before = JSON.stringify(await db('directus_settings').select('auth_login_attempts'));
    const settings = await call('/settings', 'PATCH', { auth_login_attempts: 2 ** 40 });
    expect(settings.status).toBe(400);
    expect(settings.body.errors?.[0]?.extensions).toMatchObject({
      code: 'INVALID_PAYLOAD',
      field: 'auth_login_attempts',
      collection: 'directus_settings',
    });
    const preset = await call('/presets', 'POST', { collection: 'measures', refresh_interval: '1e400' });
    expect(preset.body.errors?.[0]?.extensions).toMatchObject({
      code: 'INVALID_PAYLOAD',
      field: 'refresh_interval',
      collection: 'directus_presets',
    });
    expect(JSON.stringify(await db('directus_settings').select('auth_login_attempts'))).toBe(before);
  });

  it('answers filters with values no column holds as 400 INVALID_QUERY, never a 500', async () => {
    for (const filter of [
      'filter[count][_eq]=1e400',
      'filter[count][_in]=1,99999999999',
      'filter[ratio][_eq]=1e400',
      'filter[big][_eq]=99999999999999999999',
      `filter[stamp][_gt]=${2 ** 70}`,
      'filter[day][_eq]=2023-02-29',
    ]) {
      const answer = await call(`/items/measures?${filter}`, 'GET');
      expect({ filter, status: answer.status, code: answer.body.errors?.[0]?.extensions.code }).toEqual({
        filter,
        status: 400,
        code: 'INVALID_QUERY',
      });
    }
  });

  it('answers filters and searches with huge numbers for decimals and floats as no match, never a 500', async () => {
    for (const query of ['filter[amount][_gt]=1e400', 'filter[amount][_eq]=-1e-400', 'search=1e400', 'search=-1e400']) {
      const answer = await call(`/items/measures?fields=id&${query}`, 'GET');
      expect({ query, status: answer.status, data: answer.body.data }).toEqual({ query, status: 200, data: [] });
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { TEST_DATABASES } from '../../../test/harness/test-databases.js';

type Field = { field: string; schema: { max_length: number | null; is_primary_key: boolean } | null; meta: { sort: number | null } | null };

/**
 * Payloads exactly as the reference's admin app sends them when it creates a collection and its
 * fields (issue 41, points 2 and 5): `schema.length` is `max_length` by another name, and fields
 * that come with their collection are numbered 1…n.
 */
describe.each(TEST_DATABASES)('collections made by the reference app on %s', (client) => {
  let server: TestServer;
  const call = async (path: string, init: RequestInit & { json?: unknown } = {}) => {
    const response = await server.asAdmin(path, init);
    return { status: response.status, body: (await response.json()) as { data: unknown; errors?: unknown } };
  };
  const fieldsOf = async (collection: string) => (await call(`/fields/${collection}`)).body.data as Field[];

  beforeAll(async () => {
    server = await startTestServer({ client });
  });
  afterAll(async () => server?.close());

  it('creates a collection with a UUID key sent with schema.length 36', async () => {
    const created = await call('/collections', {
      method: 'POST',
      json: {
        collection: 'uuid_keyed',
        fields: [
          {
            field: 'id',
            type: 'uuid',
            meta: { hidden: true, readonly: true, interface: 'input', special: ['uuid'] },
            schema: { is_primary_key: true, length: 36, has_auto_increment: false },
          },
        ],
        schema: {},
        meta: { singleton: false },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const item = await call('/items/uuid_keyed', { method: 'POST', json: {} });
    expect(item.status).toBe(200);
    expect((item.body.data as { id: string }).id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('creates a manual string key with schema.length 255 and a field with length 100', async () => {
    const created = await call('/collections', {
      method: 'POST',
      json: {
        collection: 'manual_keyed',
        fields: [
          {
            field: 'code',
            type: 'string',
            meta: { hidden: false, readonly: false, interface: 'input' },
            schema: { is_primary_key: true, length: 255, has_auto_increment: false },
          },
        ],
        schema: {},
        meta: { singleton: false },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const field = await call('/fields/manual_keyed', { method: 'POST', json: { field: 'label', type: 'string', schema: { length: 100 } } });
    expect(field.status, JSON.stringify(field.body)).toBe(200);
    const fields = await fieldsOf('manual_keyed');
    expect(fields.find((f) => f.field === 'code')?.schema).toMatchObject({ is_primary_key: true, max_length: 255 });
    expect(fields.find((f) => f.field === 'label')?.schema).toMatchObject({ max_length: 100 });
    const tooLong = await call('/items/manual_keyed', { method: 'POST', json: { code: 'k', label: 'x'.repeat(101) } });
    expect(tooLong.status).toBe(400);
  });

  it('keeps max_length when both it and length are sent, and refuses a length that is not a positive integer', async () => {
    await call('/collections', { method: 'POST', json: { collection: 'lengths', schema: {}, meta: {} } });
    const both = await call('/fields/lengths', {
      method: 'POST',
      json: { field: 'a', type: 'string', schema: { length: 10, max_length: 20 } },
    });
    expect(both.status).toBe(200);
    expect((both.body.data as Field).schema?.max_length).toBe(20);
    for (const length of [0, -1, 1.5, 'ten', { a: 1 }]) {
      const bad = await call('/fields/lengths', { method: 'POST', json: { field: 'b', type: 'string', schema: { length } } });
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad.body)).toMatch(/schema\.length/);
    }
  });

  it('numbers the fields sent with their collection 1…n, keeping a sort that was sent', async () => {
    const text = (field: string, meta: Record<string, unknown> = {}) => ({ field, type: 'string', meta: { interface: 'input', ...meta } });
    const created = await call('/collections', {
      method: 'POST',
      json: {
        collection: 'ordered',
        schema: {},
        meta: {},
        fields: [
          { field: 'id', type: 'integer', schema: { is_primary_key: true, has_auto_increment: true }, meta: { hidden: true } },
          text('title'),
          text('body'),
          text('pinned', { sort: 9 }),
          text('summary'),
        ],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const sorts = Object.fromEntries((await fieldsOf('ordered')).map((f) => [f.field, f.meta?.sort ?? null]));
    expect(sorts).toEqual({ id: 1, title: 2, body: 3, pinned: 9, summary: 5 });
  });
});

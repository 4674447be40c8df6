import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

type Body = { data?: Record<string, unknown>; errors?: Array<{ message: string; extensions: Record<string, unknown> }> };

/**
 * Issue 14: a field's `meta.validation` is enforced on every write by a user, admins included, as
 * the reference's validatePayload does: each failing field is one FAILED_VALIDATION entry naming
 * the field and the rule type; a field an update does not send is not checked.
 */
describe.each(DATABASES)('items: field validation rules on %s', (client) => {
  let server: TestServer;
  const call = async (path: string, method: string, json: unknown) => {
    const response = await server.asAdmin(path, { method, json });
    return { status: response.status, body: (await response.json()) as Body };
  };

  beforeAll(async () => {
    server = await startTestServer({ client });
    const created = await server.asAdmin('/collections', {
      method: 'POST',
      json: {
        collection: 'posts',
        schema: {},
        meta: {},
        fields: [
          { field: 'id', type: 'integer', schema: { is_primary_key: true, has_auto_increment: true } },
          {
            field: 'title',
            type: 'string',
            meta: { validation: { _and: [{ title: { _contains: 'News' } }] }, validation_message: 'Mention News.' },
          },
          { field: 'rank', type: 'integer', meta: { validation: { rank: { _gte: 1 } } } },
          { field: 'body', type: 'text' },
        ],
      },
    });
    expect(created.status).toBe(200);
  });
  afterAll(async () => server?.close());

  it('refuses an admin create with one entry per failing field, and writes nothing', async () => {
    const { status, body } = await call('/items/posts', 'POST', { title: 'Weather', rank: 0, body: 'x' });
    expect(status).toBe(400);
    expect(body.errors?.map((error) => error.extensions)).toEqual([
      expect.objectContaining({ code: 'FAILED_VALIDATION', field: 'title', type: 'contains' }),
      expect.objectContaining({ code: 'FAILED_VALIDATION', field: 'rank', type: 'gte' }),
    ]);
    const read = await server.asAdmin('/items/posts');
    expect(((await read.json()) as { data: unknown[] }).data).toEqual([]);
  });

  it('accepts values that pass, and an update that leaves the validated fields out', async () => {
    const created = await call('/items/posts?fields=id,title,rank', 'POST', { title: 'News: rain', rank: 2 });
    expect(created.status).toBe(200);
    const id = created.body.data?.id;
    expect((await call(`/items/posts/${String(id)}?fields=body`, 'PATCH', { body: 'Wet.' })).body.data).toEqual({ body: 'Wet.' });
    const refused = await call(`/items/posts/${String(id)}`, 'PATCH', { title: 'Rain' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: 'FAILED_VALIDATION', field: 'title', type: 'contains' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

type Body = { data?: { meta?: Record<string, unknown> | null } };

/** Found by the fuzz test (issue 12): an empty `meta` patch of a field or collection that has metadata answered 500. */
describe.each(DATABASES)('empty meta patches on %s', (client) => {
  let server: TestServer;
  const call = async (path: string, init: RequestInit & { json?: unknown } = {}) => {
    const response = await server.asAdmin(path, init);
    return { status: response.status, body: (await response.json()) as Body };
  };

  beforeAll(async () => {
    server = await startTestServer({ client });
    await call('/collections', {
      method: 'POST',
      json: {
        collection: 'notes',
        schema: {},
        meta: { note: 'kept' },
        fields: [{ field: 'title', type: 'string', meta: { note: 'kept' } }],
      },
    });
  });
  afterAll(async () => server?.close());

  it('answers PATCH /fields with meta {} 200 and keeps the metadata', async () => {
    const { status, body } = await call('/fields/notes/title', { method: 'PATCH', json: { meta: {} } });
    expect(status).toBe(200);
    expect(body.data?.meta).toMatchObject({ note: 'kept' });
  });

  it('answers PATCH /collections with meta {} 200 and keeps the metadata', async () => {
    const { status, body } = await call('/collections/notes', { method: 'PATCH', json: { meta: {} } });
    expect(status).toBe(200);
    expect(body.data?.meta).toMatchObject({ note: 'kept' });
  });
});

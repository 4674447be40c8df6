import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';
import { adminCall } from '../../../test/harness/trash-schema.js';

const DATABASES = testDatabasesFor(import.meta.url);

type Meta = { trash?: unknown; hidden?: unknown };

describe.each(DATABASES)('meta.trash on /collections on %s', (client) => {
  let server: TestServer;
  const admin = <T = { meta: Meta }>(path: string, method = 'GET', json?: unknown) => adminCall<T>(server, path, method, json);

  beforeAll(async () => {
    server = await startTestServer({ client });
  });
  afterAll(async () => server?.close());

  it('is off by default (no key, as the reference answers), set on create, changed by PATCH and stored as a boolean', async () => {
    expect((await admin('/collections', 'POST', { collection: 'plain', schema: {}, meta: {} })).body.data!.meta.trash).toBeUndefined();
    expect((await admin('/collections', 'POST', { collection: 'kept', schema: {}, meta: { trash: true } })).body.data!.meta.trash).toBe(
      true,
    );
    expect((await admin('/collections/plain', 'PATCH', { meta: { trash: true } })).body.data!.meta.trash).toBe(true);
    expect((await admin('/collections/plain')).body.data!.meta.trash).toBe(true);
    expect((await admin('/collections/kept', 'PATCH', { meta: { trash: false } })).body.data!.meta.trash).toBeUndefined();
    const row = await server.server.ctx.db('directus_collections').where('collection', 'plain').first('trash');
    expect(Boolean(row.trash)).toBe(true);
    // System collections answer it too (always off): one more key, nothing else changes.
    expect((await admin('/collections/directus_users')).body.data!.meta.trash).toBeUndefined();
  });

  it('refuses values that are not booleans, like the other meta booleans, naming the option', async () => {
    for (const trash of ['yes', 1, null, { on: true }, ['true']]) {
      const { status, body } = await admin('/collections/plain', 'PATCH', { meta: { trash } });
      expect(status, JSON.stringify(trash)).toBe(400);
      expect(body.errors![0]!.extensions.code).toBe('INVALID_PAYLOAD');
      expect(body.errors!.map((error) => error.message).join(' ')).toContain('trash');
    }
    const created = await admin('/collections', 'POST', { collection: 'bad', schema: {}, meta: { trash: 'on' } });
    expect(created.status).toBe(400);
    expect((await admin('/collections/bad')).status).toBe(403);
  });
});

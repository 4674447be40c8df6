import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

type Listed = { data: Array<{ collection: string }> };

/** Tables a database keeps for itself (PostGIS's spatial_ref_sys) are not collections: DB_EXCLUDE_TABLES. */
describe.each(DATABASES)('DB_EXCLUDE_TABLES on %s', (client) => {
  let server: TestServer;
  let custom: TestServer;
  beforeAll(async () => {
    [server, custom] = await Promise.all([
      startTestServer({ client }),
      startTestServer({ client, env: { DB_EXCLUDE_TABLES: 'internal_log' } }),
    ]);
    for (const running of [server, custom]) {
      const db = running.server.ctx.db;
      // PostGIS creates spatial_ref_sys with a primary key, so it would otherwise be listed.
      if (!(await db.schema.hasTable('spatial_ref_sys')))
        await db.schema.createTable('spatial_ref_sys', (t) => t.integer('srid').primary());
      await db.schema.createTable('internal_log', (t) => t.increments('id'));
      running.server.ctx.schema.invalidate({ local: true });
    }
  });
  afterAll(async () => {
    await Promise.all([server?.close(), custom?.close()]);
  });

  const names = async (running: TestServer) =>
    ((await (await running.asAdmin('/collections')).json()) as Listed).data.map((c) => c.collection);

  it('leaves spatial_ref_sys out by default, and it cannot be read as items', async () => {
    const listed = await names(server);
    expect(listed).toContain('internal_log');
    expect(listed).not.toContain('spatial_ref_sys');
    const read = await server.asAdmin('/items/spatial_ref_sys');
    expect(read.status).toBe(403);
    expect(((await read.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0]?.extensions.code).toBe('FORBIDDEN');
  });

  it('leaves out exactly the tables the variable names when it is set', async () => {
    const listed = await names(custom);
    expect(listed).toContain('spatial_ref_sys');
    expect(listed).not.toContain('internal_log');
    expect((await custom.asAdmin('/items/spatial_ref_sys')).status).toBe(200);
  });

  it('still refuses a new collection whose table exists but is excluded', async () => {
    const created = await server.asAdmin('/collections', { method: 'POST', json: { collection: 'spatial_ref_sys', schema: {} } });
    expect(created.status).toBe(400);
    expect(JSON.stringify(await created.json())).toMatch(/spatial_ref_sys/);
  });
});

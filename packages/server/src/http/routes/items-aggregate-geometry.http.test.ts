import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { geometryTestDatabases } from '../../../test/harness/test-databases.js';
import { callAsAdmin } from '../../../test/harness/blog-schema.js';

const point = { type: 'Point', coordinates: [1, 2] };
const line = {
  type: 'LineString',
  coordinates: [
    [0, 0],
    [3, 4],
  ],
};

describe.each(await geometryTestDatabases())('items: groupBy on a geometry field on %s', (client) => {
  let server: TestServer;
  const call = (path: string, init: RequestInit & { json?: unknown } = {}) => callAsAdmin(server, path, init);

  beforeAll(async () => {
    server = await startTestServer({ client });
    // The PostgreSQL test database is new and empty: geometry needs the extension in it.
    if (client === 'pg') await server.server.ctx.db.raw('create extension if not exists postgis');
    const created = await call('/collections', {
      method: 'POST',
      json: {
        collection: 'spots',
        schema: {},
        meta: {},
        fields: [
          { field: 'id', type: 'integer', schema: { is_primary_key: true, has_auto_increment: true } },
          { field: 'shape', type: 'geometry' },
        ],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const inserted = await call('/items/spots', {
      method: 'POST',
      json: [point, line, point, null, line, point].map((shape) => ({ shape })),
    });
    expect(inserted.status, JSON.stringify(inserted.body)).toBe(200);
  });
  afterAll(async () => server?.close());

  it("answers each group's geometry as GeoJSON", async () => {
    const { status, body } = await call('/items/spots?aggregate[count]=*&groupBy=shape&sort=-count');
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data).toEqual([
      { shape: point, count: 3 },
      { shape: line, count: 2 },
      { shape: null, count: 1 },
    ]);
  });
});

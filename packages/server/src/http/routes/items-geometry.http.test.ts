import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { geometryTestDatabases } from '../../../test/harness/test-databases.js';
import { callAsAdmin, type TestAnswer } from '../../../test/harness/blog-schema.js';

type Position = [number, number];
const point = (x: number, y: number) => ({ type: 'Point', coordinates: [x, y] as Position });
const line = (...coordinates: Position[]) => ({ type: 'LineString', coordinates });
const ring = (x: number, y: number, size: number): Position[] => [
  [x, y],
  [x + size, y],
  [x + size, y + size],
  [x, y + size],
  [x, y],
];
const polygon = (...rings: Position[][]) => ({ type: 'Polygon', coordinates: rings });

/** The rows every filter test reads; ids in insert order. */
const SHAPES: Array<[string, unknown]> = [
  ['inside the zone', point(5, 5)], // 1
  ['on the zone corner', point(0, 0)], // 2
  ['far away', point(20, 20)], // 3
  ['west of the zone', line([-2, 5], [-1, 5])], // 4
  ['diagonal past the zone corner', line([10, 12], [12, 10])], // 5: its box touches the zone's box at (10, 10), the line does not
  ['holed square', polygon(ring(20, 0, 10), ring(23, 3, 4))], // 6: 20..30 with a hole 23..27
  [
    'scattered',
    {
      type: 'MultiPoint',
      coordinates: [
        [100, 100],
        [3, 3],
      ],
    },
  ], // 7
  ['collection', { type: 'GeometryCollection', geometries: [point(50, 50), line([60, 60], [61, 61])] }], // 8
  ['nowhere', null], // 9
];

const ZONE = polygon(ring(0, 0, 10));

describe.each(await geometryTestDatabases())('items: geometry fields on %s', (client) => {
  let server: TestServer;
  let db: Knex;
  const call = (path: string, init: RequestInit & { json?: unknown } = {}) => callAsAdmin(server, path, init);
  const ids = async (filter: unknown) => {
    const { status, body } = await call(`/items/places?fields=id&sort=id&filter=${encodeURIComponent(JSON.stringify(filter))}`);
    expect(status, JSON.stringify(body)).toBe(200);
    return body.data.map((row) => row.id);
  };
  const errorOf = (body: TestAnswer['body']) => body.errors?.[0];

  beforeAll(async () => {
    server = await startTestServer({ client });
    db = server.server.ctx.db;
    // The PostgreSQL test database is new and empty: geometry needs the extension in it.
    if (client === 'pg') await db.raw('create extension if not exists postgis');
    const created = await call('/collections', {
      method: 'POST',
      json: {
        collection: 'places',
        schema: {},
        meta: {},
        fields: [
          { field: 'id', type: 'integer', schema: { is_primary_key: true, has_auto_increment: true } },
          { field: 'name', type: 'string' },
          { field: 'shape', type: 'geometry' },
          { field: 'pin', type: 'geometry.Point' },
        ],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const inserted = await call('/items/places', { method: 'POST', json: SHAPES.map(([name, shape]) => ({ name, shape })) });
    expect(inserted.status, JSON.stringify(inserted.body)).toBe(200);
  });
  afterAll(async () => server?.close());

  it('reads every geometry back as the GeoJSON written', async () => {
    const { status, body } = await call('/items/places?fields=id,name,shape&sort=id');
    expect(status).toBe(200);
    expect(body.data).toEqual(SHAPES.map(([name, shape], index) => ({ id: index + 1, name, shape })));
  });

  it('stores geometry natively (PostGIS with SRID 4326, MariaDB geometry) and GeoJSON text on SQLite', async () => {
    if (client === 'sqlite3') {
      expect((await db('places').where({ id: 1 }).first()).shape).toBe('{"type":"Point","coordinates":[5,5]}');
      return;
    }
    const result = await db.raw('select ST_AsText(shape) as wkt, ST_SRID(shape) as srid from places where id = 6');
    const row = (client === 'pg' ? result.rows[0] : result[0][0]) as { wkt: string; srid: number };
    expect(row.wkt.replace(/, /g, ',')).toBe('POLYGON((20 0,30 0,30 10,20 10,20 0),(23 3,27 3,27 7,23 7,23 3))');
    expect(Number(row.srid)).toBe(client === 'pg' ? 4326 : 0);
  });

  it('takes GeoJSON as JSON text, updates and clears it, and keeps every bit of a coordinate', async () => {
    const created = await call('/items/places?fields=id,shape,pin', {
      method: 'POST',
      json: { name: 'text', shape: JSON.stringify(line([0.1, 0.2], [0.30000000000000004, -179.99999999999997])), pin: point(1, 2) },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.data.id as number;
    expect(created.body.data).toEqual({ id, shape: line([0.1, 0.2], [0.30000000000000004, -179.99999999999997]), pin: point(1, 2) });
    const updated = await call(`/items/places/${id}?fields=shape,pin`, {
      method: 'PATCH',
      json: { shape: { type: 'MultiPolygon', coordinates: [[ring(0, 0, 1)], [ring(5, 5, 1)]] }, pin: null },
    });
    expect(updated.body.data).toEqual({ shape: { type: 'MultiPolygon', coordinates: [[ring(0, 0, 1)], [ring(5, 5, 1)]] }, pin: null });
    expect((await call(`/items/places/${id}`, { method: 'DELETE' })).status).toBe(204);
  });

  it('_intersects: touching counts, a point in a hole does not', async () => {
    expect(await ids({ shape: { _intersects: ZONE } })).toEqual([1, 2, 7]);
    expect(await ids({ shape: { _intersects: point(25, 5) } })).toEqual([]); // in the hole of 6
    expect(await ids({ shape: { _intersects: point(23, 5) } })).toEqual([6]); // on the hole's edge
    expect(await ids({ shape: { _intersects: point(21, 1) } })).toEqual([6]);
    expect(await ids({ shape: { _intersects: line([-1.5, 4], [-1.5, 6]) } })).toEqual([4]); // crosses
    expect(await ids({ shape: { _intersects: line([-1, 5], [-1, 8]) } })).toEqual([4]); // touches its end
    expect(await ids({ shape: { _intersects: polygon(ring(24, 4, 2)) } })).toEqual([]); // inside the hole
    expect(await ids({ shape: { _intersects: polygon(ring(45, 45, 10)) } })).toEqual([8]);
  });

  it('_nintersects: the rows with a geometry that _intersects leaves out', async () => {
    expect(await ids({ shape: { _nintersects: ZONE } })).toEqual([3, 4, 5, 6, 8]);
    expect(await ids({ shape: { _nintersects: point(25, 5) } })).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('_intersects_bbox and _nintersects_bbox compare bounding boxes (touching counts)', async () => {
    expect(await ids({ shape: { _intersects_bbox: ZONE } })).toEqual([1, 2, 5, 7]);
    expect(await ids({ shape: { _nintersects_bbox: ZONE } })).toEqual([3, 4, 6, 8]);
    expect(await ids({ shape: { _intersects_bbox: point(25, 5) } })).toEqual([6, 7]); // in the hole of 6; inside the box of 7's two points
    expect(await ids({ shape: { _nintersects_bbox: point(25, 5) } })).toEqual([1, 2, 3, 4, 5, 8]);
  });

  it('takes the filter value as JSON text too (the bracket query form), and combines with other filters', async () => {
    const { body } = await call(
      `/items/places?fields=id&sort=id&filter[shape][_intersects]=${encodeURIComponent(JSON.stringify(ZONE))}&filter[name][_neq]=scattered`,
    );
    expect(body.data.map((row) => row.id)).toEqual([1, 2]);
    expect(await ids({ _or: [{ shape: { _intersects: point(21, 1) } }, { shape: { _intersects: point(100, 100) } }] })).toEqual([6, 7]);
  });

  it('_eq and _neq compare whole geometries; _null and _nnull work as on other fields', async () => {
    expect(await ids({ shape: { _eq: point(5, 5) } })).toEqual([1]);
    expect(await ids({ shape: { _eq: JSON.stringify(line([-2, 5], [-1, 5])) } })).toEqual([4]);
    expect(await ids({ shape: { _eq: line([-1, 5], [-2, 5]) } })).toEqual([]);
    expect(await ids({ shape: { _neq: point(5, 5) } })).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(await ids({ shape: { _null: true } })).toEqual([9]);
    expect(await ids({ shape: { _nnull: true } })).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('refuses a payload that is not GeoJSON, or not of the field’s kind, naming the field; nothing is written', async () => {
    const before = await db('places').count({ n: '*' });
    for (const [payload, reason] of [
      [{ shape: { type: 'Point', coordinates: [1] } }, /"shape" has to be a GeoJSON geometry: positions/],
      [{ shape: '{"type": "Point"' }, /"shape" has to be a GeoJSON geometry \(an object or its JSON text\)/],
      [
        {
          shape: {
            type: 'Polygon',
            coordinates: [
              [
                [0, 0],
                [1, 0],
                [1, 1],
                [0, 1],
              ],
            ],
          },
        },
        /"shape" has to be a GeoJSON geometry: each ring .* must be closed/,
      ],
      [{ shape: 17 }, /"shape" has to be a GeoJSON geometry object/],
      [{ pin: line([0, 0], [1, 1]) }, /"pin" has to be a GeoJSON Point, not a LineString/],
    ] as const) {
      const { status, body } = await call('/items/places', { method: 'POST', json: { name: 'bad', ...payload } });
      expect(status, JSON.stringify(payload)).toBe(400);
      expect(errorOf(body)?.extensions.code).toBe('INVALID_PAYLOAD');
      expect(errorOf(body)?.message).toMatch(reason);
    }
    const patched = await call('/items/places/1', { method: 'PATCH', json: { pin: point(1, 2), shape: { type: 'Nope' } } });
    expect(patched.status).toBe(400);
    expect(errorOf(patched.body)).toMatchObject({ extensions: { code: 'INVALID_PAYLOAD', field: 'shape', collection: 'places' } });
    expect(await db('places').count({ n: '*' })).toEqual(before);
    expect((await call('/items/places/1?fields=pin,shape')).body.data).toEqual({ pin: null, shape: point(5, 5) });
  });

  it('refuses a geo filter whose value is not a GeoJSON geometry, and geo operators on other fields', async () => {
    for (const [filter, message] of [
      [
        {
          shape: {
            _intersects: {
              type: 'Polygon',
              coordinates: [
                [
                  [0, 0],
                  [1, 1],
                ],
              ],
            },
          },
        },
        /The filter value for "shape" has to be a GeoJSON geometry: each ring/,
      ],
      [{ shape: { _intersects_bbox: 5 } }, /"_intersects_bbox" has to be a GeoJSON geometry/],
      [
        { shape: { _nintersects: 'POINT(1 2)' } },
        /The filter value for "shape" has to be a GeoJSON geometry \(an object or its JSON text\)/,
      ],
      [
        { shape: { _eq: { type: 'Point', coordinates: ['a', 'b'] } } },
        /The filter value for "shape" has to be a GeoJSON geometry: positions/,
      ],
      [{ pin: { _eq: line([0, 0], [1, 1]) } }, /The filter value for "pin" has to be a GeoJSON Point, not a LineString/],
      [{ name: { _intersects: ZONE } }, /"string" field type does not contain the "_intersects" filter operator/],
      [{ id: { _nintersects_bbox: ZONE } }, /"integer" field type does not contain the "_nintersects_bbox" filter operator/],
      [{ shape: { _contains: 'Point' } }, /"geometry" field type does not contain the "_contains" filter operator/],
    ] as const) {
      const { status, body } = await call(`/items/places?filter=${encodeURIComponent(JSON.stringify(filter))}`);
      expect(status, JSON.stringify(filter)).toBe(400);
      expect(errorOf(body)?.extensions.code).toBe('INVALID_QUERY');
      expect(errorOf(body)?.message).toMatch(message);
    }
  });
});

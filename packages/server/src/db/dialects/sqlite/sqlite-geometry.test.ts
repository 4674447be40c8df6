import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { registerSqliteGeometry } from './sqlite-geometry.js';

describe('SQLite geometry functions', () => {
  const db = new Database(':memory:');
  registerSqliteGeometry(db);
  afterAll(() => db.close());
  const square = JSON.stringify({
    type: 'Polygon',
    coordinates: [
      [
        [0, 0],
        [4, 0],
        [4, 4],
        [0, 4],
        [0, 0],
      ],
      [
        [1, 1],
        [3, 1],
        [3, 3],
        [1, 3],
        [1, 1],
      ],
    ],
  });
  const call = (fn: string, a: unknown, b: unknown) => (db.prepare(`SELECT ${fn}(?, ?) AS r`).get(a, b) as { r: number | null }).r;

  it('geo_intersects: 1 for touching or overlapping geometries, 0 for apart or in a hole', () => {
    expect(call('geo_intersects', square, '{"type":"Point","coordinates":[4,2]}')).toBe(1);
    expect(call('geo_intersects', square, '{"type":"Point","coordinates":[0.5,0.5]}')).toBe(1);
    expect(call('geo_intersects', square, '{"type":"Point","coordinates":[2,2]}')).toBe(0);
    expect(call('geo_intersects', square, '{"type":"LineString","coordinates":[[5,0],[5,4]]}')).toBe(0);
  });

  it('geo_intersects_bbox compares bounding boxes only', () => {
    expect(call('geo_intersects_bbox', square, '{"type":"Point","coordinates":[2,2]}')).toBe(1);
    expect(call('geo_intersects_bbox', square, '{"type":"Point","coordinates":[4,4]}')).toBe(1);
    expect(call('geo_intersects_bbox', square, '{"type":"Point","coordinates":[4,4.5]}')).toBe(0);
  });

  it('answers NULL for NULL or text that is no geometry, so NOT … leaves those rows out as well', () => {
    expect(call('geo_intersects', null, '{"type":"Point","coordinates":[4,2]}')).toBeNull();
    expect(call('geo_intersects', 'POINT(1 2)', '{"type":"Point","coordinates":[1,2]}')).toBeNull();
    expect(call('geo_intersects_bbox', square, '{"type":"Point"}')).toBeNull();
    db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, g TEXT)');
    const insert = db.prepare('INSERT INTO t (g) VALUES (?)');
    for (const g of [square, null, 'nonsense', '{"type":"Point","coordinates":[10,10]}']) insert.run(g);
    const point = '{"type":"Point","coordinates":[0,0]}';
    expect(db.prepare('SELECT id FROM t WHERE geo_intersects(g, ?) ORDER BY id').all(point)).toEqual([{ id: 1 }]);
    expect(db.prepare('SELECT id FROM t WHERE NOT (geo_intersects(g, ?)) ORDER BY id').all(point)).toEqual([{ id: 4 }]);
  });

  it('is deterministic, so it may be used in indexes and generated columns', () => {
    db.exec(
      'CREATE TABLE s (g TEXT, near INTEGER GENERATED ALWAYS AS (geo_intersects_bbox(g, \'{"type":"Point","coordinates":[0,0]}\')) VIRTUAL)',
    );
    db.prepare('INSERT INTO s (g) VALUES (?)').run(square);
    expect(db.prepare('SELECT near FROM s').get()).toEqual({ near: 1 });
  });
});

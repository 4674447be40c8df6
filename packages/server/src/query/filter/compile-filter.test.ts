import type { FieldType } from '@tessera/shared';
import knexFactory from 'knex';
import { describe, expect, it } from 'vitest';
import type { DbClient } from '../../db/connection.js';
import { dialectOf } from '../../db/dialects/dialect-of.js';
import { sql } from '../../db/sql/fragment.js';
import type { CollectionOverview, FieldOverview, SchemaOverview } from '../../schema/schema-overview.js';
import { DEFAULT_ITEMS_CONFIG } from '../../services/items/operation-context.js';
import type { CompileContext } from '../compile-context.js';
import { TableScope } from '../table-scope.js';
import { bindStatement, compileStatement } from '../sql/compile-statement.js';
import { SlotRegistry } from '../sql/slots.js';
import { compileFilter } from './compile-filter.js';
import { parseFilter } from './parse-filter.js';

function field(collection: string, name: string, type: FieldType, extra: Partial<FieldOverview> = {}): FieldOverview {
  return {
    field: name,
    collection,
    type,
    dbType: type,
    defaultValue: null,
    nullable: true,
    isPrimaryKey: name === 'id',
    isUnique: false,
    generated: false,
    maxLength: null,
    precision: null,
    scale: null,
    special: [],
    alias: type === 'alias',
    meta: null,
    ...extra,
  };
}

function collection(name: string, fields: FieldOverview[]): CollectionOverview {
  return {
    collection: name,
    primary: 'id',
    singleton: false,
    sortField: null,
    accountability: 'all',
    hasTable: true,
    isSystem: false,
    meta: null,
    fields: Object.fromEntries(fields.map((f) => [f.field, f])),
  };
}

const schema: SchemaOverview = {
  version: 1,
  collections: {
    articles: collection('articles', [
      field('articles', 'id', 'integer'),
      field('articles', 'title', 'string'),
      field('articles', 'views', 'integer'),
      field('articles', 'published', 'boolean'),
      field('articles', 'created', 'timestamp'),
      field('articles', 'data', 'json'),
      field('articles', 'secret', 'hash', { special: ['hash', 'conceal'] }),
      field('articles', 'author', 'integer'),
      field('articles', 'place', 'geometry.Point'),
      field('articles', 'area', 'geometry'),
    ]),
    authors: collection('authors', [
      field('authors', 'id', 'integer'),
      field('authors', 'name', 'string'),
      field('authors', 'articles', 'alias', { special: ['o2m'] }),
    ]),
  },
  relations: [
    {
      collection: 'articles',
      field: 'author',
      related_collection: 'authors',
      schema: null,
      meta: {
        id: 1,
        many_collection: 'articles',
        many_field: 'author',
        one_collection: 'authors',
        one_field: 'articles',
        one_collection_field: null,
        one_allowed_collections: null,
        junction_field: null,
        sort_field: null,
        one_deselect_action: 'nullify',
      },
    },
  ],
};

const CLIENTS: Record<DbClient, string> = { sqlite3: 'better-sqlite3', pg: 'pg', mysql: 'mysql2' };

/** Compiles a WHERE clause for `filter` on `articles` the way a read does, and binds this filter's values. */
function compile(client: DbClient, raw: Record<string, unknown>, table = 'articles') {
  const db = knexFactory({ client: CLIENTS[client], useNullAsDefault: true });
  const ctx: CompileContext = {
    db,
    schema,
    dialect: dialectOf(db),
    slots: new SlotRegistry(),
    config: DEFAULT_ITEMS_CONFIG,
    action: 'read',
    aliasCount: 1,
    compileFilter,
  };
  const filter = parseFilter(raw, { now: new Date('2024-01-01T00:00:00Z') })!;
  const scope = new TableScope(schema.collections[table]!, 't0');
  const where = compileFilter(ctx, scope, filter, (source) => source.query);
  const statement = compileStatement(db, sql`SELECT * FROM ${scope.from()} WHERE ${where}`);
  return { sql: statement.sql, bindings: bindStatement(statement, ctx.slots.extract({ query: filter, rules: {}, ruleRows: {} })) };
}

describe('compileFilter', () => {
  it('binds values and quotes identifiers on each database', () => {
    expect(compile('pg', { title: { _eq: 'x' }, views: { _gt: '5' } })).toEqual({
      sql: 'SELECT * FROM "articles" as "t0" WHERE ("t0"."title" = $1) AND ("t0"."views" > $2)',
      bindings: ['x', 5],
    });
    expect(compile('mysql', { title: { _eq: 'x' } })).toEqual({
      sql: 'SELECT * FROM `articles` as `t0` WHERE `t0`.`title` = ?',
      bindings: ['x'],
    });
    expect(compile('sqlite3', { title: { _eq: 'x' } })).toEqual({
      sql: 'SELECT * FROM `articles` as `t0` WHERE `t0`.`title` = ?',
      bindings: ['x'],
    });
  });

  it('turns null comparisons and _null/_empty into IS NULL tests without bindings', () => {
    expect(compile('pg', { title: { _eq: null } }).sql).toBe('SELECT * FROM "articles" as "t0" WHERE "t0"."title" IS NULL');
    expect(compile('pg', { title: { _null: false } }).sql).toBe('SELECT * FROM "articles" as "t0" WHERE "t0"."title" IS NOT NULL');
    expect(compile('pg', { title: { _empty: true } })).toEqual({
      sql: `SELECT * FROM "articles" as "t0" WHERE ("t0"."title" IS NULL OR "t0"."title" = '')`,
      bindings: [],
    });
  });

  it('binds a whole _in list as one value, in the form each driver takes', () => {
    expect(compile('pg', { views: { _in: '1,2' } })).toEqual({
      sql: 'SELECT * FROM "articles" as "t0" WHERE "t0"."views" = ANY($1)',
      bindings: [[1, 2]],
    });
    expect(compile('sqlite3', { views: { _nin: [1, 2] } })).toEqual({
      sql: 'SELECT * FROM `articles` as `t0` WHERE `t0`.`views` NOT IN (SELECT value FROM json_each(?))',
      bindings: ['[1,2]'],
    });
    expect(compile('mysql', { views: { _in: [1, 2] } })).toEqual({
      sql: 'SELECT * FROM `articles` as `t0` WHERE `t0`.`views` IN (?)',
      bindings: [[1, 2]],
    });
  });

  it('escapes LIKE wildcards in the value and lowers both sides for i-operators', () => {
    expect(compile('sqlite3', { title: { _icontains: '50%_Off' } })).toEqual({
      sql: "SELECT * FROM `articles` as `t0` WHERE LOWER(`t0`.`title`) LIKE ? ESCAPE '\\'",
      bindings: ['%50\\%\\_off%'],
    });
    expect(compile('pg', { title: { _nstarts_with: 'a' } })).toEqual({
      sql: 'SELECT * FROM "articles" as "t0" WHERE "t0"."title" NOT LIKE $1',
      bindings: ['a%'],
    });
  });

  it('casts values to the column type: booleans, dates, between pairs', () => {
    expect(compile('pg', { published: { _eq: 'true' } }).bindings).toEqual([true]);
    expect(compile('pg', { created: { _between: ['2024-01-01', '2024-02-01T10:00:00+02:00'] } })).toEqual({
      sql: 'SELECT * FROM "articles" as "t0" WHERE "t0"."created" BETWEEN $1 AND $2',
      bindings: ['2024-01-01T00:00:00.000Z', '2024-02-01T08:00:00.000Z'],
    });
    expect(compile('mysql', { created: { _lt: '$NOW' } }).bindings).toEqual(['2024-01-01 00:00:00']);
  });

  it('joins many-to-one paths once and uses EXISTS for one-to-many paths', () => {
    expect(compile('pg', { _and: [{ author: { name: { _eq: 'Ann' } } }, { author: { id: { _gt: 1 } } }] })).toEqual({
      sql: 'SELECT * FROM "articles" as "t0" LEFT JOIN "authors" as "t1" ON "t1"."id" = "t0"."author" WHERE ("t1"."name" = $1) AND ("t1"."id" > $2)',
      bindings: ['Ann', 1],
    });
    expect(compile('pg', { articles: { _none: { views: { _lt: 10 } } } }, 'authors')).toEqual({
      sql: 'SELECT * FROM "authors" as "t0" WHERE NOT EXISTS (SELECT 1 FROM "articles" as "t1" WHERE "t1"."author" = "t0"."id" AND "t1"."views" < $1)',
      bindings: [10],
    });
  });

  it('compiles function keys per dialect', () => {
    expect(compile('pg', { 'year(created)': { _eq: 2024 } }).sql).toBe(
      `SELECT * FROM "articles" as "t0" WHERE CAST(FLOOR(EXTRACT(YEAR FROM ("t0"."created" AT TIME ZONE 'UTC'))) AS INTEGER) = $1`,
    );
    expect(compile('mysql', { 'weekday(created)': { _eq: 1 } }).sql).toBe(
      'SELECT * FROM `articles` as `t0` WHERE (DAYOFWEEK(`t0`.`created`) - 1) = ?',
    );
    expect(compile('pg', { 'count(articles)': { _gt: 1 } }, 'authors').sql).toBe(
      'SELECT * FROM "authors" as "t0" WHERE (SELECT COUNT(*) FROM "articles" as "t1" WHERE "t1"."author" = "t0"."id") > $1',
    );
  });

  it('compiles the geo operators through each database, the value bound once as GeoJSON text', () => {
    const zone = {
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [1, 0],
          [1, 1],
          [0, 0],
        ],
      ],
      bbox: [0, 0, 1, 1],
    };
    const text = '{"type":"Polygon","coordinates":[[[0,0],[1,0],[1,1],[0,0]]]}';
    expect(compile('pg', { area: { _intersects: zone }, place: { _nintersects_bbox: JSON.stringify(zone) } })).toEqual({
      sql:
        'SELECT * FROM "articles" as "t0" WHERE (ST_Intersects("t0"."area", ST_SetSRID(ST_GeomFromGeoJSON(CAST($1 AS text)), 4326)))' +
        ' AND (NOT ("t0"."place" && ST_SetSRID(ST_GeomFromGeoJSON(CAST($2 AS text)), 4326)))',
      bindings: [text, text],
    });
    expect(compile('mysql', { area: { _nintersects: zone } })).toEqual({
      sql: 'SELECT * FROM `articles` as `t0` WHERE NOT (ST_Intersects(`t0`.`area`, ST_GeomFromGeoJSON(?)))',
      bindings: [text],
    });
    expect(compile('mysql', { area: { _intersects_bbox: zone } }).sql).toBe(
      'SELECT * FROM `articles` as `t0` WHERE MBRIntersects(`t0`.`area`, ST_GeomFromGeoJSON(?))',
    );
    expect(compile('sqlite3', { area: { _intersects: zone } })).toEqual({
      sql: 'SELECT * FROM `articles` as `t0` WHERE geo_intersects(`t0`.`area`, ?)',
      bindings: [text],
    });
    expect(compile('sqlite3', { area: { _nintersects_bbox: zone } }).sql).toBe(
      'SELECT * FROM `articles` as `t0` WHERE NOT (geo_intersects_bbox(`t0`.`area`, ?))',
    );
  });

  it('compares geometry with _eq/_neq in the form the column stores, and _neq negates = (PostGIS has no <>)', () => {
    const point = { type: 'Point', coordinates: [1, 2] };
    expect(compile('pg', { place: { _eq: point } })).toEqual({
      sql: 'SELECT * FROM "articles" as "t0" WHERE "t0"."place" = $1',
      bindings: ['0101000020e6100000000000000000f03f0000000000000040'],
    });
    expect(compile('pg', { place: { _neq: point } }).sql).toBe('SELECT * FROM "articles" as "t0" WHERE NOT ("t0"."place" = $1)');
    expect(compile('sqlite3', { area: { _neq: JSON.stringify(point) } })).toEqual({
      sql: 'SELECT * FROM `articles` as `t0` WHERE NOT (`t0`.`area` = ?)',
      bindings: ['{"type":"Point","coordinates":[1,2]}'],
    });
    expect(compile('mysql', { place: { _eq: point } }).bindings).toEqual([
      Buffer.from('000000000101000000000000000000f03f0000000000000040', 'hex'),
    ]);
    expect(compile('pg', { place: { _neq: null } }).sql).toBe('SELECT * FROM "articles" as "t0" WHERE "t0"."place" IS NOT NULL');
  });

  it('rejects geo values that are no GeoJSON geometry, or not of the field kind', () => {
    const fails = (raw: Record<string, unknown>, message: RegExp) =>
      expect(() => compile('pg', raw)).toThrowError(
        expect.objectContaining({ code: 'INVALID_QUERY', message: expect.stringMatching(message) }),
      );
    fails(
      { area: { _intersects: { type: 'Point', coordinates: [1] } } },
      /^Invalid query\. The filter value for "area" has to be a GeoJSON geometry: positions/,
    );
    fails(
      { area: { _intersects: 'POINT(1 2)' } },
      /The filter value for "area" has to be a GeoJSON geometry \(an object or its JSON text\)/,
    );
    fails(
      {
        place: {
          _eq: {
            type: 'LineString',
            coordinates: [
              [0, 0],
              [1, 1],
            ],
          },
        },
      },
      /The filter value for "place" has to be a GeoJSON Point, not a LineString/,
    );
    fails(
      { title: { _intersects: { type: 'Point', coordinates: [1, 2] } } },
      /"string" field type does not contain the "_intersects" filter operator/,
    );
  });

  it('rejects unknown keys, operators outside the type allow list and bad values', () => {
    const fails = (raw: Record<string, unknown>, message: string) =>
      expect(() => compile('pg', raw)).toThrowError(
        expect.objectContaining({ code: 'INVALID_QUERY', message: `Invalid query. ${message}.` }),
      );
    fails({ nope: { _eq: 1 } }, 'Invalid filter key "nope" on "articles"');
    fails({ views: { _contains: '1' } }, '"integer" field type does not contain the "_contains" filter operator');
    fails({ data: { _eq: 'x' } }, '"json" field type does not contain the "_eq" filter operator');
    fails({ secret: { _eq: 'x' } }, '"hash" field type does not contain the "_eq" filter operator');
    fails({ views: { _eq: 'many' } }, 'The filter value for "views" has to be an integer');
    fails({ title: { _nicontains: 'x' } }, '"string" field type does not contain the "_nicontains" filter operator');
    fails({ views: { _regex: '^1' } }, '"integer" field type does not contain the "_regex" filter operator');
    fails({ secret: { _regex: 'x' } }, '"hash" field type does not contain the "_regex" filter operator');
  });
});

import fc from 'fast-check';
import { validateSchema, printSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { name as hostileName } from '../../../test/harness/fuzz-arbitraries.js';
import { executeAs } from '../../../test/harness/graphql-schema-kit.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import type { AppContext } from '../../app-context.js';
import { publicAccountability } from '../../permissions/accountability.js';
import { adminAccess } from '../../permissions/resolve-access.js';
import type { CollectionOverview, FieldOverview, RelationOverview, SchemaOverview } from '../../schema/schema-overview.js';
import { FIELD_TYPES, type FieldType } from '@tessera/shared';
import { nameTable } from '../../utils/name-table.js';
import { buildGraphqlSchema } from './build-schema.js';
import { createGraphqlSchemaSource } from './schema-source.js';
import { fuzzRuns } from '../../../test/harness/slow-tests.js';

const CLASHING = [
  'String',
  'Query',
  'JSON',
  'Date',
  'count_functions',
  'a',
  'a_filter',
  'a_aggregated',
  'b_by_id',
  'b',
  'constructor',
  '__proto__',
  'toString',
];

function field(collection: string, name: string, type: FieldType, extra: Partial<FieldOverview> = {}): FieldOverview {
  return {
    field: name,
    collection,
    type,
    dbType: type === 'alias' ? null : 'text',
    defaultValue: null,
    nullable: true,
    isPrimaryKey: false,
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

const model = fc.record({
  collections: fc.uniqueArray(fc.oneof(hostileName, fc.constantFrom(...CLASHING)), { minLength: 1, maxLength: 8 }),
  fields: fc.array(
    fc.tuple(fc.nat(), fc.oneof(hostileName, fc.constantFrom(...CLASHING, 'id_func', 'x')), fc.constantFrom(...FIELD_TYPES)),
    {
      maxLength: 20,
    },
  ),
  relations: fc.array(fc.tuple(fc.nat(), fc.nat(), fc.oneof(fc.constant(null), hostileName), fc.boolean()), { maxLength: 8 }),
});

/** A model with the generated names: collections, fields and relations between them, any of which may be hostile. */
type ModelInput = typeof model extends fc.Arbitrary<infer T> ? T : never;

function overviewOf(input: ModelInput): SchemaOverview {
  const collections = nameTable<CollectionOverview>();
  const names = input.collections;
  for (const collection of names) {
    collections[collection] = {
      collection,
      primary: 'id',
      singleton: false,
      sortField: null,
      accountability: null,
      hasTable: true,
      isSystem: false,
      meta: null,
      fields: nameTable([['id', field(collection, 'id', 'integer', { isPrimaryKey: true })]]),
    };
  }
  for (const [index, fieldName, type] of input.fields) {
    const collection = collections[names[index % names.length]!]!;
    if (fieldName in collection.fields) continue;
    collection.fields[fieldName] = field(collection.collection, fieldName, type === 'alias' ? 'string' : type);
  }
  const relations: RelationOverview[] = [];
  for (const [from, to, oneField, anyTarget] of input.relations) {
    const many = collections[names[from % names.length]!]!;
    const one = names[to % names.length]!;
    const fkName = `fk${relations.length}`;
    many.fields[fkName] = field(many.collection, fkName, anyTarget ? 'string' : 'integer');
    if (anyTarget) {
      many.fields[`${fkName}_collection`] = field(many.collection, `${fkName}_collection`, 'string');
      relations.push({
        collection: many.collection,
        field: fkName,
        related_collection: null,
        schema: null,
        meta: { one_collection_field: `${fkName}_collection`, one_allowed_collections: [...names] } as never,
      });
      continue;
    }
    if (oneField !== null && !(oneField in collections[one]!.fields))
      collections[one]!.fields[oneField] = field(one, oneField, 'alias', { special: ['o2m'] });
    relations.push({
      collection: many.collection,
      field: fkName,
      related_collection: one,
      schema: null,
      meta: { one_field: oneField } as never,
    });
  }
  return { version: 1, collections, relations };
}

describe('schema generation with hostile names', () => {
  it('never throws and always answers a valid schema (fuzzed models)', () => {
    const ctx = { config: { MAX_RELATIONAL_DEPTH: 10, MAX_JSON_DEPTH: 100 } } as AppContext;
    const admin = adminAccess({ ...publicAccountability(), admin: true });
    fc.assert(
      fc.property(model, (input) => {
        const schema = buildGraphqlSchema(ctx, overviewOf(input), admin, 'items', undefined);
        expect(validateSchema(schema)).toEqual([]);
        expect(() => printSchema(schema)).not.toThrow();
        for (const type of Object.keys(schema.getTypeMap())) expect(type).toMatch(/^[_A-Za-z][_0-9A-Za-z]*$/);
      }),
      { numRuns: fuzzRuns(300) },
    );
  });

  describe('on a real database', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ client: 'sqlite3' });
      const db = server.server.ctx.db;
      for (const table of ['my-table', '1st', 'constructor', 'String', 'posts', 'posts_filter', '__proto__']) {
        await db.schema.createTable(table, (t) => {
          t.increments('id');
          t.string('title');
          t.string('my-field');
          t.string('__proto__');
          t.string('2nd');
        });
        await db(table).insert({ title: `${table} row`, 'my-field': 'x', __proto__: 'p', '2nd': 'y' });
      }
      server.server.ctx.schema.invalidate();
    });
    afterAll(async () => {
      await server?.close();
    });

    it('leaves out names GraphQL cannot carry or that clash, and serves the rest', async () => {
      const schemas = createGraphqlSchemaSource(server.server.ctx);
      const result = await executeAs(
        server.server.ctx,
        schemas,
        server.adminToken,
        '{ posts { id title } constructor { title } __schema { queryType { fields { name } } } }',
      );
      expect(result.errors).toBeUndefined();
      const data = result.data as {
        posts: unknown[];
        constructor: unknown[];
        __schema: { queryType: { fields: Array<{ name: string }> } };
      };
      expect(data.posts).toEqual([{ id: '1', title: 'posts row' }]);
      expect(data.constructor).toEqual([{ title: 'constructor row' }]);
      const roots = data.__schema.queryType.fields.map((f) => f.name);
      expect(roots).toEqual(expect.arrayContaining(['posts', 'posts_by_id', 'constructor']));
      // `posts_filter` would clash with the filter type of `posts`; `String` with the scalar; the others are no GraphQL names.
      for (const absent of ['posts_filter', 'String', 'my-table', '1st', '__proto__']) expect(roots).not.toContain(absent);
      const posts = await executeAs(server.server.ctx, schemas, server.adminToken, '{ __type(name: "posts") { fields { name } } }');
      const fields = (posts.data as { __type: { fields: Array<{ name: string }> } }).__type.fields.map((f) => f.name);
      expect(fields.sort()).toEqual(['id', 'title']);
    });
  });
});

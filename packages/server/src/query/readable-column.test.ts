import type { FieldType } from '@tessera/shared';
import knexFactory from 'knex';
import { describe, expect, it } from 'vitest';
import { dialectOf } from '../db/dialects/dialect-of.js';
import { sql } from '../db/sql/fragment.js';
import type { PartialFields } from '../permissions/partial-fields.js';
import type { CollectionOverview, FieldOverview, SchemaOverview } from '../schema/schema-overview.js';
import { DEFAULT_ITEMS_CONFIG } from '../services/items/operation-context.js';
import type { CompileContext } from './compile-context.js';
import { compileFilter } from './filter/compile-filter.js';
import { TableScope } from './table-scope.js';
import { SelectList } from './select-list.js';
import { bindStatement, compileStatement } from './sql/compile-statement.js';
import { SlotRegistry } from './sql/slots.js';

function field(name: string, type: FieldType): FieldOverview {
  return {
    field: name,
    collection: 'articles',
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
    alias: false,
    meta: null,
  };
}

const fields = [
  field('id', 'integer'),
  field('title', 'string'),
  field('status', 'string'),
  field('owner', 'string'),
  field('secret', 'string'),
  field('score', 'integer'),
];
const articles: CollectionOverview = {
  collection: 'articles',
  primary: 'id',
  singleton: false,
  sortField: null,
  accountability: 'all',
  hasTable: true,
  isSystem: false,
  meta: null,
  fields: Object.fromEntries(fields.map((f) => [f.field, f])),
};
const schema: SchemaOverview = { version: 1, collections: { articles }, relations: [] };

const published = { status: { _eq: 'published' } };
const own = { owner: { _eq: 'u1' } };
/** Row 0 allows every field of published items, row 1 the title of own items, row 2 the id of any titled one. */
const partial: PartialFields = {
  filters: [published, own, { title: { _nnull: true } }],
  fields: new Map([
    ['title', [0, 1]],
    ['status', [0]],
    ['owner', [0]],
    ['secret', [0]],
    ['score', [0]],
  ]),
};

/** The SELECT list of `articles` for `columns` under a rule with (or without) per-row fields, on PostgreSQL. */
function select(columns: string[], withPartial: boolean) {
  const db = knexFactory({ client: 'pg' });
  const rule = { filter: { _or: partial.filters }, fields: fields.map((f) => f.field), partial: withPartial ? partial : null };
  const ctx: CompileContext = {
    db,
    schema,
    dialect: dialectOf(db),
    slots: new SlotRegistry(),
    config: DEFAULT_ITEMS_CONFIG,
    action: 'read',
    aliasCount: 1,
    compileFilter,
    permissions: { key: 'test', rule: () => rule },
  };
  const scope = new TableScope(articles, 't0');
  const list = new SelectList(ctx, scope);
  for (const name of columns) list.output({ key: name, field: name });
  const statement = compileStatement(db, sql`SELECT ${list.fragment()} FROM ${scope.from()}`);
  const values = ctx.slots.extract({ query: {}, rules: {}, ruleRows: { articles: partial.filters } });
  return { sql: statement.sql, bindings: bindStatement(statement, values) };
}

describe('readableColumn', () => {
  it('leaves the SELECT list as it was when the rule decides no field per row', () => {
    expect(select(['id', 'title', 'secret'], false).sql).toBe(
      'SELECT "t0"."id" AS "id", "t0"."title" AS "title", "t0"."secret" AS "secret" FROM "articles" as "t0"',
    );
  });

  it('guards each field with the OR of the item rules of the rows allowing it, each row bound per request', () => {
    const { sql: text, bindings } = select(['id', 'title', 'secret', 'score'], true);
    expect(text).toBe(
      'SELECT "t0"."id" AS "id", ' +
        'CASE WHEN ("t0"."status" = $1) OR ("t0"."owner" = $2) THEN "t0"."title" ELSE NULL END AS "title", ' +
        'CASE WHEN "t0"."status" = $3 THEN "t0"."secret" ELSE NULL END AS "secret", ' +
        'CASE WHEN "t0"."status" = $4 THEN "t0"."score" ELSE NULL END AS "score" FROM "articles" as "t0"',
    );
    expect(bindings).toEqual(['published', 'u1', 'published', 'published']);
  });
});

import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabasesFor } from '../../test/harness/test-databases.js';
import { createConnection } from '../db/connection.js';
import { migrate } from '../db/migrations/migrate.js';
import { loadSchema } from './load-schema.js';
import type { SchemaOverview } from './schema-overview.js';

const DATABASES = testDatabasesFor(import.meta.url);

describe.each(DATABASES)('loadSchema on %s', (client) => {
  let database: TestDatabase;
  let db: Knex;
  let schema: SchemaOverview;

  beforeAll(async () => {
    database = await createTestDatabase(client);
    db = createConnection(database.settings);
    await migrate(db);
    // A table made by plain SQL, with no metadata row at all.
    await db.schema.createTable('authors', (t) => {
      t.increments('id');
      t.string('name', 120).notNullable();
    });
    await db.schema.createTable('articles', (t) => {
      t.uuid('id').primary();
      t.string('title');
      t.text('body');
      t.boolean('published').defaultTo(false);
      t.integer('author').unsigned().references('id').inTable('authors').onDelete('SET NULL');
      t.json('data');
      // Knex writes decimal as float and timestamp as datetime on SQLite; plain SQL keeps the type.
      if (client === 'sqlite3') t.specificType('price', 'decimal(10, 2)');
      else t.decimal('price', 10, 2);
      t.bigInteger('views');
      t.float('score');
      t.date('day');
      if (client === 'sqlite3') t.specificType('created', 'timestamp');
      else t.timestamp('created', { useTz: true });
    });
    await db('directus_fields').insert({ collection: 'authors', field: 'articles', special: 'o2m', interface: 'list-o2m' });
    await db('directus_relations').insert({
      many_collection: 'articles',
      many_field: 'author',
      one_collection: 'authors',
      one_field: 'articles',
    });
    schema = await loadSchema(db, 7);
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('describes tables made by raw SQL with their types and keys', () => {
    const articles = schema.collections.articles!;
    expect(articles.primary).toBe('id');
    expect(articles.accountability).toBe('all');
    const types = Object.fromEntries(Object.values(articles.fields).map((f) => [f.field, f.type]));
    expect(types).toEqual({
      id: 'uuid',
      title: 'string',
      body: 'text',
      published: 'boolean',
      author: 'integer',
      data: 'json',
      price: 'decimal',
      views: 'bigInteger',
      score: 'float',
      day: 'date',
      created: 'timestamp',
    });
    expect(schema.collections.authors!.fields.id).toMatchObject({ type: 'integer', generated: true, isPrimaryKey: true });
    expect(schema.collections.authors!.fields.name).toMatchObject({ nullable: false, maxLength: 120 });
  });

  it('joins relation metadata to the foreign key and adds the o2m alias', () => {
    const relation = schema.relations.find((r) => r.collection === 'articles' && r.field === 'author');
    expect(relation).toMatchObject({
      related_collection: 'authors',
      meta: { one_field: 'articles' },
      schema: { foreign_key_table: 'authors', foreign_key_column: 'id', on_delete: 'SET NULL' },
    });
    expect(schema.collections.authors!.fields.articles).toMatchObject({ type: 'alias', alias: true, special: ['o2m'] });
  });

  it('describes system collections with their system types and relations', () => {
    expect(schema.version).toBe(7);
    expect(schema.collections.directus_users!.fields.password).toMatchObject({ type: 'hash', special: ['hash', 'conceal'] });
    expect(schema.collections.directus_users!.fields.tags!.type).toBe('json');
    expect(schema.collections.directus_roles!.fields.users).toMatchObject({ type: 'alias', special: ['o2m'] });
    expect(schema.relations.find((r) => r.collection === 'directus_users' && r.field === 'role')?.related_collection).toBe(
      'directus_roles',
    );
  });
});

import type { Knex } from 'knex';
import type { DbClient } from '../../src/db/connection.js';

/**
 * The blog used by the items HTTP tests: m2o (articles.author → authors.team), o2m
 * (authors.articles, articles.comments), m2m (articles.tags through articles_tags), m2a
 * (pages.sections through pages_sections → headings | paragraphs), a singleton and a collection
 * with field specials. Tables are made with raw Knex, metadata rows inserted directly.
 */
export async function createBlogSchema(db: Knex, client: DbClient): Promise<void> {
  const fk = (t: Knex.CreateTableBuilder, name: string, table: string, onDelete = 'SET NULL') =>
    t.integer(name).unsigned().references('id').inTable(table).onDelete(onDelete);
  await db.schema.createTable('teams', (t) => {
    t.increments('id');
    t.string('name', 50);
  });
  await db.schema.createTable('authors', (t) => {
    t.increments('id');
    t.string('name', 100).notNullable();
    t.integer('age');
    fk(t, 'team', 'teams');
  });
  await db.schema.createTable('articles', (t) => {
    t.increments('id');
    t.string('title', 100).notNullable();
    t.text('body');
    t.string('status', 20).defaultTo('draft');
    t.integer('views').defaultTo(0);
    t.float('rating');
    if (client === 'sqlite3') t.specificType('price', 'decimal(10, 2)');
    else t.decimal('price', 10, 2);
    t.boolean('published').defaultTo(false);
    t.date('published_on');
    if (client === 'sqlite3') t.specificType('created_at', 'datetime');
    else if (client === 'pg') t.timestamp('created_at', { useTz: false });
    else t.dateTime('created_at');
    if (client === 'sqlite3') t.specificType('updated_at', 'timestamp');
    else t.timestamp('updated_at', { useTz: true }).nullable();
    t.json('data');
    t.uuid('ref');
    fk(t, 'author', 'authors');
  });
  await db.schema.createTable('tags', (t) => {
    t.increments('id');
    t.string('name', 50);
  });
  await db.schema.createTable('articles_tags', (t) => {
    t.increments('id');
    fk(t, 'articles_id', 'articles', 'CASCADE');
    fk(t, 'tags_id', 'tags', 'CASCADE');
  });
  await db.schema.createTable('comments', (t) => {
    t.increments('id');
    fk(t, 'article', 'articles', 'CASCADE');
    t.string('body', 200);
    t.integer('sort');
  });
  await db.schema.createTable('pages', (t) => {
    t.increments('id');
    t.string('title', 100);
  });
  await db.schema.createTable('headings', (t) => {
    t.increments('id');
    t.string('text', 100);
  });
  await db.schema.createTable('paragraphs', (t) => {
    t.increments('id');
    t.text('content');
  });
  await db.schema.createTable('pages_sections', (t) => {
    t.increments('id');
    fk(t, 'pages_id', 'pages', 'CASCADE');
    t.string('item', 255);
    t.string('collection', 64);
  });
  await db.schema.createTable('site', (t) => {
    t.increments('id');
    t.string('site_name', 100).defaultTo('My site');
    t.integer('per_page').defaultTo(10);
  });

  // One row per insert: a multi-row insert would write NULL over the columns' defaults.
  const insert = async (table: string, rows: Array<Record<string, unknown>>) => {
    for (const row of rows) await db(table).insert(row);
  };
  await insert('directus_collections', [
    { collection: 'site', singleton: true, accountability: 'all' },
    { collection: 'comments', singleton: false, accountability: 'activity', sort_field: 'sort' },
    { collection: 'tags', singleton: false, accountability: null },
  ]);
  await insert('directus_fields', [
    { collection: 'authors', field: 'articles', special: 'o2m', interface: 'list-o2m' },
    { collection: 'articles', field: 'comments', special: 'o2m', interface: 'list-o2m' },
    { collection: 'articles', field: 'tags', special: 'm2m', interface: 'list-m2m' },
    { collection: 'pages', field: 'sections', special: 'm2a', interface: 'list-m2a' },
    { collection: 'articles', field: 'divider', special: 'alias,no-data', interface: 'presentation-divider' },
  ]);
  await insert('directus_relations', [
    { many_collection: 'authors', many_field: 'team', one_collection: 'teams', one_deselect_action: 'nullify' },
    { many_collection: 'articles', many_field: 'author', one_collection: 'authors', one_field: 'articles', one_deselect_action: 'nullify' },
    {
      many_collection: 'comments',
      many_field: 'article',
      one_collection: 'articles',
      one_field: 'comments',
      one_deselect_action: 'delete',
    },
    {
      many_collection: 'articles_tags',
      many_field: 'articles_id',
      one_collection: 'articles',
      one_field: 'tags',
      junction_field: 'tags_id',
      one_deselect_action: 'delete',
    },
    {
      many_collection: 'articles_tags',
      many_field: 'tags_id',
      one_collection: 'tags',
      junction_field: 'articles_id',
      one_deselect_action: 'nullify',
    },
    {
      many_collection: 'pages_sections',
      many_field: 'pages_id',
      one_collection: 'pages',
      one_field: 'sections',
      junction_field: 'item',
      one_deselect_action: 'delete',
    },
    {
      many_collection: 'pages_sections',
      many_field: 'item',
      one_collection: null,
      one_collection_field: 'collection',
      one_allowed_collections: 'headings,paragraphs',
      junction_field: 'pages_id',
      one_deselect_action: 'nullify',
    },
  ]);
}

export const ARTICLES = [
  {
    id: 1,
    title: 'Hello World',
    body: 'First body',
    status: 'published',
    views: 100,
    rating: 4.5,
    price: '10.50',
    published: true,
    published_on: '2024-01-15',
    created_at: '2024-01-15 10:30:00',
    updated_at: '2024-01-15T10:30:00Z',
    data: '{"a":1,"list":[1,2]}',
    ref: '6f1d3a52-4c4b-4a2e-9a57-3f0d6c1a2b01',
    author: 1,
  },
  {
    id: 2,
    title: 'Second Post',
    body: 'Draft text',
    status: 'draft',
    views: 50,
    rating: 3,
    price: '5.00',
    published: false,
    published_on: '2024-02-20',
    created_at: '2024-02-20 08:00:00',
    updated_at: '2024-02-20T08:00:00Z',
    data: null,
    ref: null,
    author: 1,
  },
  {
    id: 3,
    title: 'Bob writes',
    body: 'Hello from Bob',
    status: 'published',
    views: 200,
    rating: 5,
    price: '20.00',
    published: true,
    published_on: '2023-12-31',
    created_at: '2023-12-31 23:59:59',
    updated_at: '2023-12-31T23:59:59Z',
    data: '[1,2,3]',
    ref: null,
    author: 2,
  },
  {
    id: 4,
    title: 'Untitled 100%',
    body: null,
    status: 'archived',
    views: 0,
    rating: null,
    price: null,
    published: false,
    published_on: null,
    created_at: null,
    updated_at: null,
    data: null,
    ref: null,
    author: null,
  },
  {
    id: 5,
    title: 'hello again',
    body: 'Again',
    status: 'published',
    views: 75,
    rating: 2.5,
    price: '7.25',
    published: true,
    published_on: '2024-03-01',
    created_at: '2024-03-01 12:00:00',
    updated_at: '2024-03-01T12:00:00Z',
    data: '{"b":true}',
    ref: null,
    author: 3,
  },
];

/** Known rows; timestamps are written in each database's own UTC text form. */
export async function seedBlog(db: Knex, client: DbClient): Promise<void> {
  await db('teams').insert([
    { id: 1, name: 'Red' },
    { id: 2, name: 'Blue' },
  ]);
  await db('authors').insert([
    { id: 1, name: 'Ann', age: 30, team: 1 },
    { id: 2, name: 'Bob', age: 45, team: 2 },
    { id: 3, name: 'Cid', age: 25, team: null },
  ]);
  await db('articles').insert(
    ARTICLES.map((article) => ({
      ...article,
      updated_at:
        article.updated_at === null ? null : client === 'pg' ? article.updated_at : article.updated_at.replace('T', ' ').replace('Z', ''),
    })),
  );
  await db('tags').insert([
    { id: 1, name: 'news' },
    { id: 2, name: 'tech' },
    { id: 3, name: 'life' },
  ]);
  await db('articles_tags').insert([
    { id: 1, articles_id: 1, tags_id: 1 },
    { id: 2, articles_id: 1, tags_id: 2 },
    { id: 3, articles_id: 3, tags_id: 2 },
    { id: 4, articles_id: 5, tags_id: 3 },
  ]);
  await db('comments').insert([
    { id: 1, article: 1, body: 'Nice', sort: 2 },
    { id: 2, article: 1, body: 'Great', sort: 1 },
    { id: 3, article: 3, body: 'Hmm', sort: 1 },
  ]);
  await db('pages').insert([
    { id: 1, title: 'Home' },
    { id: 2, title: 'Empty' },
  ]);
  await db('headings').insert([
    { id: 1, text: 'Welcome' },
    { id: 2, text: 'About' },
  ]);
  await db('paragraphs').insert([{ id: 1, content: 'Lorem ipsum' }]);
  await db('pages_sections').insert([
    { id: 1, pages_id: 1, collection: 'headings', item: '1' },
    { id: 2, pages_id: 1, collection: 'paragraphs', item: '1' },
    { id: 3, pages_id: 1, collection: 'headings', item: '2' },
  ]);
  if (client === 'pg') {
    // Rows inserted with explicit ids leave the sequences behind.
    for (const table of [
      'teams',
      'authors',
      'articles',
      'tags',
      'articles_tags',
      'comments',
      'pages',
      'headings',
      'paragraphs',
      'pages_sections',
    ]) {
      await db.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ??))`, [table]);
    }
  }
}

export type TestItem = Record<string, unknown>;
export interface TestAnswer {
  status: number;
  body: {
    data: TestItem & TestItem[];
    meta?: Record<string, number>;
    errors?: Array<{ message: string; extensions: { code: string } & Record<string, unknown> }>;
  };
}

/** Calls the server as the admin and reads the JSON answer (an empty 204 reads as `{}`). */
export async function callAsAdmin(
  server: { asAdmin(path: string, init?: RequestInit & { json?: unknown }): Promise<Response> },
  path: string,
  init: RequestInit & { json?: unknown } = {},
): Promise<TestAnswer> {
  const response = await server.asAdmin(path, init);
  const text = await response.text();
  return { status: response.status, body: text === '' ? ({} as TestAnswer['body']) : (JSON.parse(text) as TestAnswer['body']) };
}

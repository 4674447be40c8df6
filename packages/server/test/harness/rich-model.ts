import type { TestServer } from './start-test-server.js';

const id = { field: 'id', type: 'integer', schema: { is_primary_key: true, has_auto_increment: true } };

/**
 * A data model with every kind of field the type generator handles, built through the API:
 * m2o (articles.author), o2m (authors.articles), m2m (articles.tags through articles_tags), m2a
 * (articles.blocks through articles_blocks → headings | quotes), json, csv, geometry, choices
 * (closed and open), bigInteger and decimal, a presentation divider, a singleton whose name needs
 * quotes (`site-settings`), a field named `constructor`, and a custom field on directus_users.
 */
export async function createRichModel(server: TestServer): Promise<void> {
  const call = async (path: string, json: unknown) => {
    const response = await server.asAdmin(path, { method: 'POST', json });
    if (response.status !== 200) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
  };
  const collection = (name: string, fields: unknown[], meta: Record<string, unknown> = {}) =>
    call('/collections', { collection: name, schema: {}, meta, fields: [id, ...fields] });
  await collection('authors', [{ field: 'name', type: 'string', schema: { is_nullable: false } }]);
  // The API refuses these names (`constructor`, a dash); a database made elsewhere may have them.
  const db = server.server.ctx.db;
  await db.schema.alterTable('authors', (table) => table.string('constructor'));
  await db.schema.createTable('site-settings', (table) => {
    table.increments('id');
    table.string('site_name', 100);
    table.integer('per-page').notNullable().defaultTo(10);
  });
  await db('directus_collections').insert({ collection: 'site-settings', singleton: true });
  server.server.ctx.schema.invalidate();
  await collection('tags', [{ field: 'name', type: 'string' }]);
  await collection('headings', [{ field: 'text', type: 'string' }]);
  await collection('quotes', [{ field: 'quote', type: 'text', schema: { is_nullable: false } }]);
  await collection('articles', [
    { field: 'title', type: 'string', schema: { is_nullable: false } },
    {
      field: 'status',
      type: 'string',
      schema: { is_nullable: false, default_value: 'draft' },
      meta: {
        interface: 'select-dropdown',
        options: {
          choices: [
            { text: 'Draft', value: 'draft' },
            { text: 'Live', value: 'published' },
          ],
        },
      },
    },
    {
      field: 'mood',
      type: 'string',
      meta: { interface: 'select-dropdown', options: { allowOther: true, choices: [{ text: 'Happy', value: 'happy' }] } },
    },
    {
      field: 'stars',
      type: 'integer',
      meta: {
        interface: 'select-radio',
        options: {
          choices: [
            { text: 'One', value: 1 },
            { text: 'Two', value: 2 },
          ],
        },
      },
    },
    { field: 'body', type: 'text' },
    { field: 'keywords', type: 'csv', meta: { special: ['cast-csv'] } },
    { field: 'data', type: 'json', meta: { special: ['cast-json'] } },
    { field: 'place', type: 'geometry.Point' },
    { field: 'views', type: 'bigInteger' },
    { field: 'price', type: 'decimal', schema: { numeric_precision: 10, numeric_scale: 2 } },
    { field: 'rating', type: 'float' },
    { field: 'published', type: 'boolean', schema: { is_nullable: false, default_value: false } },
    { field: 'published_on', type: 'date' },
    { field: 'created_at', type: 'timestamp' },
    { field: 'secret_code', type: 'hash', meta: { special: ['hash'] } },
    { field: 'uid', type: 'uuid' },
    { field: 'author', type: 'integer', meta: { special: ['m2o'] } },
    { field: 'divider', type: 'alias', meta: { special: ['alias', 'no-data'], interface: 'presentation-divider' } },
    { field: 'tags', type: 'alias', meta: { special: ['m2m'], interface: 'list-m2m' } },
    { field: 'blocks', type: 'alias', meta: { special: ['m2a'], interface: 'list-m2a' } },
  ]);
  await collection('articles_tags', [
    { field: 'articles_id', type: 'integer' },
    { field: 'tags_id', type: 'integer' },
  ]);
  await collection('articles_blocks', [
    { field: 'articles_id', type: 'integer' },
    { field: 'item', type: 'string' },
    { field: 'collection', type: 'string' },
  ]);
  await call('/relations', { collection: 'articles', field: 'author', related_collection: 'authors', meta: { one_field: 'articles' } });
  await call('/relations', {
    collection: 'articles_tags',
    field: 'articles_id',
    related_collection: 'articles',
    meta: { one_field: 'tags', junction_field: 'tags_id' },
  });
  await call('/relations', {
    collection: 'articles_tags',
    field: 'tags_id',
    related_collection: 'tags',
    meta: { junction_field: 'articles_id' },
  });
  await call('/relations', {
    collection: 'articles_blocks',
    field: 'articles_id',
    related_collection: 'articles',
    meta: { one_field: 'blocks', junction_field: 'item' },
  });
  await call('/relations', {
    collection: 'articles_blocks',
    field: 'item',
    related_collection: null,
    meta: { one_collection_field: 'collection', one_allowed_collections: ['headings', 'quotes'], junction_field: 'articles_id' },
  });
  // System collections are not changed through /fields; a column added to the table is still read.
  await db.schema.alterTable('directus_users', (table) => table.string('nickname', 50));
  server.server.ctx.schema.invalidate();
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlogSchema, seedBlog } from '../../../test/harness/blog-schema.js';
import { executeAs } from '../../../test/harness/graphql-schema-kit.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';
import { createGraphqlSchemaSource } from './schema-source.js';

const DATABASES = testDatabasesFor(import.meta.url);

/** A translations field (an o2m to a junction with the languages) reads as REST reads it, arguments included. */
describe.each(DATABASES)('translations through GraphQL on %s', (client) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ client });
    const db = server.server.ctx.db;
    await createBlogSchema(db, client);
    await seedBlog(db, client);
    await db.schema.createTable('languages', (t) => {
      t.string('code', 10).primary();
      t.string('name', 50);
    });
    await db.schema.createTable('articles_translations', (t) => {
      t.increments('id');
      t.integer('articles_id').unsigned().references('id').inTable('articles').onDelete('CASCADE');
      t.string('languages_code', 10).references('code').inTable('languages').onDelete('SET NULL');
      t.string('title', 100);
    });
    await db('directus_fields').insert({
      collection: 'articles',
      field: 'translations',
      special: 'translations',
      interface: 'translations',
    });
    await db('directus_relations').insert([
      {
        many_collection: 'articles_translations',
        many_field: 'articles_id',
        one_collection: 'articles',
        one_field: 'translations',
        junction_field: 'languages_code',
      },
      {
        many_collection: 'articles_translations',
        many_field: 'languages_code',
        one_collection: 'languages',
        junction_field: 'articles_id',
      },
    ]);
    await db('languages').insert([
      { code: 'en', name: 'English' },
      { code: 'de', name: 'Deutsch' },
    ]);
    await db('articles_translations').insert([
      { id: 1, articles_id: 1, languages_code: 'en', title: 'Hello World' },
      { id: 2, articles_id: 1, languages_code: 'de', title: 'Hallo Welt' },
      { id: 3, articles_id: 3, languages_code: 'de', title: 'Bob schreibt' },
    ]);
    server.server.ctx.schema.invalidate();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('reads and filters translations as REST does', async () => {
    const schemas = createGraphqlSchemaSource(server.server.ctx);
    const result = await executeAs(
      server.server.ctx,
      schemas,
      server.adminToken,
      `{ articles(filter: {translations: {languages_code: {code: {_eq: "de"}}}}, sort: ["id"]) {
           title
           de: translations(filter: {languages_code: {code: {_eq: "de"}}}) { title languages_code { name } }
         } }`,
    );
    expect(result.errors).toBeUndefined();
    const response = await server.asAdmin(
      '/items/articles?filter[translations][languages_code][code][_eq]=de&sort=id&fields=title,de.title,de.languages_code.name&alias[de]=translations&deep[de][_filter][languages_code][code][_eq]=de',
    );
    expect(response.status).toBe(200);
    const expected = ((await response.json()) as { data: unknown }).data;
    expect((result.data as { articles: unknown }).articles).toEqual(expected);
    expect(expected).toEqual([
      { title: 'Hello World', de: [{ title: 'Hallo Welt', languages_code: { name: 'Deutsch' } }] },
      { title: 'Bob writes', de: [{ title: 'Bob schreibt', languages_code: { name: 'Deutsch' } }] },
    ]);
  });
});

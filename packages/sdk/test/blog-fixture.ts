import { startTestServer, type TestServer } from '../../server/test/harness/start-test-server.js';
import { ARTICLES, AUTHORS, LABELS } from './blog-data.js';

export { ARTICLES, AUTHORS, LABELS, type Article, type ArticleRow, type Author, type BlogSchema, type Label } from './blog-data.js';

/**
 * Boots a real server (SQLite) for the SDK tests. Login stalls and rate limits are turned off so
 * the auth tests can sign in many times quickly.
 */
export function startSdkTestServer(): Promise<TestServer> {
  return startTestServer({ client: 'sqlite3', env: { LOGIN_STALL_TIME: '0', LOGIN_RATE_LIMIT_POINTS: '100000' } });
}

/**
 * Creates `authors` and `articles` (author → authors, many-to-one, with the `authors.articles`
 * one-to-many alias) and `labels` (a text primary key) with raw Knex and their metadata rows, as the server's own items tests do,
 * then tells the server its schema changed.
 */
export async function createBlog(server: TestServer): Promise<void> {
  const db = server.server.ctx.db;
  await db.schema.createTable('authors', (table) => {
    table.increments('id');
    table.string('name', 100).notNullable();
  });
  await db.schema.createTable('articles', (table) => {
    table.increments('id');
    table.string('title', 100).notNullable();
    table.string('status', 20).notNullable().defaultTo('draft');
    table.float('rating');
    table.integer('author').unsigned().references('id').inTable('authors').onDelete('SET NULL');
  });
  await db.schema.createTable('labels', (table) => {
    table.string('code', 50).primary();
    table.string('name', 100).notNullable();
  });
  await db('directus_fields').insert({ collection: 'authors', field: 'articles', special: 'o2m', interface: 'list-o2m' });
  await db('directus_relations').insert({
    many_collection: 'articles',
    many_field: 'author',
    one_collection: 'authors',
    one_field: 'articles',
    one_deselect_action: 'nullify',
  });
  server.server.ctx.schema.invalidate();
}

/** Puts the known rows back: whatever a test wrote is gone, ids 1-5 are as in ARTICLES. */
export async function resetBlog(server: TestServer): Promise<void> {
  const db = server.server.ctx.db;
  await db('labels').delete();
  await db('labels').insert([...LABELS]);
  await db('articles').delete();
  await db('authors').delete();
  await db('authors').insert([...AUTHORS]);
  for (const article of ARTICLES) await db('articles').insert(article);
}

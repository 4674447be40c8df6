import { startTestServer, type TestServer } from '../../server/test/harness/start-test-server.js';

/** The Schema type of the fixture below, as an SDK user would write it. */
export interface Author {
  id: number;
  name: string;
  /** The one-to-many alias over `articles.author`. */
  articles: number[] | Article[];
}

export interface Article {
  id: number;
  title: string;
  status: 'draft' | 'published' | 'archived';
  rating: number | null;
  author: number | Author | null;
}

/** An article as read without `fields`: the relation as its key. */
export type ArticleRow = { id: number; title: string; status: Article['status']; rating: number | null; author: number | null };

/** A collection keyed by text, keys that need escaping in a URL included. */
export interface Label {
  code: string;
  name: string;
}

export interface BlogSchema {
  articles: Article[];
  authors: Author[];
  labels: Label[];
}

export const AUTHORS = [
  { id: 1, name: 'Ann' },
  { id: 2, name: 'Bob' },
  { id: 3, name: 'Cid' },
] as const;

/** Known rows every items test starts from (reset before each test). */
export const ARTICLES = [
  { id: 1, title: 'Alpha', status: 'published', rating: 4.5, author: 1 },
  { id: 2, title: 'Beta', status: 'draft', rating: 3, author: 1 },
  { id: 3, title: 'Gamma', status: 'published', rating: 5, author: 2 },
  { id: 4, title: 'Delta', status: 'archived', rating: null, author: null },
  { id: 5, title: 'Epsilon', status: 'published', rating: 2.5, author: 3 },
] as const satisfies readonly ArticleRow[];

export const LABELS = [
  { code: 'a b/c?d&e#f', name: 'Reserved characters' },
  { code: 'plain', name: 'Plain' },
  { code: 'über-100%', name: 'Non-ASCII and percent' },
] as const satisfies readonly Label[];

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

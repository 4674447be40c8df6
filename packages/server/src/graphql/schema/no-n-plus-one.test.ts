import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlogSchema, seedBlog } from '../../../test/harness/blog-schema.js';
import { executeAs } from '../../../test/harness/graphql-schema-kit.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';
import { createGraphqlSchemaSource } from './schema-source.js';

const DATABASES = testDatabasesFor(import.meta.url);

/** Relations are read by REST's planner, one query per level, never by per-row resolvers. */
describe.each(DATABASES)('GraphQL reads of relations on %s', (client) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ client });
    const db = server.server.ctx.db;
    await createBlogSchema(db, client);
    await seedBlog(db, client);
    const authors = Array.from({ length: 120 }, (_, index) => ({ id: 100 + index, name: `Many ${index}` }));
    for (let start = 0; start < authors.length; start += 40) await db('authors').insert(authors.slice(start, start + 40));
    const articles = authors.map((author, index) => ({ id: 1000 + index, title: `Bulk ${index}`, author: author.id }));
    for (let start = 0; start < articles.length; start += 40) await db('articles').insert(articles.slice(start, start + 40));
    const pages = authors.map((_author, index) => ({ id: 100 + index, title: `Page ${index}` }));
    for (let start = 0; start < pages.length; start += 40) await db('pages').insert(pages.slice(start, start + 40));
    const sections = pages.flatMap((page, index) => [
      { id: 1000 + 2 * index, pages_id: page.id, collection: 'headings', item: '1' },
      { id: 1001 + 2 * index, pages_id: page.id, collection: 'paragraphs', item: '1' },
    ]);
    for (let start = 0; start < sections.length; start += 40) await db('pages_sections').insert(sections.slice(start, start + 40));
    const comments = articles.map((article, index) => ({ id: 1000 + index, article: article.id, body: `c${index}` }));
    for (let start = 0; start < comments.length; start += 40) await db('comments').insert(comments.slice(start, start + 40));
    server.server.ctx.schema.invalidate();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('runs one query per level of relations whatever the number of rows', async () => {
    const ctx = server.server.ctx;
    const schemas = createGraphqlSchemaSource(ctx);
    // Build the schema and the caller's rules first: only the reads are counted.
    await executeAs(ctx, schemas, server.adminToken, '{ authors(limit: 1) { id } }');
    const selectsFor = async (limit: number) => {
      const seen: string[] = [];
      const listen = (query: { sql: string }) => seen.push(query.sql);
      ctx.db.on('query', listen);
      const result = await executeAs(
        ctx,
        schemas,
        server.adminToken,
        `{ authors(filter: {id: {_gte: 100}}, sort: ["id"], limit: ${limit}) { name team { name } articles { title comments { body } } } }`,
      );
      ctx.db.removeListener('query', listen);
      expect(result.errors).toBeUndefined();
      const rows = (result.data as { authors: unknown[] }).authors;
      expect(rows).toHaveLength(limit);
      expect(rows[limit - 1]).toEqual({
        name: `Many ${limit - 1}`,
        team: null,
        articles: [{ title: `Bulk ${limit - 1}`, comments: [{ body: `c${limit - 1}` }] }],
      });
      return seen.filter((sql) => /^\s*select/i.test(sql));
    };
    const few = await selectsFor(5);
    const many = await selectsFor(120);
    // authors (their team joined in, as REST plans an m2o); articles (level 1); comments (level 2).
    expect(few).toHaveLength(3);
    expect(many).toHaveLength(3);
    const m2aSelects = async (limit: number) => {
      const seen: string[] = [];
      const listen = (query: { sql: string }) => seen.push(query.sql);
      ctx.db.on('query', listen);
      const result = await executeAs(
        ctx,
        schemas,
        server.adminToken,
        `{ pages(filter: {id: {_gte: 100}}, limit: ${limit}) { title sections { item { ... on headings { text } ... on paragraphs { content } } } } }`,
      );
      ctx.db.removeListener('query', listen);
      expect(result.errors).toBeUndefined();
      expect((result.data as { pages: unknown[] }).pages).toHaveLength(limit);
      return seen.filter((sql) => /^\s*select/i.test(sql)).length;
    };
    // pages; their sections; headings and paragraphs: one query per level and member, for 5 pages or 120.
    expect(await m2aSelects(5)).toBe(4);
    expect(await m2aSelects(120)).toBe(4);
    expect(many.map((sql) => sql.replace(/LIMIT \d+/gi, 'LIMIT ?'))).toEqual(few.map((sql) => sql.replace(/LIMIT \d+/gi, 'LIMIT ?')));
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlogSchema, seedBlog } from '../../../test/harness/blog-schema.js';
import { executeAs, idsAsStrings } from '../../../test/harness/graphql-schema-kit.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';
import type { GraphqlSchemaSource } from '../graphql-types.js';
import { createGraphqlSchemaSource } from './schema-source.js';

const DATABASES = testDatabasesFor(import.meta.url);

type Json = Record<string, unknown>;

/** REST answers sums of some databases as strings; GraphQL's Float as numbers. */
const asNumber = (value: unknown) => (value === null ? null : Number(value));

/** The same questions asked of REST and of the generated schema must get the same answers. */
describe.each(DATABASES)('GraphQL queries against REST on %s', (client) => {
  let server: TestServer;
  let schemas: GraphqlSchemaSource;

  beforeAll(async () => {
    server = await startTestServer({ client });
    const db = server.server.ctx.db;
    await createBlogSchema(db, client);
    await seedBlog(db, client);
    server.server.ctx.schema.invalidate();
    schemas = createGraphqlSchemaSource(server.server.ctx);
  });
  afterAll(async () => {
    await server?.close();
  });

  const rest = async (path: string): Promise<unknown> => {
    const response = await server.asAdmin(path);
    const body = (await response.json()) as { data: unknown };
    expect(response.status, JSON.stringify(body)).toBe(200);
    return body.data;
  };
  const gql = async (source: string, variables?: Json): Promise<Json> => {
    const result = await executeAs(server.server.ctx, schemas, server.adminToken, source, { variables });
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    return result.data as Json;
  };

  it('answers a filtered, sorted, paged list with m2o and o2m relations as REST does', async () => {
    const data = await gql(`{
      articles(filter: {status: {_eq: "published"}}, sort: ["-views"], limit: 2, page: 1) {
        id title views author { name team { name } } comments(sort: ["sort"]) { body }
      }
    }`);
    const expected = await rest(
      '/items/articles?filter[status][_eq]=published&sort=-views&limit=2&page=1&fields=id,title,views,author.name,author.team.name,comments.body&deep[comments][_sort]=sort',
    );
    expect(data.articles).toEqual(idsAsStrings(expected));
    expect((data.articles as Json[]).map((row) => row.id)).toEqual(['3', '1']);
  });

  it('searches, offsets and filters through relations and _or like REST', async () => {
    const data = await gql(`{
      a: articles(search: "hello", sort: ["id"]) { id title }
      b: articles(filter: {_or: [{author: {name: {_eq: "Bob"}}}, {views: {_lt: 60}}]}, sort: ["id"], offset: 1) { id }
      c: articles(filter: {comments: {body: {_eq: "Hmm"}}}) { id }
    }`);
    expect(data.a).toEqual(idsAsStrings(await rest('/items/articles?search=hello&sort=id&fields=id,title')));
    expect(data.b).toEqual(
      idsAsStrings(
        await rest('/items/articles?filter[_or][0][author][name][_eq]=Bob&filter[_or][1][views][_lt]=60&sort=id&offset=1&fields=id'),
      ),
    );
    expect(data.c).toEqual([{ id: '3' }]);
  });

  it('reads m2m and m2a relations, with arguments on the nested lists, as REST does', async () => {
    const data = await gql(`{
      articles(sort: ["id"], limit: 3) { id tags(filter: {tags_id: {name: {_neq: "life"}}}) { tags_id { name } } }
      pages(sort: ["id"]) {
        title
        sections(sort: ["id"]) {
          collection
          item { __typename ... on headings { text } ... on paragraphs { content } }
        }
      }
    }`);
    expect(data.articles).toEqual(
      idsAsStrings(await rest('/items/articles?sort=id&limit=3&fields=id,tags.tags_id.name&deep[tags][_filter][tags_id][name][_neq]=life')),
    );
    const pages = (await rest(
      '/items/pages?sort=id&fields=title,sections.collection,sections.item:headings.text,sections.item:paragraphs.content&deep[sections][_sort]=id',
    )) as Array<{ sections: Array<{ collection: string; item: Json }> }>;
    const withTypes = pages.map((page) => ({
      ...page,
      sections: page.sections.map((section) => ({ ...section, item: { __typename: section.collection, ...section.item } })),
    }));
    expect(data.pages).toEqual(withTypes);
    expect((data.pages as Json[])[0]).toMatchObject({
      sections: [{ item: { text: 'Welcome' } }, { item: { content: 'Lorem ipsum' } }, {}],
    });
  });

  it('filters through m2a members and with _some/_none as REST does', async () => {
    const data = await gql(`{
      about: pages(filter: {sections: {item__headings: {text: {_eq: "About"}}}}) { id }
      none: articles(filter: {comments: {_none: {body: {_eq: "Nice"}}}}, sort: ["id"]) { id }
      some: articles(filter: {tags: {_some: {tags_id: {name: {_eq: "tech"}}}}}, sort: ["id"]) { id }
    }`);
    expect(data.about).toEqual(idsAsStrings(await rest('/items/pages?filter[sections][item:headings][text][_eq]=About&fields=id')));
    expect(data.about).toEqual([{ id: '1' }]);
    expect(data.none).toEqual(idsAsStrings(await rest('/items/articles?filter[comments][_none][body][_eq]=Nice&sort=id&fields=id')));
    expect(data.some).toEqual(idsAsStrings(await rest('/items/articles?filter[tags][_some][tags_id][name][_eq]=tech&sort=id&fields=id')));
    expect(data.some).toEqual([{ id: '1' }, { id: '3' }]);
  });

  it('answers by_id, singletons, aliases, fragments and variables', async () => {
    const data = await gql(
      `query Q($id: ID!, $min: GraphQLStringOrFloat) {
        one: articles_by_id(id: $id) { ...Bits writer: author { n: name } }
        site { site_name per_page }
        many: articles(filter: {views: {_gte: $min}}, sort: ["id"]) { heading: title @include(if: true) skipped: body @skip(if: true) }
      }
      fragment Bits on articles { id title }`,
      { id: 3, min: 100 },
    );
    expect(data.one).toEqual({ id: '3', title: 'Bob writes', writer: { n: 'Bob' } });
    expect(data.site).toEqual(await rest('/items/site?fields=site_name,per_page'));
    expect(data.many).toEqual([{ heading: 'Hello World' }, { heading: 'Bob writes' }]);
  });

  it('answers date and count functions, in fields and filters, as REST does', async () => {
    const data = await gql(`{
      articles(filter: {published_on_func: {year: {_eq: 2024}}}, sort: ["id"]) {
        id published_on_func { year month } created_at_func { hour } data_func { count } comments_func { count }
      }
    }`);
    const expected = (await rest(
      '/items/articles?filter[year(published_on)][_eq]=2024&sort=id&fields=id,year(published_on),month(published_on),hour(created_at),count(data),count(comments)',
    )) as Json[];
    expect(data.articles).toEqual(
      expected.map((row) => ({
        id: String(row.id),
        published_on_func: { year: row.published_on_year, month: row.published_on_month },
        created_at_func: { hour: row.created_at_hour },
        data_func: { count: row.data_count },
        comments_func: { count: row.comments_count },
      })),
    );
    expect((data.articles as Json[]).map((row) => row.id)).toEqual(['1', '2', '5']);
  });

  it('answers aggregates with groupBy as REST does', async () => {
    const data = await gql(`{
      articles_aggregated(groupBy: ["status"], sort: ["status"]) { group countAll count { id } sum { views } max { rating } }
      all: articles_aggregated { countAll avg { views } }
    }`);
    const expected = (await rest(
      '/items/articles?groupBy=status&sort=status&aggregate[countAll]=*&aggregate[count]=id&aggregate[sum]=views&aggregate[max]=rating',
    )) as Json[];
    expect(data.articles_aggregated).toEqual(
      expected.map((row) => ({
        group: { status: row.status },
        countAll: row.countAll,
        count: row.count,
        sum: { views: asNumber((row.sum as Json).views) },
        max: { rating: asNumber((row.max as Json).rating) },
      })),
    );
    expect(data.all).toEqual([{ countAll: 5, avg: { views: 85 } }]);

    const byYear = await gql('{ articles_aggregated(groupBy: ["year(published_on)"], sort: ["year(published_on)"]) { group countAll } }');
    const years = (await rest('/items/articles?groupBy=year(published_on)&sort=year(published_on)&aggregate[countAll]=*')) as Json[];
    expect(byYear.articles_aggregated).toEqual(
      years.map((row) => ({ group: { published_on_year: row.published_on_year }, countAll: row.countAll })),
    );
    expect(byYear.articles_aggregated).toContainEqual({ group: { published_on_year: 2024 }, countAll: 3 });
  });

  it('answers a content version of one item as REST does', async () => {
    const enabled = await server.asAdmin('/collections/articles', { method: 'PATCH', json: { meta: { versioning: true } } });
    expect(enabled.status).toBe(200);
    const made = await server.asAdmin('/versions', { method: 'POST', json: { collection: 'articles', item: '2', key: 'draft' } });
    const version = ((await made.json()) as { data: { id: string } }).data;
    expect((await server.asAdmin(`/versions/${version.id}/save`, { method: 'POST', json: { title: 'Versioned' } })).status).toBe(200);
    const data = await gql('{ main: articles_by_id(id: 2) { title } draft: articles_by_id(id: 2, version: "draft") { title body } }');
    expect(data.main).toEqual({ title: 'Second Post' });
    expect(data.draft).toEqual(await rest('/items/articles/2?version=draft&fields=title,body'));
    expect(data.draft).toEqual({ title: 'Versioned', body: 'Draft text' });
  });

  it('answers bad input with the error REST gives, not a crash', async () => {
    const result = await executeAs(server.server.ctx, schemas, server.adminToken, '{ articles(limit: -5) { id } }');
    expect(result.errors?.[0]?.originalError).toMatchObject({ code: 'INVALID_QUERY' });
    const missing = await executeAs(server.server.ctx, schemas, server.adminToken, '{ articles_by_id(id: 999) { id } }');
    expect(missing.errors?.[0]?.originalError).toMatchObject({ code: 'FORBIDDEN' });
  });
});

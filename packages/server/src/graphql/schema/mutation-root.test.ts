import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlogSchema, seedBlog } from '../../../test/harness/blog-schema.js';
import { executeAs } from '../../../test/harness/graphql-schema-kit.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';
import type { GraphqlSchemaSource } from '../graphql-types.js';
import { createGraphqlSchemaSource } from './schema-source.js';

const DATABASES = testDatabasesFor(import.meta.url);

type Json = Record<string, unknown>;

/** Mutations write through the item operations: the same rows, activity and revisions as REST. */
describe.each(DATABASES)('GraphQL mutations on %s', (client) => {
  let server: TestServer;
  let db: Knex;
  let schemas: GraphqlSchemaSource;
  let writerToken: string;

  beforeAll(async () => {
    server = await startTestServer({ client });
    db = server.server.ctx.db;
    await createBlogSchema(db, client);
    await seedBlog(db, client);
    // Articles in `articles` record activity and revisions (the default, accountability `all`).
    const role = await server.createRole({ name: 'Writer' });
    await db('directus_permissions').insert([
      {
        role,
        collection: 'articles',
        action: 'create',
        fields: 'title,status',
        validation: JSON.stringify({ title: { _starts_with: 'W' } }),
      },
      { role, collection: 'tags', action: 'create', fields: '*' },
      { role, collection: 'tags', action: 'read', fields: '*' },
    ]);
    writerToken = 'writer-token';
    await server.createUser({ role, token: writerToken });
    server.server.ctx.schema.invalidate();
    server.server.ctx.permissions.invalidate();
    schemas = createGraphqlSchemaSource(server.server.ctx);
  });
  afterAll(async () => {
    await server?.close();
  });

  const gql = async (source: string, token = server.adminToken, variables?: Json) =>
    executeAs(server.server.ctx, schemas, token, source, { variables });
  const ok = async (source: string, token = server.adminToken, variables?: Json): Promise<Json> => {
    const result = await gql(source, token, variables);
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    return result.data as Json;
  };
  const trail = async (collection: string, item: unknown) => {
    const activity = (await db('directus_activity')
      .where({ collection, item: String(item) })
      .orderBy('id')
      .select('id', 'action')) as Json[];
    const revisions = (await db('directus_revisions')
      .whereIn(
        'activity',
        activity.map((row) => row.id as number),
      )
      .select('data', 'delta')) as Json[];
    return { actions: activity.map((row) => row.action), revisions: revisions.length };
  };

  it('creates with nested relations, and leaves the same trail as REST', async () => {
    const data = await ok(`mutation {
      create_articles_item(data: {title: "Via GraphQL", status: "draft", author: {id: "1"}, tags: [{tags_id: {id: "2"}}, {tags_id: {name: "new"}}]}) {
        id title author { name } tags { tags_id { name } }
      }
    }`);
    const created = data.create_articles_item as Json;
    expect(created).toMatchObject({
      title: 'Via GraphQL',
      author: { name: 'Ann' },
      tags: [{ tags_id: { name: 'tech' } }, { tags_id: { name: 'new' } }],
    });
    const response = await server.asAdmin('/items/articles', {
      method: 'POST',
      json: { title: 'Via REST', status: 'draft', author: { id: '1' }, tags: [{ tags_id: { id: '2' } }, { tags_id: { name: 'new' } }] },
    });
    const viaRest = ((await response.json()) as { data: Json }).data;
    expect(await trail('articles', created.id)).toEqual(await trail('articles', viaRest.id));
    expect(await trail('articles', created.id)).toEqual({ actions: ['create'], revisions: 1 });
  });

  it('runs the same filter and action events as REST, with the caller as accountability', async () => {
    const events = server.server.ctx.events;
    const seen: Array<{ keys: unknown; user: unknown }> = [];
    const offFilter = events.onFilter('articles.items.create', (payload) => ({ ...(payload as Json), body: 'stamped by a hook' }));
    const offAction = events.onAction('articles.items.create', (meta, accountability) => {
      seen.push({ keys: meta.key ?? meta.keys, user: accountability?.user });
    });
    try {
      const data = await ok('mutation { create_articles_item(data: {title: "Hooked"}) { id body } }');
      const created = data.create_articles_item as Json;
      expect(created.body).toBe('stamped by a hook');
      const admin = (await db('directus_users').where('email', 'admin@example.com').first('id')) as { id: string };
      await expect.poll(() => seen.length).toBe(1);
      expect(seen[0]!.user).toBe(admin.id);
      expect(String(seen[0]!.keys)).toBe(created.id);
    } finally {
      offFilter();
      offAction();
    }
  });

  it('updates one, many and a batch, and deletes, as REST does', async () => {
    const made = await ok(
      'mutation { create_articles_items(data: [{title: "A1"}, {title: "A2"}, {title: "A3"}], sort: ["-id"]) { id title } }',
    );
    const ids = (made.create_articles_items as Json[]).map((row) => row.id as string);
    expect((made.create_articles_items as Json[]).map((row) => row.title)).toEqual(['A1', 'A2', 'A3']);
    const one = await ok(`mutation { update_articles_item(id: "${ids[0]}", data: {title: "A1 changed"}) { id title } }`);
    expect(one.update_articles_item).toEqual({ id: ids[0], title: 'A1 changed' });
    const many = await ok(`mutation { update_articles_items(ids: ["${ids[1]}", "${ids[2]}"], data: {status: "published"}) { status } }`);
    expect(many.update_articles_items).toEqual([{ status: 'published' }, { status: 'published' }]);
    const batch = await ok(
      `mutation($data: [update_articles_input!]) { update_articles_batch(data: $data) { id views } }`,
      server.adminToken,
      {
        data: [
          { id: ids[1], views: 7 },
          { id: ids[2], views: 8 },
        ],
      },
    );
    expect(batch.update_articles_batch).toEqual([
      { id: ids[1], views: 7 },
      { id: ids[2], views: 8 },
    ]);
    expect(await trail('articles', ids[1])).toEqual({ actions: ['create', 'update', 'update'], revisions: 3 });
    const removed = await ok(
      `mutation { delete_articles_items(ids: ["${ids[1]}", "${ids[2]}"]) { ids } one: delete_articles_item(id: "${ids[0]}") { id } }`,
    );
    expect(removed).toEqual({ delete_articles_items: { ids: [ids[1], ids[2]] }, one: { id: ids[0] } });
    expect(await db('articles').whereIn('id', ids.map(Number)).count({ n: '*' })).toEqual([{ n: expect.anything() }]);
    expect(Number(((await db('articles').whereIn('id', ids.map(Number)).count({ n: '*' })) as Json[])[0]!.n)).toBe(0);
    expect((await trail('articles', ids[0])).actions).toEqual(['create', 'update', 'delete']);
  });

  it('updates a singleton', async () => {
    const data = await ok('mutation { update_site(data: {site_name: "Renamed"}) { site_name per_page } }');
    expect(data.update_site).toEqual({ site_name: 'Renamed', per_page: 10 });
    const response = await server.asAdmin('/items/site?fields=site_name');
    expect(((await response.json()) as { data: Json }).data).toEqual({ site_name: 'Renamed' });
  });

  it('offers a role only the mutations and input fields its rules allow, and applies its validation as REST does', async () => {
    const result = await gql(
      '{ __schema { mutationType { fields { name } } } __type(name: "create_articles_input") { inputFields { name } } }',
      writerToken,
    );
    const schema = result.data as { __schema: { mutationType: { fields: Json[] } }; __type: { inputFields: Json[] } };
    expect(schema.__schema.mutationType.fields.map((field) => field.name).sort()).toEqual(
      ['create_articles_item', 'create_articles_items', 'create_tags_item', 'create_tags_items'].sort(),
    );
    expect(schema.__type.inputFields.map((field) => field.name).sort()).toEqual(['status', 'title']);
    // Writable but not readable: the answer is `true`, as REST answers 204.
    expect(await ok('mutation { create_articles_item(data: {title: "Written"}) }', writerToken)).toEqual({ create_articles_item: true });
    const refused = await gql('mutation { create_articles_item(data: {title: "Nope"}) }', writerToken);
    // The item operations' own error (a list of failed fields), for the endpoint to answer as REST's.
    expect(refused.errors?.[0]?.originalError).toMatchObject({ errors: [{ code: 'FAILED_VALIDATION', extensions: { field: 'title' } }] });
    expect(refused.data).toEqual({ create_articles_item: null });
    const rest = await server.request('/items/articles', { method: 'POST', token: writerToken, json: { title: 'Nope' } });
    expect(((await rest.json()) as { errors: Array<{ extensions: Json }> }).errors[0]!.extensions.code).toBe('FAILED_VALIDATION');
    const tag = await ok('mutation { create_tags_item(data: {name: "mine"}) { name } }', writerToken);
    expect(tag).toEqual({ create_tags_item: { name: 'mine' } });
    const forbidden = await gql('mutation { delete_tags_items(ids: ["1"]) { ids } }', writerToken);
    expect(forbidden.errors?.[0]?.message).toMatch(/Cannot query field "delete_tags_items"/);
  });
});

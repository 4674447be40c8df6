import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';

const id = { field: 'id', type: 'integer', schema: { is_primary_key: true, has_auto_increment: true } };

type Answer = { data?: Record<string, unknown> | null; errors?: Array<{ message: string; extensions?: { code?: string } }> };

/**
 * Roots the reference's GraphQL schema has that clients generate code from (issue 41, point 9):
 * `<c>_by_version` queries and the `Subscription` type, which it declares even with websockets off.
 */
describe('GraphQL roots as the reference declares them (SQLite, websockets off)', { timeout: 30_000 }, () => {
  let server: TestServer;
  const graphql = async (query: string, variables: Record<string, unknown> = {}): Promise<Answer> => {
    const response = await server.asAdmin('/graphql', { method: 'POST', json: { query, variables } });
    return (await response.json()) as Answer;
  };
  const rest = async (path: string, json: unknown, method = 'POST') => {
    const response = await server.asAdmin(path, { method, json });
    expect(response.status, await response.clone().text()).toBe(200);
    return ((await response.json()) as { data: Record<string, unknown> }).data;
  };

  beforeAll(async () => {
    server = await startTestServer({ client: 'sqlite3' });
    expect(server.config.WEBSOCKETS_ENABLED).toBe(false);
    await rest('/collections', { collection: 'authors', schema: {}, meta: {}, fields: [id, { field: 'name', type: 'string' }] });
    await rest('/collections', {
      collection: 'posts',
      schema: {},
      meta: { versioning: true },
      fields: [id, { field: 'title', type: 'string' }, { field: 'author', type: 'integer', meta: { special: ['m2o'] } }],
    });
    await rest('/relations', { collection: 'posts', field: 'author', related_collection: 'authors' });
    await rest('/items/authors', [{ name: 'Ann' }, { name: 'Bob' }]);
    await rest('/collections', {
      collection: 'home',
      schema: {},
      meta: { singleton: true, versioning: true },
      fields: [id, { field: 'headline', type: 'string' }],
    });
    const post = await rest('/items/posts', { title: 'Published', author: 1 });
    const draft = await rest('/versions', { key: 'draft', name: 'Draft', collection: 'posts', item: String(post.id) });
    await rest(`/versions/${String(draft.id)}/save`, { title: 'Drafted', author: 2 });
    const home = await rest('/items/home', { headline: 'Live' }, 'PATCH');
    const homeDraft = await rest('/versions', { key: 'draft', name: 'Draft', collection: 'home', item: String(home.id) });
    await rest(`/versions/${String(homeDraft.id)}/save`, { headline: 'Soon' });
  });
  afterAll(async () => server?.close());

  it('declares <c>_by_version(version: String!, id: ID!) answering version_<c>, relational fields as JSON, as the reference does', async () => {
    type Ref = { kind: string; name: string | null; ofType: { name: string } | null };
    type Root = { name: string; type: Ref; args: Array<{ name: string; type: Ref }> };
    const answer = await graphql(`
      fragment Ref on __Type {
        kind
        name
        ofType {
          name
        }
      }
      {
        __schema {
          queryType {
            fields {
              name
              type {
                ...Ref
              }
              args {
                name
                type {
                  ...Ref
                }
              }
            }
          }
        }
        version: __type(name: "version_posts") {
          fields {
            name
            type {
              ...Ref
            }
          }
        }
      }
    `);
    const fields = (answer.data?.__schema as { queryType: { fields: Root[] } }).queryType.fields;
    const named = (ref: Ref) => (ref.kind === 'NON_NULL' ? `${ref.ofType?.name}!` : String(ref.name));
    const args = (name: string) => fields.find((f) => f.name === name)?.args.map((a) => `${a.name}:${named(a.type)}`);
    expect(args('posts_by_version')).toEqual(['version:String!', 'id:ID!']);
    expect(args('home_by_version')).toEqual(['version:String!']);
    expect(named(fields.find((f) => f.name === 'posts_by_version')!.type)).toBe('version_posts');
    expect(named(fields.find((f) => f.name === 'home_by_version')!.type)).toBe('version_home');
    const versionFields = (answer.data?.version as { fields: Array<{ name: string; type: Ref }> }).fields;
    expect(Object.fromEntries(versionFields.map((f) => [f.name, named(f.type)]))).toEqual({ id: 'ID!', title: 'String', author: 'JSON' });
    const system = await server.asAdmin('/graphql/system', {
      method: 'POST',
      json: { query: '{ __schema { queryType { fields { name } } } }' },
    });
    const systemRoots = ((await system.json()) as { data: { __schema: { queryType: { fields: Array<{ name: string }> } } } }).data;
    expect(systemRoots.__schema.queryType.fields.map((f) => f.name).filter((name) => name.endsWith('_by_version'))).toEqual([]);
  });

  it('answers the item as its version makes it, and the main item alone unchanged', async () => {
    const answer = await graphql(
      'query($v: String!) { posts_by_version(version: $v, id: 1) { id title author } home_by_version(version: $v) { headline } posts_by_id(id: 1) { title author { name } } }',
      {
        v: 'draft',
      },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({
      posts_by_version: { id: '1', title: 'Drafted', author: 2 },
      home_by_version: { headline: 'Soon' },
      posts_by_id: { title: 'Published', author: { name: 'Ann' } },
    });
    // As REST's ?version=: a key that names no version answers the item unchanged (reference v10).
    const missing = await graphql('{ posts_by_version(id: 1, version: "nope") { title } }');
    expect(missing.data).toEqual({ posts_by_version: { title: 'Published' } });
  });

  it('declares the Subscription type with websockets off, and a subscription over HTTP is refused', async () => {
    const answer = await graphql('{ __schema { subscriptionType { name fields { name } } } }');
    const type = (answer.data?.__schema as { subscriptionType: { name: string; fields: Array<{ name: string }> } | null }).subscriptionType;
    expect(type?.name).toBe('Subscription');
    expect(type?.fields.map((f) => f.name).sort()).toEqual(['authors_mutated', 'home_mutated', 'posts_mutated']);
    const over = await graphql('subscription { posts_mutated { key } }');
    expect(over.errors?.length).toBeGreaterThan(0);
  });
});

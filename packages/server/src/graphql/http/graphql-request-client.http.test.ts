import { ClientError, GraphQLClient, gql } from 'graphql-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';

const id = { field: 'id', type: 'integer', schema: { is_primary_key: true, has_auto_increment: true } };

/** `graphql-request` (7.4.0 from the registry, unchanged) as a Directus 10 project uses it against /graphql and /graphql/system. */
describe('graphql-request against Tessera (SQLite)', { timeout: 30_000 }, () => {
  let server: TestServer;
  let items: GraphQLClient;
  let system: GraphQLClient;

  beforeAll(async () => {
    server = await startTestServer({ client: 'sqlite3' });
    const made = await server.asAdmin('/collections', {
      method: 'POST',
      json: {
        collection: 'posts',
        schema: {},
        meta: {},
        fields: [id, { field: 'title', type: 'string' }, { field: 'views', type: 'integer' }],
      },
    });
    expect(made.status).toBe(200);
    const headers = { authorization: `Bearer ${server.adminToken}` };
    items = new GraphQLClient(`${server.url}/graphql`, { headers });
    system = new GraphQLClient(`${server.url}/graphql/system`, { headers });
  });
  afterAll(async () => server?.close());

  it('creates, queries with variables, aggregates and deletes items', async () => {
    const created = await items.request<{ create_posts_items: Array<{ id: string; title: string }> }>(
      gql`
        mutation Add($data: [create_posts_input!]) {
          create_posts_items(data: $data) {
            id
            title
          }
        }
      `,
      {
        data: [
          { title: 'One', views: 3 },
          { title: 'Two', views: 5 },
        ],
      },
    );
    expect(created.create_posts_items.map((p) => p.title)).toEqual(['One', 'Two']);
    const found = await items.request<{ posts: Array<{ title: string }> }>(
      gql`
        query Find($min: GraphQLStringOrFloat) {
          posts(filter: { views: { _gte: $min } }, sort: ["-views"]) {
            title
          }
        }
      `,
      { min: 4 },
    );
    expect(found.posts).toEqual([{ title: 'Two' }]);
    const sums = await items.request<{ posts_aggregated: Array<{ sum: { views: number } }> }>(gql`
      {
        posts_aggregated {
          sum {
            views
          }
        }
      }
    `);
    expect(sums.posts_aggregated[0]?.sum.views).toBe(8);
    const byId = await items.request<{ posts_by_id: { title: string } }>(
      gql`
        query One($id: ID!) {
          posts_by_id(id: $id) {
            title
          }
        }
      `,
      { id: created.create_posts_items[0]!.id },
    );
    expect(byId.posts_by_id.title).toBe('One');
    await items.request(
      gql`
        mutation Remove($ids: [ID]!) {
          delete_posts_items(ids: $ids) {
            ids
          }
        }
      `,
      { ids: created.create_posts_items.map((p) => p.id) },
    );
  });

  it('reads the current user and server info on /graphql/system', async () => {
    const me = await system.request<{ users_me: { email: string } }>(gql`
      {
        users_me {
          email
        }
      }
    `);
    expect(me.users_me.email).toBe('admin@example.com');
    const ping = await system.request<{ server_ping: string }>(gql`
      {
        server_ping
      }
    `);
    expect(ping.server_ping).toBe('pong');
  });

  it('raises a ClientError carrying the reference error codes', async () => {
    const anonymous = new GraphQLClient(`${server.url}/graphql`);
    const error = await anonymous
      .request(gql`
        {
          posts {
            id
          }
        }
      `)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ClientError);
    const codes = (error as ClientError).response.errors?.map((e) => (e.extensions as { code?: string }).code);
    expect(codes?.[0]).toMatch(/GRAPHQL_VALIDATION|FORBIDDEN/);
  });
});

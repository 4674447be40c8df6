import type { ApiExtensionContext } from '@tessera/extensions-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFlow } from '../../test/harness/flow-fixtures.js';
import { csvFile, importRequest } from '../../test/harness/import-request.js';
import { connectSocket } from '../../test/harness/socket-client.js';
import { startTestServer, type TestServer } from '../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../test/harness/test-databases.js';
import { createExtensionContext } from '../extensions/context/create-extension-context.js';

const DATABASES = testDatabasesFor(import.meta.url);

const STATUS = 'x-cache-status';

/** Polls `check` until it holds or `timeoutMs` has passed; answers whether it held. */
async function within(timeoutMs: number, check: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  do {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  } while (Date.now() < deadline);
  return false;
}

/**
 * README, CACHE_AUTO_PURGE: "a committed write purges every answer that read the collection",
 * whichever door it came through and whether or not it emitted events (issue 38, point 1). Each
 * case caches an answer, writes through one door, and reads again at once.
 */
describe.each(DATABASES)('a committed write purges cached answers on %s', (client) => {
  let server: TestServer;
  let extension: ApiExtensionContext;
  let nextTitle = 0;

  const get = async (path: string, token?: string) => {
    const response = await server.request(path, token ? { token } : {});
    const body = (await response.json()) as { data: unknown };
    return { status: response.status, cache: response.headers.get(STATUS), data: body.data };
  };
  /** Reads `path` twice, the second answer from the cache; answers the cached data. */
  const cached = async (path: string, token?: string) => {
    await get(path, token);
    const second = await get(path, token);
    expect([second.status, second.cache]).toEqual([200, 'HIT']);
    return second.data;
  };
  const createPost = async (status: string) => {
    const title = `post ${++nextTitle}`;
    const response = await server.asAdmin('/items/posts', { method: 'POST', json: { title, status } });
    expect(response.status).toBe(200);
    return { id: ((await response.json()) as { data: { id: number } }).data.id, title };
  };
  const publicTitles = async () =>
    ((await get('/items/posts?fields=title&sort=id&limit=-1')).data as Array<{ title: string }>).map((row) => row.title);

  beforeAll(async () => {
    server = await startTestServer({
      client,
      env: { CACHE_ENABLED: 'true', CACHE_STATUS_HEADER: 'X-Cache-Status', WEBSOCKETS_ENABLED: 'true', LOGIN_STALL_TIME: '0' },
    });
    const created = await server.asAdmin('/collections', {
      method: 'POST',
      json: {
        collection: 'posts',
        schema: {},
        meta: {},
        fields: [
          { field: 'title', type: 'string' },
          { field: 'status', type: 'string' },
        ],
      },
    });
    expect(created.status).toBe(200);
    const rule = await server.asAdmin('/permissions', {
      method: 'POST',
      json: { role: null, collection: 'posts', action: 'read', fields: ['*'], permissions: { status: { _eq: 'published' } } },
    });
    expect(rule.status).toBe(200);
    extension = createExtensionContext(server.server.ctx, 'purge-test');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('a webhook flow unpublishing a post (item-update, events off) takes it out of the cached public answer at once', async () => {
    const post = await createPost('published');
    const flow = await createFlow(server, {
      trigger: 'webhook',
      options: { method: 'POST' },
      operations: [
        {
          key: 'unpublish',
          type: 'item-update',
          options: { collection: 'posts', key: post.id, payload: { status: 'draft' }, permissions: '$full' },
        },
      ],
    });
    await cached('/items/posts?fields=title&sort=id&limit=-1');
    expect(await publicTitles()).toContain(post.title);
    const ran = await server.request(`/flows/trigger/${flow.id}`, { method: 'POST', json: {} });
    expect(ran.status).toBe(200);
    await ran.arrayBuffer();
    expect((await server.server.ctx.db('posts').where('id', post.id).first()).status).toBe('draft');
    expect(await publicTitles()).not.toContain(post.title);
  });

  it('a schedule flow’s write (events off) reaches the cached answer after its tick, not after CACHE_TTL', async () => {
    const post = await createPost('published');
    const path = `/items/posts/${post.id}?fields=title`;
    expect(await cached(path, server.adminToken)).toEqual({ title: post.title });
    const flow = await createFlow(server, {
      trigger: 'schedule',
      options: { cron: '* * * * * *' },
      operations: [
        { key: 'rename', type: 'item-update', options: { collection: 'posts', key: post.id, payload: { title: 'renamed by schedule' } } },
      ],
    });
    try {
      const fresh = await within(4_000, async () => {
        const answer = await get(path, server.adminToken);
        return (answer.data as { title: string }).title === 'renamed by schedule';
      });
      expect(fresh).toBe(true);
    } finally {
      expect((await server.asAdmin(`/flows/${flow.id}`, { method: 'DELETE' })).status).toBe(204);
    }
  });

  it('an extension’s ItemsService writing with emitEvents false purges at once', async () => {
    const post = await createPost('published');
    await cached('/items/posts?fields=title&sort=id&limit=-1');
    await new extension.services.ItemsService('posts', { accountability: null }).updateOne(
      post.id,
      { status: 'archived' },
      { emitEvents: false },
    );
    expect(await publicTitles()).not.toContain(post.title);
  });

  it('a system collection written by an extension’s UsersService with emitEvents false purges GET /users at once', async () => {
    const user = await server.createUser({ first_name: 'Before' });
    const path = `/users/${user.id}?fields=first_name`;
    expect(await cached(path, server.adminToken)).toEqual({ first_name: 'Before' });
    await new extension.services.UsersService({ accountability: null }).updateOne(user.id, { first_name: 'After' }, { emitEvents: false });
    expect((await get(path, server.adminToken)).data).toEqual({ first_name: 'After' });
  });

  it('writes through GraphQL, the REST socket and an import purge too', async () => {
    const post = await createPost('published');
    const path = `/items/posts/${post.id}?fields=title`;
    const titleNow = async () => ((await get(path, server.adminToken)).data as { title: string }).title;

    await cached(path, server.adminToken);
    const mutation = await server.asAdmin('/graphql', {
      method: 'POST',
      json: { query: `mutation { update_posts_item(id: ${post.id}, data: { title: "by graphql" }) { id } }` },
    });
    expect(mutation.status).toBe(200);
    await mutation.arrayBuffer();
    expect(await titleNow()).toBe('by graphql');

    await cached(path, server.adminToken);
    const socket = await connectSocket(server.url);
    try {
      expect(await socket.call({ type: 'auth', access_token: server.adminToken, uid: 'in' })).toMatchObject({ status: 'ok' });
      const answer = await socket.call({
        type: 'items',
        collection: 'posts',
        action: 'update',
        id: post.id,
        data: { title: 'by socket' },
        uid: 'u',
      });
      expect(answer).toMatchObject({ type: 'items' });
    } finally {
      socket.close();
    }
    expect(await titleNow()).toBe('by socket');

    await cached(path, server.adminToken);
    const imported = await importRequest(server, 'posts', [csvFile(`id,title\n${post.id},by import\n`)]);
    expect(imported.status).toBe(200);
    expect(await titleNow()).toBe('by import');
  });
});

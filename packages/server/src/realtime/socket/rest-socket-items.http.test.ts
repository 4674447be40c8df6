import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSocket, type TestSocket } from '../../../test/harness/socket-client.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

describe.each(DATABASES)('items over the REST socket on %s', (client) => {
  let server: TestServer;
  let admin: TestSocket;
  let writer: TestSocket;
  let writerId: string;
  let uid = 0;
  const call = (socket: TestSocket, message: Record<string, unknown>) => socket.call({ type: 'items', ...message, uid: ++uid });

  beforeAll(async () => {
    server = await startTestServer({ client, env: { WEBSOCKETS_ENABLED: 'true', LOGIN_STALL_TIME: '0' } });
    const db = server.server.ctx.db;
    await db.schema.createTable('articles', (t) => {
      t.increments('id');
      t.string('title', 100).notNullable();
      t.string('status', 20).defaultTo('draft');
      t.string('secret', 100);
      t.uuid('owner');
    });
    await db.schema.createTable('vaults', (t) => {
      t.increments('id');
      t.string('code', 20);
    });
    await db('directus_collections').insert([{ collection: 'articles' }, { collection: 'vaults' }]);
    const role = await server.createRole({ name: 'Writer' });
    const user = await server.createUser({ role });
    writerId = user.id;
    const own = JSON.stringify({ owner: { _eq: '$CURRENT_USER' } });
    await db('directus_permissions').insert([
      {
        role,
        collection: 'articles',
        action: 'read',
        permissions: JSON.stringify({ _or: [{ owner: { _eq: '$CURRENT_USER' } }, { status: { _eq: 'published' } }] }),
        fields: 'id,title,status,owner',
      },
      { role, collection: 'articles', action: 'create', fields: 'title,status', presets: JSON.stringify({ owner: '$CURRENT_USER' }) },
      { role, collection: 'articles', action: 'update', permissions: own, fields: 'title,status' },
      { role, collection: 'articles', action: 'delete', permissions: own },
    ]);
    server.server.ctx.schema.invalidate();
    await server.server.ctx.permissions.invalidate();
    await db('articles').insert([
      { title: 'published by someone', status: 'published', secret: 's1' },
      { title: 'draft by someone', status: 'draft', secret: 's2' },
    ]);
    admin = await connectSocket(server.url);
    expect(await admin.call({ type: 'auth', access_token: server.adminToken, uid: 'a' })).toMatchObject({ status: 'ok' });
    writer = await connectSocket(server.url);
    expect(await writer.call({ type: 'auth', email: user.email, password: user.password, uid: 'w' })).toMatchObject({ status: 'ok' });
  });
  afterAll(async () => {
    admin?.close();
    writer?.close();
    await server?.close();
  });

  it('creates, reads, updates and deletes, answering as REST does', async () => {
    const created = await call(admin, {
      collection: 'articles',
      action: 'create',
      data: { title: 'socket made' },
      query: { fields: ['id', 'title'] },
    });
    expect(created).toEqual({ type: 'items', data: { id: expect.any(Number), title: 'socket made' }, uid });
    const id = (created.data as { id: number }).id;
    const batch = await call(admin, {
      collection: 'articles',
      action: 'create',
      data: [{ title: 'b1' }, { title: 'b2' }],
      query: { fields: ['title'] },
    });
    expect(batch.data).toEqual([{ title: 'b1' }, { title: 'b2' }]);

    expect((await call(admin, { collection: 'articles', action: 'read', id, query: { fields: ['title'] } })).data).toEqual({
      title: 'socket made',
    });
    const filtered = await call(admin, {
      collection: 'articles',
      action: 'read',
      query: { filter: { title: { _starts_with: 'b' } }, sort: ['-title'], fields: ['title'], meta: 'filter_count' },
    });
    expect(filtered).toMatchObject({ data: [{ title: 'b2' }, { title: 'b1' }], meta: { filter_count: 2 } });

    const batchIds = await server.server.ctx.db('articles').whereIn('title', ['b1', 'b2']).orderBy('title').pluck('id');
    const byIds = await call(admin, {
      collection: 'articles',
      action: 'read',
      ids: batchIds,
      query: { fields: ['title'], sort: ['title'] },
    });
    expect(byIds.data).toEqual([{ title: 'b1' }, { title: 'b2' }]);
    const updatedIds = await call(admin, {
      collection: 'articles',
      action: 'update',
      ids: batchIds,
      data: { status: 'review' },
      query: { fields: ['status'] },
    });
    expect(updatedIds.data).toEqual([{ status: 'review' }, { status: 'review' }]);

    const updated = await call(admin, {
      collection: 'articles',
      action: 'update',
      id,
      data: { title: 'renamed' },
      query: { fields: ['title'] },
    });
    expect(updated.data).toEqual({ title: 'renamed' });
    const byQuery = await call(admin, {
      collection: 'articles',
      action: 'update',
      query: { filter: { title: { _in: ['b1', 'b2'] } }, fields: ['status'] },
      data: { status: 'archived' },
    });
    expect(byQuery.data).toEqual([{ status: 'archived' }, { status: 'archived' }]);

    const removed = await call(admin, { collection: 'articles', action: 'delete', query: { filter: { status: { _eq: 'archived' } } } });
    expect((removed.data as number[]).length).toBe(2);
    expect(await call(admin, { collection: 'articles', action: 'delete', id })).toMatchObject({ data: id });
    const spare = await call(admin, {
      collection: 'articles',
      action: 'create',
      data: [{ title: 'd1' }, { title: 'd2' }],
      query: { fields: ['id'] },
    });
    const spareIds = (spare.data as Array<{ id: number }>).map((row) => row.id);
    expect(await call(admin, { collection: 'articles', action: 'delete', ids: spareIds })).toMatchObject({ data: spareIds });
    expect(await server.server.ctx.db('articles').whereIn('id', spareIds)).toEqual([]);
    expect(await server.server.ctx.db('articles').whereIn('title', ['renamed', 'b1', 'b2'])).toEqual([]);
  });

  it("applies a restricted role's rules: row filter, field list, presets, and refuses what it may not do", async () => {
    const mine = await call(writer, { collection: 'articles', action: 'create', data: { title: 'mine' } });
    expect(mine.data).toMatchObject({ title: 'mine', owner: writerId });
    const visible = await call(writer, { collection: 'articles', action: 'read', query: { sort: ['id'] } });
    // The published one and its own; never the other draft; never the `secret` column.
    expect((visible.data as Array<{ title: string }>).map((row) => row.title)).toEqual(['published by someone', 'mine']);
    expect(visible.data).toEqual(expect.arrayContaining([expect.not.objectContaining({ secret: expect.anything() })]));
    const published = await server.server.ctx.db('articles').where('title', 'published by someone').first('id');

    const update = await call(writer, { collection: 'articles', action: 'update', id: published.id, data: { title: 'hijacked' } });
    expect(update).toMatchObject({ type: 'items', status: 'error', error: { code: 'FORBIDDEN' }, uid });
    const vault = await call(writer, { collection: 'vaults', action: 'read' });
    expect(vault).toMatchObject({ status: 'error', error: { code: 'FORBIDDEN' } });
    const roles = await call(writer, { collection: 'directus_roles', action: 'create', data: { name: 'Escalated', admin_access: true } });
    expect(roles).toMatchObject({ status: 'error', error: { code: 'FORBIDDEN' } });
    const secret = await call(writer, { collection: 'articles', action: 'create', data: { title: 'x', secret: 'y' } });
    expect(secret).toMatchObject({ status: 'error', error: { code: 'FORBIDDEN' } });
    expect(await server.server.ctx.db('directus_roles').where('name', 'Escalated')).toEqual([]);
    expect(await server.server.ctx.db('articles').where('title', 'hijacked')).toEqual([]);
  });

  it('serves system collections through their own endpoints', async () => {
    const me = await call(writer, { collection: 'directus_users', action: 'read', id: writerId, query: { fields: ['id'] } });
    expect(me.data).toEqual({ id: writerId });
    const settings = await call(admin, { collection: 'directus_settings', action: 'update', data: { project_name: 'Socketed' } });
    expect(settings.data).toMatchObject({ project_name: 'Socketed' });
    const collection = await call(admin, { collection: 'directus_collections', action: 'read', id: 'articles' });
    expect(collection.data).toMatchObject({ collection: 'articles' });
    expect((await call(writer, { collection: 'directus_collections', action: 'delete', id: 'articles' })).error).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect((await call(admin, { collection: 'directus_extensions', action: 'read' })).error).toMatchObject({ code: 'FORBIDDEN' });
    expect((await call(admin, { collection: 'directus_fields', action: 'read' })).error).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('answers bad messages and bad queries with INVALID_PAYLOAD / INVALID_QUERY and keeps working', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ action: 'read' }, 'INVALID_PAYLOAD'],
      [{ collection: 'articles', action: 'explode' }, 'INVALID_PAYLOAD'],
      [{ collection: 'articles', action: 'read', id: { a: 1 } }, 'INVALID_PAYLOAD'],
      [{ collection: 'articles', action: 'read', ids: [1, null] }, 'INVALID_PAYLOAD'],
      [{ collection: 'articles', action: 'read', query: 'fields=*' }, 'INVALID_PAYLOAD'],
      [{ collection: 'articles', action: 'read', query: { filter: { title: { _nope: 1 } } } }, 'INVALID_QUERY'],
      [{ collection: 'articles', action: 'read', query: { access_token: server.adminToken } }, 'INVALID_QUERY'],
      [{ collection: 'articles', action: 'read', query: { export: 'csv' } }, 'INVALID_QUERY'],
      [{ collection: 'articles', action: 'create' }, 'INVALID_PAYLOAD'],
      [{ collection: 'articles', action: 'update', data: { title: 'all' } }, 'INVALID_PAYLOAD'],
      [{ collection: 'articles', action: 'delete' }, 'INVALID_PAYLOAD'],
    ];
    for (const [message, code] of cases) {
      const answer = await call(writer, message);
      expect(answer, JSON.stringify(message)).toMatchObject({ type: 'items', status: 'error', error: { code }, uid });
    }
    expect(await writer.call({ type: 'ping', uid: 'alive' })).toEqual({ type: 'pong', uid: 'alive' });
  });

  it('checks subscribe messages and, with no broker on the context, answers them with an error', async () => {
    const broker = server.server.ctx.realtime;
    server.server.ctx.realtime = null;
    try {
      const bad = await writer.call({ type: 'subscribe', collection: 'articles', event: 'explode', uid: 'sb' });
      expect(bad).toMatchObject({ type: 'subscribe', status: 'error', error: { code: 'INVALID_PAYLOAD' }, uid: 'sb' });
      const none = await writer.call({ type: 'subscribe', collection: 'articles', uid: 'sn' });
      expect(none).toMatchObject({ type: 'subscribe', status: 'error', error: { code: 'SERVICE_UNAVAILABLE' }, uid: 'sn' });
      expect(await writer.call({ type: 'unsubscribe', uid: 'sn' })).toEqual({ type: 'subscription', event: 'unsubscribe', uid: 'sn' });
    } finally {
      server.server.ctx.realtime = broker;
    }
  });

  it('treats hostile collection, field and key names as names, never as prototype members', async () => {
    for (const collection of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', '../roles', 'articles/1', '']) {
      const answer = await call(writer, { collection, action: 'read' });
      expect(answer.status, collection).toBe('error');
      expect(['FORBIDDEN', 'INVALID_PAYLOAD', 'ROUTE_NOT_FOUND']).toContain((answer.error as { code: string }).code);
    }
    // Answered exactly as REST answers the same request.
    const byName = await call(admin, { collection: 'articles', action: 'read', query: { fields: ['constructor', '__proto__'] } });
    const rest = (await (await server.asAdmin('/items/articles?fields=constructor,__proto__')).json()) as Record<string, unknown>;
    expect(rest.data).toBeDefined();
    expect(byName).toEqual({ type: 'items', data: rest.data, uid });
    const hostileId = await call(admin, { collection: 'articles', action: 'read', id: '__proto__' });
    expect(hostileId.status).toBe('error');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    writer.sendRaw('{"type":"items","collection":"articles","action":"create","data":{"__proto__":{"polluted":true}},"uid":"p"}');
    const refused = await writer.next((message) =>
      String((message.error as { message?: string } | undefined)?.message).includes('prototype'),
    );
    expect(refused).toMatchObject({ status: 'error', error: { code: 'INVALID_PAYLOAD' } });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

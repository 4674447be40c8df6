import type { Knex } from 'knex';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

type Json = Record<string, unknown>;
interface Answer {
  status: number;
  text: string;
  data: unknown;
}

/**
 * A "Clerk" role: creates and updates notes but reads only public ones; creates drops without any
 * read rule; updates the banner singleton without reading it; creates folders without reading them.
 */
async function createSchema(db: Knex): Promise<void> {
  await db.schema.createTable('notes', (t) => {
    t.increments('id');
    t.string('body', 100);
    t.string('status', 20);
  });
  await db.schema.createTable('drops', (t) => {
    t.increments('id');
    t.string('code', 20);
  });
  await db.schema.createTable('banner', (t) => {
    t.increments('id');
    t.string('text', 100);
  });
  await db('directus_collections').insert([
    { collection: 'notes', singleton: false },
    { collection: 'drops', singleton: false },
    { collection: 'banner', singleton: true },
  ]);
}

describe.each(DATABASES)('writes whose result the caller may not read on %s', (client) => {
  let server: TestServer;
  let db: Knex;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer({ client, env: { LOGIN_STALL_TIME: '0' } });
    db = server.server.ctx.db;
    await createSchema(db);
    server.server.ctx.schema.invalidate();
    const role = await server.createRole({ name: 'Clerk' });
    await db('directus_permissions').insert([
      { role, collection: 'notes', action: 'create', fields: '*' },
      { role, collection: 'notes', action: 'read', permissions: JSON.stringify({ status: { _eq: 'public' } }), fields: '*' },
      { role, collection: 'notes', action: 'update', fields: '*' },
      { role, collection: 'drops', action: 'create', fields: '*' },
      { role, collection: 'banner', action: 'create', fields: '*' },
      { role, collection: 'banner', action: 'update', fields: '*' },
      { role, collection: 'directus_folders', action: 'create', fields: '*' },
    ]);
    server.server.ctx.permissions.invalidate();
    const user = await server.createUser({ role });
    token = (await server.login(user.email, user.password)).access_token;
  });
  afterAll(async () => server?.close());

  beforeEach(async () => {
    await db('notes').delete();
    await db('drops').delete();
  });

  async function call(path: string, method: string, json: unknown): Promise<Answer> {
    const response = await server.request(path, { method, json, token });
    const text = await response.text();
    return { status: response.status, text, data: text ? (JSON.parse(text) as { data?: unknown }).data : undefined };
  }
  const noteId = async (body: string) => Number(((await db('notes').where({ body }).first('id')) as { id: number }).id);

  it('answers 204 with no body to a create without any read rule, and writes the item', async () => {
    const answer = await call('/items/drops', 'POST', { code: 'alpha' });
    expect(answer).toMatchObject({ status: 204, text: '' });
    expect(await db('drops').where({ code: 'alpha' }).first('code')).toEqual({ code: 'alpha' });
    const batch = await call('/items/drops', 'POST', [{ code: 'b1' }, { code: 'b2' }]);
    expect(batch).toMatchObject({ status: 204, text: '' });
    expect((await db('drops').select('code').orderBy('code')).map((row: Json) => row.code)).toEqual(['alpha', 'b1', 'b2']);
  });

  it('answers 204 with no body to a create whose item falls outside the read rule', async () => {
    const answer = await call('/items/notes?fields=id,body', 'POST', { body: 'hidden one', status: 'private' });
    expect(answer).toMatchObject({ status: 204, text: '' });
    expect(await db('notes').where({ body: 'hidden one' }).first('status')).toEqual({ status: 'private' });
  });

  it('answers 200 with the item to a create the caller may read back', async () => {
    const answer = await call('/items/notes?fields=body,status', 'POST', { body: 'seen', status: 'public' });
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ body: 'seen', status: 'public' });
  });

  it('answers a batch create with the items the caller may read', async () => {
    const answer = await call('/items/notes?fields=body', 'POST', [
      { body: 'one', status: 'public' },
      { body: 'two', status: 'private' },
    ]);
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual([{ body: 'one' }]);
    expect((await db('notes').select('body').orderBy('body')).map((row: Json) => row.body)).toEqual(['one', 'two']);
  });

  it('answers 204 to an update that moves the item out of the read rule, 200 otherwise', async () => {
    await db('notes').insert([
      { body: 'a', status: 'public' },
      { body: 'b', status: 'public' },
    ]);
    const a = await noteId('a');
    const kept = await call(`/items/notes/${a}?fields=body`, 'PATCH', { body: 'a2' });
    expect(kept).toMatchObject({ status: 200, data: { body: 'a2' } });
    const hidden = await call(`/items/notes/${a}`, 'PATCH', { status: 'private' });
    expect(hidden).toMatchObject({ status: 204, text: '' });
    expect(await db('notes').where({ id: a }).first('status')).toEqual({ status: 'private' });
    const b = await noteId('b');
    const batch = await call('/items/notes', 'PATCH', { keys: [a, b], data: { body: 'both' } });
    expect(batch.status).toBe(200);
    expect((batch.data as Json[]).map((item) => item.id)).toEqual([b]);
  });

  it('answers 204 to a singleton update the caller may not read', async () => {
    const answer = await call('/items/banner', 'PATCH', { text: 'Sale' });
    expect(answer).toMatchObject({ status: 204, text: '' });
    expect(await db('banner').first('text')).toEqual({ text: 'Sale' });
  });

  it('answers 204 to a system collection create the caller may not read', async () => {
    const answer = await call('/folders', 'POST', { name: 'Inbox' });
    expect(answer).toMatchObject({ status: 204, text: '' });
    expect(await db('directus_folders').where({ name: 'Inbox' }).first('name')).toEqual({ name: 'Inbox' });
  });
});

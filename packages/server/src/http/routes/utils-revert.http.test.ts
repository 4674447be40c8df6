import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

type ErrorBody = { errors: Array<{ message: string; extensions: { code: string } }> };
const codeOf = async (response: Response) => ((await response.json()) as ErrorBody).errors[0]!.extensions.code;

describe.each(DATABASES)('POST /utils/revert/:revision on %s', (client) => {
  let server: TestServer;
  let noteId: number;
  let firstRevision: number;
  const json = async <T>(response: Response) => ((await response.json()) as { data: T }).data;
  const title = async () => (await server.server.ctx.db('notes').where('id', noteId).first('title')).title as string;
  const revert = (revision: number | string, token?: string) =>
    token
      ? server.request(`/utils/revert/${revision}`, { method: 'POST', token })
      : server.asAdmin(`/utils/revert/${revision}`, { method: 'POST' });

  beforeAll(async () => {
    server = await startTestServer({ client, env: { LOGIN_STALL_TIME: '0' } });
    const created = await server.asAdmin('/collections', {
      method: 'POST',
      json: {
        collection: 'notes',
        schema: {},
        meta: {},
        fields: [
          { field: 'title', type: 'string' },
          { field: 'body', type: 'text' },
        ],
      },
    });
    expect(created.status).toBe(200);
    noteId = (await json<{ id: number }>(await server.asAdmin('/items/notes', { method: 'POST', json: { title: 'first', body: 'b1' } })))
      .id;
    await server.asAdmin(`/items/notes/${noteId}`, { method: 'PATCH', json: { title: 'second' } });
    const revisions = await json<Array<{ id: number; data: { title: string } }>>(
      await server.asAdmin(`/revisions?filter[collection][_eq]=notes&filter[item][_eq]=${noteId}&sort=id&fields=id,data`),
    );
    expect(revisions.map((revision) => revision.data.title)).toEqual(['first', 'second']);
    firstRevision = revisions[0]!.id;
  });
  afterAll(async () => server?.close());

  /** A user of a new role with these permission rows. */
  async function userWith(rows: Array<Record<string, unknown>>): Promise<string> {
    const role = await server.createRole({ name: `r${Math.random()}` });
    const db = server.server.ctx.db;
    for (const row of rows) await db('directus_permissions').insert({ role, fields: '*', ...row });
    server.server.ctx.permissions.invalidate();
    const user = await server.createUser({ role });
    return (await server.login(user.email, user.password)).access_token;
  }

  it('reverts the item to the revision data and answers 204 with no body', async () => {
    const response = await revert(firstRevision);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(await title()).toBe('first');
    await server.asAdmin(`/items/notes/${noteId}`, { method: 'PATCH', json: { title: 'second' } });
  });

  it('answers 403 for an unknown, malformed or hostile revision key', async () => {
    for (const key of [999999, 'abc', '__proto__', 'constructor', '1e3', '-1']) {
      const response = await revert(key);
      expect(response.status).toBe(403);
      expect(await codeOf(response)).toBe('FORBIDDEN');
    }
  });

  it('answers 403 to a caller who may not read the revision, and to one who may not update the item', async () => {
    const noRevisions = await userWith([
      { collection: 'notes', action: 'update' },
      { collection: 'notes', action: 'read' },
    ]);
    expect((await revert(firstRevision, noRevisions)).status).toBe(403);
    const readOnly = await userWith([
      { collection: 'directus_revisions', action: 'read' },
      { collection: 'notes', action: 'read' },
    ]);
    const refused = await revert(firstRevision, readOnly);
    expect(refused.status).toBe(403);
    expect(await codeOf(refused)).toBe('FORBIDDEN');
    const public_ = await server.request(`/utils/revert/${firstRevision}`, { method: 'POST' });
    expect(public_.status).toBe(403);
    expect(await title()).toBe('second');
  });

  it("applies the caller's update rules: an item outside them, or a field outside them, is refused", async () => {
    const otherItem = await userWith([
      { collection: 'directus_revisions', action: 'read' },
      { collection: 'notes', action: 'read' },
      { collection: 'notes', action: 'update', permissions: JSON.stringify({ id: { _eq: -1 } }) },
    ]);
    expect((await revert(firstRevision, otherItem)).status).toBe(403);
    const titleOnly = await userWith([
      { collection: 'directus_revisions', action: 'read' },
      { collection: 'notes', action: 'read' },
      { collection: 'notes', action: 'update', fields: 'title' },
    ]);
    // The revision also holds `body`, which this role may not write.
    expect((await revert(firstRevision, titleOnly)).status).toBe(403);
    expect(await title()).toBe('second');
    const allowed = await userWith([
      { collection: 'directus_revisions', action: 'read' },
      { collection: 'notes', action: 'read' },
      { collection: 'notes', action: 'update' },
    ]);
    expect((await revert(firstRevision, allowed)).status).toBe(204);
    expect(await title()).toBe('first');
  });
});

describe.each(DATABASES)('POST /utils/revert/:revision of system rows (users, files) on %s', (client) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ client, env: { LOGIN_STALL_TIME: '0' } });
  });
  afterAll(async () => server?.close());

  it("goes through the user rules: fields only the server sets are left as they are, and the user's password stays", async () => {
    const user = await server.createUser({ first_name: 'After' });
    const db = server.server.ctx.db;
    // A user's revision as the server records one: secrets masked, server-set fields included.
    const [activity] = await db('directus_activity').insert({ action: 'update', collection: 'directus_users', item: user.id }, ['id']);
    const activityId = typeof activity === 'object' ? (activity as { id: number }).id : activity;
    const data = {
      id: user.id,
      first_name: 'Before',
      password: '**********',
      tfa_secret: '**********',
      provider: 'default',
      external_identifier: null,
    };
    const [revision] = await db('directus_revisions').insert(
      { activity: activityId, collection: 'directus_users', item: user.id, data: JSON.stringify(data) },
      ['id'],
    );
    const first = { id: typeof revision === 'object' ? (revision as { id: number }).id : revision };
    await db('directus_users').where('id', user.id).update({ external_identifier: 'kept-by-server' });
    expect((await server.asAdmin(`/utils/revert/${first.id}`, { method: 'POST' })).status).toBe(204);
    expect(await db('directus_users').where('id', user.id).first('first_name', 'external_identifier')).toEqual({
      first_name: 'Before',
      external_identifier: 'kept-by-server',
    });
    // The revision holds the password masked: it is never written back.
    expect((await server.login(user.email, user.password)).access_token).toBeTruthy();
  });

  it("restores a file's metadata but never where its bytes are stored", async () => {
    const db = server.server.ctx.db;
    const id = '5f0e8c1a-2b3c-4d5e-8f90-a1b2c3d4e5f6';
    await db('directus_files').insert({
      id,
      storage: 'local',
      filename_disk: `${id}.png`,
      filename_download: 'a.png',
      title: 'Now',
      type: 'image/png',
    });
    const [activity] = await db('directus_activity').insert({ action: 'update', collection: 'directus_files', item: id }, ['id']);
    const activityId = typeof activity === 'object' ? (activity as { id: number }).id : activity;
    const data = { id, title: 'Before', storage: 'elsewhere', filename_disk: 'someone-elses-file.png' };
    const [revision] = await db('directus_revisions').insert(
      { activity: activityId, collection: 'directus_files', item: id, data: JSON.stringify(data) },
      ['id'],
    );
    const revisionId = typeof revision === 'object' ? (revision as { id: number }).id : revision;
    expect((await server.asAdmin(`/utils/revert/${revisionId}`, { method: 'POST' })).status).toBe(204);
    expect(await db('directus_files').where('id', id).first('title', 'storage', 'filename_disk')).toEqual({
      title: 'Before',
      storage: 'local',
      filename_disk: `${id}.png`,
    });
  });
});

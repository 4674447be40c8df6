import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

type Row = Record<string, unknown>;

/**
 * Comments that mention users (`@<user id>`) notify them, as the reference does: only users who may
 * read the item, from the commenter, with the reference's subject, a quote naming the mentioned and
 * a link into the app; nobody else learns anything from a mention.
 */
describe.each(DATABASES)('mentions in comments on %s', (client) => {
  let server: TestServer;
  let db: Knex;
  let article: number;
  let secret: number;
  type User = { id: string; token: string };
  let author: User;
  let reader: User;
  let outsider: User;
  let suspended: User;

  beforeAll(async () => {
    server = await startTestServer({ client, env: { PUBLIC_URL: 'https://cms.example.com/' } });
    db = server.server.ctx.db;
    const readers = await server.createRole({ name: 'Readers' });
    const strangers = await server.createRole({ name: 'Strangers' });
    const user = async (role: string, fields: Row) => {
      const token = `static-${randomUUID()}`;
      return { id: (await server.createUser({ role, password: null, token, ...fields })).id, token };
    };
    author = await user(readers, { first_name: 'Ada', last_name: 'Author' });
    reader = await user(readers, { first_name: 'Rita', last_name: '<b>Reader</b>' });
    outsider = await user(strangers, { first_name: 'Otto' });
    suspended = await user(readers, { first_name: 'Sam', status: 'suspended' });
    for (const name of ['articles', 'secrets']) {
      await db.schema.createTable(name, (t) => {
        t.increments('id');
        t.string('title');
      });
      await db('directus_collections').insert({ collection: name });
    }
    await db('directus_permissions').insert([{ role: readers, collection: 'articles', action: 'read', fields: '*' }]);
    server.server.ctx.schema.invalidate();
    server.server.ctx.permissions.invalidate();
    const create = async (collection: string) => {
      const response = await server.request(`/items/${collection}`, { method: 'POST', token: server.adminToken, json: { title: 'Hello' } });
      return Number(((await response.json()) as { data: Row }).data.id);
    };
    article = await create('articles');
    secret = await create('secrets');
  });
  afterAll(async () => server?.close());

  const comment = async (token: string, text: string, collection = 'articles', item = article) =>
    server.request('/activity/comment', { method: 'POST', token, json: { collection, item, comment: text } });
  const notificationsOf = async (user: string) => (await db('directus_notifications').where({ recipient: user }).orderBy('id')) as Row[];

  it('notifies a mentioned user who may read the item, from the commenter, as the reference words it', async () => {
    const response = await comment(author.token, `Please check this, @${reader.id}\nthanks`);
    expect(response.status).toBe(200);
    const [notice, ...more] = await notificationsOf(reader.id);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      recipient: reader.id,
      sender: author.id,
      subject: 'You were mentioned in articles',
      collection: 'articles',
      item: String(article),
      status: 'inbox',
    });
    expect(notice!.message).toBe(
      '\nHello Rita &lt;b&gt;Reader&lt;/b&gt;,\n\nAda Author has mentioned you in a comment:\n\n' +
        '> Please check this, <em>Rita &lt;b&gt;Reader&lt;/b&gt;</em>\n> thanks\n\n' +
        `<a href="https://cms.example.com/admin/content/articles/${article}">Click here to view.</a>\n`,
    );
    // The recipient reads it through the API under the default rule (their own notifications).
    const inbox = (await (await server.request('/notifications?fields=subject,sender', { token: reader.token })).json()) as { data: Row[] };
    expect(inbox.data).toEqual([{ subject: 'You were mentioned in articles', sender: author.id }]);
  });

  it('skips users who may not read the item, suspended users and unknown ids, and still records the comment', async () => {
    const unknown = '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f';
    const before = await notificationsOf(reader.id);
    const response = await comment(author.token, `@${outsider.id} @${suspended.id} @${unknown} look`);
    expect(response.status).toBe(200);
    expect(await notificationsOf(outsider.id)).toEqual([]);
    expect(await notificationsOf(suspended.id)).toEqual([]);
    expect(await db('directus_notifications').where({ recipient: unknown })).toEqual([]);
    expect(await notificationsOf(reader.id)).toEqual(before);
    const stored = await db('directus_activity').where({ action: 'comment', comment: `@${outsider.id} @${suspended.id} @${unknown} look` });
    expect(stored).toHaveLength(1);
  });

  it('notifies each user once however often a comment names them, upper-case ids included', async () => {
    const before = (await notificationsOf(reader.id)).length;
    await comment(author.token, `@${reader.id} and again @${reader.id.toUpperCase()}`);
    expect((await notificationsOf(reader.id)).length).toBe(before + 1);
  });

  it('an admin commenting on a collection the mentioned user cannot read notifies nobody', async () => {
    const before = (await notificationsOf(reader.id)).length;
    const response = await comment(server.adminToken, `@${reader.id} see the secret`, 'secrets', secret);
    expect(response.status).toBe(200);
    expect((await notificationsOf(reader.id)).length).toBe(before);
  });

  it('a comment the caller may not make notifies nobody', async () => {
    const before = (await notificationsOf(reader.id)).length;
    const response = await comment(outsider.token, `@${reader.id} psst`);
    expect(response.status).toBe(403);
    expect((await notificationsOf(reader.id)).length).toBe(before);
  });
});

import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

type Row = Record<string, unknown>;
type Answer = { status: number; data?: unknown; errors?: Array<{ message: string; extensions: Row }> };

describe.each(DATABASES)('/versions on %s', (client) => {
  let server: TestServer;
  let db: Knex;
  let admin: string;
  let user: { id: string; token: string };
  let writer: { id: string; token: string };
  let reader: string;
  const items: Record<string, number> = {};

  beforeAll(async () => {
    server = await startTestServer({ client });
    db = server.server.ctx.db;
    const role = await server.createRole({ name: 'Editors' });
    user = { id: '', token: `static-${randomUUID()}` };
    user.id = (await server.createUser({ role, password: null, token: user.token })).id;
    admin = ((await db('directus_users').where('token', server.adminToken).first('id')) as { id: string }).id;
    await db.schema.createTable('people', (t) => {
      t.increments('id');
      t.string('name');
    });
    for (const name of ['articles', 'secrets', 'plain', 'home']) {
      await db.schema.createTable(name, (t) => {
        t.increments('id');
        t.string('title');
        if (name === 'articles') {
          t.text('body');
          t.integer('author').unsigned().references('id').inTable('people').onDelete('SET NULL');
        }
      });
      await db('directus_collections').insert({ collection: name, versioning: name !== 'plain', singleton: name === 'home' });
      await db(name).insert({ title: name });
      items[name] = Number(((await db(name).first('id')) as Row).id);
    }
    await db.schema.createTable('notes', (t) => {
      t.increments('id');
      t.integer('article').unsigned().references('id').inTable('articles').onDelete('CASCADE');
      t.string('text');
    });
    await db('directus_fields').insert({ collection: 'articles', field: 'notes', special: 'o2m', interface: 'list-o2m' });
    await db('directus_relations').insert([
      { many_collection: 'articles', many_field: 'author', one_collection: 'people', one_deselect_action: 'nullify' },
      { many_collection: 'notes', many_field: 'article', one_collection: 'articles', one_field: 'notes', one_deselect_action: 'delete' },
    ]);
    const ownVersions = JSON.stringify({ user_created: { _eq: '$CURRENT_USER' } });
    const writerRole = await server.createRole({ name: 'Writers' });
    writer = { id: '', token: `static-${randomUUID()}` };
    writer.id = (await server.createUser({ role: writerRole, password: null, token: writer.token })).id;
    const readerRole = await server.createRole({ name: 'Readers' });
    reader = `static-${randomUUID()}`;
    await server.createUser({ role: readerRole, password: null, token: reader });
    await db('directus_permissions').insert([
      { role, collection: 'articles', action: 'read', fields: '*' },
      { role, collection: 'directus_versions', action: 'read', fields: '*', permissions: ownVersions },
      { role, collection: 'directus_versions', action: 'create', fields: '*' },
      { role: writerRole, collection: 'articles', action: 'read', fields: 'id,title,body' },
      { role: writerRole, collection: 'articles', action: 'update', fields: 'title' },
      { role: writerRole, collection: 'directus_versions', action: 'read', fields: '*', permissions: ownVersions },
      { role: writerRole, collection: 'directus_versions', action: 'create', fields: '*' },
      { role: readerRole, collection: 'articles', action: 'read', fields: '*' },
    ]);
    server.server.ctx.schema.invalidate();
    server.server.ctx.permissions.invalidate();
  });
  afterAll(async () => server?.close());

  async function call(token: string, path: string, method = 'GET', body?: unknown): Promise<Answer> {
    const response = await server.request(path, { method, token, ...(body !== undefined ? { json: body } : {}) });
    const text = await response.text();
    return { status: response.status, ...(text ? (JSON.parse(text) as object) : {}) };
  }
  const failure = (answer: Answer) => [answer.status, answer.errors?.[0]?.extensions.code];
  const lastId = async (table: string) => Number(((await db(table).max('id as id').first()) as Row).id);
  async function newArticle(title: string, extra: Row = {}): Promise<number> {
    await db('articles').insert({ title, ...extra });
    return lastId('articles');
  }
  async function newVersion(token: string, item: number, key: string, collection = 'articles'): Promise<Row> {
    const made = await call(token, '/versions', 'POST', { collection, item, key });
    expect(made.status).toBe(200);
    return made.data as Row;
  }
  const at = (version: Row, action: 'save' | 'compare' | 'promote') => `/versions/${String(version.id)}/${action}`;

  it('lets an admin create, read, rename and delete a version, with exact bodies', async () => {
    const made = await call(server.adminToken, '/versions', 'POST', {
      key: 'draft',
      name: 'Draft',
      collection: 'articles',
      item: items.articles,
    });
    expect(made).toEqual({
      status: 200,
      data: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        key: 'draft',
        name: 'Draft',
        collection: 'articles',
        item: String(items.articles),
        hash: expect.stringMatching(/^[0-9a-f]{40}$/),
        date_created: expect.any(String),
        date_updated: expect.any(String),
        user_created: admin,
        user_updated: null,
      },
    });
    const version = made.data as Row;
    expect(await call(server.adminToken, `/versions/${String(version.id)}`)).toEqual({ status: 200, data: version });
    expect(await call(server.adminToken, `/versions/${String(version.id)}`, 'PATCH', { name: 'Spring draft', key: 'spring' })).toEqual({
      status: 200,
      data: { ...version, name: 'Spring draft', key: 'spring' },
    });
    expect(
      await call(server.adminToken, '/versions', 'SEARCH', { query: { filter: { key: { _eq: 'spring' } }, fields: ['key', 'item'] } }),
    ).toEqual({ status: 200, data: [{ key: 'spring', item: String(items.articles) }] });
    expect((await call(server.adminToken, `/versions/${String(version.id)}`, 'DELETE')).status).toBe(204);
    expect(failure(await call(server.adminToken, `/versions/${String(version.id)}`))).toEqual([403, 'FORBIDDEN']);
  });

  it('refuses reserved, duplicate and unversioned versions, and changes of what a version belongs to', async () => {
    const base = { collection: 'articles', item: items.articles };
    const first = (await call(server.adminToken, '/versions', 'POST', { ...base, key: 'one' })).data as Row;
    expect(failure(await call(server.adminToken, '/versions', 'POST', { ...base, key: 'one' }))).toEqual([422, 'UNPROCESSABLE_CONTENT']);
    expect(
      failure(
        await call(server.adminToken, '/versions', 'POST', [
          { ...base, key: 'two' },
          { ...base, key: 'two' },
        ]),
      ),
    ).toEqual([422, 'UNPROCESSABLE_CONTENT']);
    expect(failure(await call(server.adminToken, '/versions', 'POST', { ...base, key: 'main' }))).toEqual([400, 'INVALID_PAYLOAD']);
    expect(failure(await call(server.adminToken, '/versions', 'POST', { collection: 'articles', key: 'x' }))).toEqual([
      400,
      'INVALID_PAYLOAD',
    ]);
    expect(failure(await call(server.adminToken, '/versions', 'POST', { ...base }))).toEqual([400, 'INVALID_PAYLOAD']);
    expect(failure(await call(server.adminToken, '/versions', 'POST', { collection: 'plain', item: items.plain, key: 'x' }))).toEqual([
      422,
      'UNPROCESSABLE_CONTENT',
    ]);
    expect(failure(await call(server.adminToken, '/versions', 'POST', { collection: 'articles', item: 999999, key: 'x' }))).toEqual([
      403,
      'FORBIDDEN',
    ]);
    expect(failure(await call(server.adminToken, '/versions', 'POST', { collection: 'nowhere', item: 1, key: 'x' }))).toEqual([
      403,
      'FORBIDDEN',
    ]);
    for (const change of [{ collection: 'secrets' }, { item: '2' }, { key: 'main' }, { key: '' }]) {
      expect(failure(await call(server.adminToken, `/versions/${String(first.id)}`, 'PATCH', change))).toEqual([400, 'INVALID_PAYLOAD']);
    }
    expect(await db('directus_versions').where('id', String(first.id)).select('key', 'collection')).toEqual([
      { key: 'one', collection: 'articles' },
    ]);
    expect(await db('directus_versions').where('key', 'two').select('id')).toEqual([]);
  });

  it('lets a user with the rules version items they can read, as themselves', async () => {
    const made = await call(user.token, '/versions', 'POST', { collection: 'articles', item: items.articles, key: 'mine' });
    expect(made.status).toBe(200);
    expect(made.data).toMatchObject({ key: 'mine', user_created: user.id });
    expect(failure(await call(user.token, '/versions', 'POST', { collection: 'secrets', item: items.secrets, key: 'peek' }))).toEqual([
      403,
      'FORBIDDEN',
    ]);
    expect(((await call(user.token, '/versions?fields=key')).data as Row[]).map((row) => row.key)).toEqual(['mine']);
    expect(failure(await call(user.token, `/versions/${String((made.data as Row).id)}`, 'PATCH', { name: 'x' }))).toEqual([
      403,
      'FORBIDDEN',
    ]);
  });

  it('saves twice, compares the merged changes and reads them with ?version= while the main item stays', async () => {
    const id = await newArticle('Original');
    const version = await newVersion(server.adminToken, id, 'draft');
    const main = { id, title: 'Original', body: null, author: null, notes: [] };
    expect(await call(server.adminToken, at(version, 'save'), 'POST', { title: 'First', body: 'Body one' })).toEqual({
      status: 200,
      data: { ...main, title: 'First', body: 'Body one' },
    });
    expect(await call(server.adminToken, at(version, 'save'), 'POST', { title: 'Second' })).toEqual({
      status: 200,
      data: { ...main, title: 'Second', body: 'Body one' },
    });
    expect(await call(server.adminToken, at(version, 'compare'))).toEqual({
      status: 200,
      data: { outdated: false, mainHash: version.hash, current: { title: 'Second', body: 'Body one' }, main },
    });
    const saved = {
      collection: 'articles',
      item: String(id),
      activity: { action: 'version_save', user: admin, collection: 'articles', item: String(id) },
    };
    expect(
      await call(
        server.adminToken,
        `/revisions?filter[version][_eq]=${String(version.id)}&fields=collection,item,data,delta,activity.action,activity.user,activity.collection,activity.item&sort=id`,
      ),
    ).toEqual({
      status: 200,
      data: [
        { ...saved, data: { title: 'First', body: 'Body one' }, delta: { title: 'First', body: 'Body one' } },
        { ...saved, data: { title: 'Second' }, delta: { title: 'Second' } },
      ],
    });
    expect(await db('articles').where('id', id).select('title', 'body')).toEqual([{ title: 'Original', body: null }]);

    expect(await call(server.adminToken, `/items/articles/${id}?version=draft`)).toEqual({
      status: 200,
      data: { ...main, title: 'Second', body: 'Body one' },
    });
    expect(await call(server.adminToken, `/items/articles/${id}?version=draft&fields=title`)).toEqual({
      status: 200,
      data: { title: 'Second' },
    });
    expect(await call(server.adminToken, `/items/articles/${id}?version=draft&fields=title&versionRaw=true`)).toEqual({
      status: 200,
      data: { title: 'Second', body: 'Body one' },
    });
    expect(await call(server.adminToken, `/items/articles/${id}?version=draft&fields=title&versionRaw=false`)).toEqual({
      status: 200,
      data: { title: 'Second' },
    });
    expect(await call(server.adminToken, `/items/articles/${id}`)).toEqual({ status: 200, data: main });

    // A key that names no version of this item reads the main item, as the reference (v10) answers.
    const other = await newArticle('Other');
    const elsewhere = await newVersion(server.adminToken, other, 'elsewhere');
    await call(server.adminToken, at(elsewhere, 'save'), 'POST', { title: 'Not this one' });
    for (const key of ['nothing', 'main', 'elsewhere']) {
      expect(await call(server.adminToken, `/items/articles/${id}?version=${key}`)).toEqual({ status: 200, data: main });
    }
    expect(await call(server.adminToken, `/items/articles/${other}?version=elsewhere&fields=title`)).toEqual({
      status: 200,
      data: { title: 'Not this one' },
    });
    expect(failure(await call(server.adminToken, `/items/articles/${id}?version[]=draft`))).toEqual([400, 'INVALID_QUERY']);
  });

  it('merges related changes into ?version= reads and writes them through the normal update on promote', async () => {
    await db('people').insert({ name: 'Ann' });
    const ann = await lastId('people');
    const id = await newArticle('Related', { author: ann });
    await db('notes').insert({ article: id, text: 'one' });
    const one = await lastId('notes');
    await db('notes').insert({ article: id, text: 'two' });
    const two = await lastId('notes');
    const version = await newVersion(server.adminToken, id, 'draft');
    const changes = {
      author: { id: ann, name: 'Anna' },
      notes: { create: [{ text: 'three' }], update: [{ id: one, text: 'uno' }], delete: [two] },
    };
    expect((await call(server.adminToken, at(version, 'save'), 'POST', changes)).status).toBe(200);

    expect(await call(server.adminToken, `/items/articles/${id}?version=draft`)).toEqual({
      status: 200,
      data: { id, title: 'Related', body: null, author: { id: ann, name: 'Anna' }, notes: [{ id: one, text: 'uno' }, { text: 'three' }] },
    });
    expect(await call(server.adminToken, `/items/articles/${id}?version=draft&fields=author.name,notes.id,notes.text`)).toEqual({
      status: 200,
      data: { author: { name: 'Anna' }, notes: [{ id: one, text: 'uno' }, { text: 'three' }] },
    });
    expect(await call(server.adminToken, `/items/articles/${id}?version=draft&fields=id&versionRaw=true`)).toEqual({
      status: 200,
      data: { id, ...changes },
    });

    const { mainHash } = (await call(server.adminToken, at(version, 'compare'))).data as Row;
    expect(await call(server.adminToken, at(version, 'promote'), 'POST', { mainHash })).toEqual({ status: 200, data: String(id) });
    expect(await call(server.adminToken, `/items/articles/${id}?fields=author.name,notes.text`)).toEqual({
      status: 200,
      data: { author: { name: 'Anna' }, notes: [{ text: 'uno' }, { text: 'three' }] },
    });
    expect(await db('notes').where('id', two).select('id')).toEqual([]);
  });

  it("promotes the chosen fields only while mainHash matches, with the main item's activity and revision", async () => {
    const id = await newArticle('Main');
    const version = await newVersion(server.adminToken, id, 'draft');
    await call(server.adminToken, at(version, 'save'), 'POST', { title: 'Promoted', body: 'New body' });
    const compared = (await call(server.adminToken, at(version, 'compare'))).data as Row;
    expect(compared.outdated).toBe(false);
    const mainHash = String(compared.mainHash);

    expect(failure(await call(server.adminToken, at(version, 'promote'), 'POST', { mainHash: 'f'.repeat(40) }))).toEqual([
      422,
      'UNPROCESSABLE_CONTENT',
    ]);
    expect(failure(await call(server.adminToken, at(version, 'promote'), 'POST', {}))).toEqual([400, 'INVALID_PAYLOAD']);
    expect(failure(await call(server.adminToken, at(version, 'promote'), 'POST', { mainHash, fields: 'title' }))).toEqual([
      400,
      'INVALID_PAYLOAD',
    ]);
    expect(await db('articles').where('id', id).select('title', 'body')).toEqual([{ title: 'Main', body: null }]);

    expect(await call(server.adminToken, at(version, 'promote'), 'POST', { mainHash, fields: ['title'] })).toEqual({
      status: 200,
      data: String(id),
    });
    expect(await db('articles').where('id', id).select('title', 'body')).toEqual([{ title: 'Promoted', body: null }]);
    expect(
      await call(
        server.adminToken,
        `/revisions?filter[collection][_eq]=articles&filter[item][_eq]=${id}&fields=version,delta,activity.action,activity.user&sort=id`,
      ),
    ).toEqual({
      status: 200,
      data: [
        { version: version.id, delta: { title: 'Promoted', body: 'New body' }, activity: { action: 'version_save', user: admin } },
        { version: null, delta: { title: 'Promoted' }, activity: { action: 'update', user: admin } },
      ],
    });

    // The main item changed: the version is outdated and the old hash no longer promotes.
    const after = (await call(server.adminToken, at(version, 'compare'))).data as Row;
    expect(after).toEqual({
      outdated: true,
      mainHash: expect.stringMatching(/^[0-9a-f]{40}$/),
      current: { title: 'Promoted', body: 'New body' },
      main: { id, title: 'Promoted', body: null, author: null, notes: [] },
    });
    expect(after.mainHash).not.toBe(mainHash);
    expect(failure(await call(server.adminToken, at(version, 'promote'), 'POST', { mainHash }))).toEqual([422, 'UNPROCESSABLE_CONTENT']);
    expect(await call(server.adminToken, at(version, 'promote'), 'POST', { mainHash: after.mainHash })).toEqual({
      status: 200,
      data: String(id),
    });
    expect(await db('articles').where('id', id).select('title', 'body')).toEqual([{ title: 'Promoted', body: 'New body' }]);
  });

  it("compares with only the fields the caller may read, in the version's changes as in the main item", async () => {
    const auditorRole = await server.createRole({ name: 'Auditors' });
    const auditor = `static-${randomUUID()}`;
    await server.createUser({ role: auditorRole, password: null, token: auditor });
    await db('directus_permissions').insert([
      { role: auditorRole, collection: 'articles', action: 'read', fields: 'id,title' },
      { role: auditorRole, collection: 'directus_versions', action: 'read', fields: '*' },
    ]);
    server.server.ctx.permissions.invalidate();
    const id = await newArticle('Audited', { body: 'Old body' });
    const version = await newVersion(server.adminToken, id, 'audit-draft');
    await call(server.adminToken, at(version, 'save'), 'POST', { title: 'Audited draft', body: 'Secret new body' });
    const compared = (await call(auditor, at(version, 'compare'))).data as Row;
    expect(compared.current).toEqual({ title: 'Audited draft' });
    expect(compared.main).toEqual({ id, title: 'Audited' });
    expect(((await call(server.adminToken, at(version, 'compare'))).data as Row).current).toEqual({
      title: 'Audited draft',
      body: 'Secret new body',
    });
  });

  it('needs the right to read the version, and to update the item and the changed fields', async () => {
    const id = await newArticle('Guarded');
    const editorVersion = await newVersion(user.token, id, 'editor-draft');
    expect(failure(await call(user.token, at(editorVersion, 'save'), 'POST', { title: 'Nope' }))).toEqual([403, 'FORBIDDEN']);
    expect(failure(await call(user.token, at(editorVersion, 'promote'), 'POST', { mainHash: String(editorVersion.hash) }))).toEqual([
      403,
      'FORBIDDEN',
    ]);
    expect((await call(user.token, at(editorVersion, 'compare'))).data).toMatchObject({
      outdated: false,
      mainHash: editorVersion.hash,
      current: {},
    });
    expect(
      await db('directus_activity')
        .where({ collection: 'articles', item: String(id) })
        .select('action'),
    ).toEqual([]);

    const writerVersion = await newVersion(writer.token, id, 'writer-draft');
    expect(failure(await call(writer.token, at(writerVersion, 'save'), 'POST', { body: 'Not theirs to change' }))).toEqual([
      403,
      'FORBIDDEN',
    ]);
    expect(await call(writer.token, at(writerVersion, 'save'), 'POST', { title: 'Written' })).toEqual({
      status: 200,
      data: { id, title: 'Written', body: null },
    });
    // Someone else's version stays hidden, also from ?version=.
    expect(failure(await call(writer.token, at(editorVersion, 'compare')))).toEqual([403, 'FORBIDDEN']);
    expect(failure(await call(writer.token, at(editorVersion, 'save'), 'POST', { title: 'x' }))).toEqual([403, 'FORBIDDEN']);
    expect(await call(writer.token, `/items/articles/${id}?version=editor-draft`)).toEqual({
      status: 200,
      data: { id, title: 'Guarded', body: null },
    });
    expect(await call(writer.token, `/items/articles/${id}?version=writer-draft`)).toEqual({
      status: 200,
      data: { id, title: 'Written', body: null },
    });
    expect(failure(await call(reader, `/items/articles/${id}?version=writer-draft`))).toEqual([403, 'FORBIDDEN']);

    // The raw changes show only fields the reader may read.
    await call(server.adminToken, at(writerVersion, 'save'), 'POST', { author: null });
    expect(await call(writer.token, `/items/articles/${id}?version=writer-draft&fields=id&versionRaw=true`)).toEqual({
      status: 200,
      data: { id, title: 'Written' },
    });
    expect(await call(server.adminToken, `/items/articles/${id}?version=writer-draft&fields=id&versionRaw=true`)).toEqual({
      status: 200,
      data: { id, title: 'Written', author: null },
    });

    const { mainHash } = (await call(writer.token, at(writerVersion, 'compare'))).data as Row;
    expect(failure(await call(writer.token, at(writerVersion, 'promote'), 'POST', { mainHash }))).toEqual([403, 'FORBIDDEN']);
    expect(await db('articles').where('id', id).select('title')).toEqual([{ title: 'Guarded' }]);
    expect(await call(writer.token, at(writerVersion, 'promote'), 'POST', { mainHash, fields: ['title'] })).toEqual({
      status: 200,
      data: String(id),
    });
    expect(await db('articles').where('id', id).select('title')).toEqual([{ title: 'Written' }]);
  });

  it('answers bad inputs and unknown versions with exact errors, writing nothing', async () => {
    const id = await newArticle('Inputs');
    const version = await newVersion(server.adminToken, id, 'draft');
    for (const body of [[{ title: 'x' }], 'text', 5, null]) {
      expect(failure(await call(server.adminToken, at(version, 'save'), 'POST', body))).toEqual([400, 'INVALID_PAYLOAD']);
    }
    expect(failure(await call(server.adminToken, at(version, 'promote'), 'POST', { mainHash: String(version.hash) }))).toEqual([
      422,
      'UNPROCESSABLE_CONTENT',
    ]);
    for (const pk of [randomUUID(), 'not-a-version']) {
      expect(failure(await call(server.adminToken, `/versions/${pk}/compare`))).toEqual([403, 'FORBIDDEN']);
      expect(failure(await call(server.adminToken, `/versions/${pk}/save`, 'POST', { title: 'x' }))).toEqual([403, 'FORBIDDEN']);
      expect(failure(await call(server.adminToken, `/versions/${pk}/promote`, 'POST', { mainHash: 'x' }))).toEqual([403, 'FORBIDDEN']);
    }
    expect(
      await db('directus_activity')
        .where({ collection: 'articles', item: String(id) })
        .select('action'),
    ).toEqual([]);
    expect(await db('directus_revisions').where('version', String(version.id)).select('id')).toEqual([]);
  });

  it('merges a version into a singleton read', async () => {
    const version = await newVersion(server.adminToken, items.home!, 'draft', 'home');
    expect(await call(server.adminToken, at(version, 'save'), 'POST', { title: 'Draft home' })).toEqual({
      status: 200,
      data: { id: items.home, title: 'Draft home' },
    });
    expect(await call(server.adminToken, '/items/home?version=draft')).toEqual({
      status: 200,
      data: { id: items.home, title: 'Draft home' },
    });
    expect(await call(server.adminToken, '/items/home?version=draft&fields=id&versionRaw')).toEqual({
      status: 200,
      data: { id: items.home, title: 'Draft home' },
    });
    expect(await call(server.adminToken, '/items/home?version=other')).toEqual({ status: 200, data: { id: items.home, title: 'home' } });
    expect(await call(server.adminToken, '/items/home')).toEqual({ status: 200, data: { id: items.home, title: 'home' } });
  });
});

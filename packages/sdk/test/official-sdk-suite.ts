import type * as Sdk16 from '@directus/sdk';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../server/test/harness/mail-catcher.js';
import { startTestServer, TEST_ADMIN, type TestServer } from '../../server/test/harness/start-test-server.js';
import { REFERENCE_COMMAND_NAMES } from './reference-commands.js';
import { totp } from './totp.js';

type Command = (...args: unknown[]) => unknown;
type Client = { request(command: unknown): Promise<unknown> };
/** A client with `authentication()`: its sign-in is the part whose arguments changed between majors. */
type AuthClient = Client & { login(...args: unknown[]): Promise<unknown> };

/**
 * One major of the official SDK: its module (typed as 16.1.2's, whose commands the table calls),
 * the argument shapes of the auth commands that changed (positional in 16, one object from 17 on),
 * and the commands it has that only a Directus 11 endpoint answers.
 */
export interface OfficialSdk {
  label: string;
  module: typeof Sdk16;
  loginArgs(email: string, password: string): unknown[];
  refreshArgs(refreshToken: string): unknown[];
  logoutArgs(refreshToken: string): unknown[];
  signIn(client: AuthClient, email: string, password: string): Promise<unknown>;
  /** Commands whose request in this major goes to an endpoint Directus 10 does not have. */
  directus11Only: ReadonlySet<string>;
}

/** Our names for the reference's: the parity list swaps the product name. */
const OFFICIAL_NAME: Record<string, string> = { createClient: 'createDirectus', isTesseraError: 'isDirectusError' };
/** Composables and helpers: what `rest()` and friends build the client from, exercised by every request. */
const NOT_REQUESTS = new Set(['createClient', 'rest', 'graphql', 'realtime', 'authentication', 'staticToken', 'memoryStorage']);
/** They change an installed extension: the server's extension tests install one and cover these routes. */
const NEEDS_AN_EXTENSION = new Set(['updateExtension', 'deleteExtension']);
const NOT_REQUESTS_TOO = new Set([
  'isTesseraError',
  'queryToParams',
  'withOptions',
  'withToken',
  'withSearch',
  'customEndpoint',
  'getAuthEndpoint',
]);
const PUBLIC = 'https://cms.example.org';

/**
 * The command table the official `@directus/sdk` is run through, unchanged, against a Tessera
 * server: every command the SDK sends to a Directus 10 server is requested at least once and
 * answers without error (issue 41, "How to keep it working"). Each major gets its own test file.
 */
export function describeOfficialSdk(official: OfficialSdk): void {
  const directus = official.module;
  const has = (name: string) =>
    typeof (directus as unknown as Record<string, unknown>)[name] === 'function' && !official.directus11Only.has(name);
  describe(`the official @directus/sdk ${official.label} against Tessera (SQLite)`, { timeout: 60_000 }, () => {
    let server: TestServer;
    let mail: MailCatcher;
    const called = new Set<string>();
    const sdk = directus as unknown as Record<string, Command>;
    const admin = () => directus.createDirectus(server.url).with(directus.rest()).with(directus.staticToken(TEST_ADMIN.token));
    const anonymous = () => directus.createDirectus(server.url).with(directus.rest());
    /** Builds the official command `name` with `args`, sends it with `client` and records that it ran. */
    const run = async <T = unknown>(name: string, args: unknown[], client: Client = admin() as Client): Promise<T> => {
      const command = sdk[name];
      if (typeof command !== 'function') throw new Error(`@directus/sdk has no ${name}`);
      const result = (await client.request(command(...args))) as T;
      called.add(name);
      return result;
    };
    const mailedToken = async (to: string) => /token=([\w.-]+)/.exec((await mail.waitFor(to)).text)?.[1] ?? '';

    beforeAll(async () => {
      mail = await startMailCatcher();
      server = await startTestServer({
        client: 'sqlite3',
        env: { ...mail.env, LOGIN_STALL_TIME: '0', REGISTER_STALL_TIME: '0', PUBLIC_URL: PUBLIC },
      });
    });
    afterAll(async () => {
      await server?.close();
      await mail?.close();
    });

    it('signs in, refreshes and signs out through authentication()', async () => {
      const client = directus.createDirectus(server.url).with(directus.authentication('json')).with(directus.rest());
      await official.signIn(client as unknown as AuthClient, TEST_ADMIN.email, TEST_ADMIN.password);
      expect(await client.getToken()).toBeTruthy();
      const me = await client.request(directus.readMe({ fields: ['email'] }));
      expect(me.email).toBe(TEST_ADMIN.email);
      await client.refresh();
      await client.logout();
      const session = await run<{ access_token: string; refresh_token: string }>(
        'login',
        official.loginArgs(TEST_ADMIN.email, TEST_ADMIN.password),
        anonymous(),
      );
      const refreshed = await run<{ refresh_token: string }>('refresh', official.refreshArgs(session.refresh_token), anonymous());
      await run('logout', official.logoutArgs(refreshed.refresh_token), anonymous());
      expect(await run<unknown[]>('readProviders', [], anonymous())).toEqual([]);
      await run('passwordRequest', [TEST_ADMIN.email], anonymous());
      await run('passwordReset', [await mailedToken(TEST_ADMIN.email), TEST_ADMIN.password], anonymous());
    });

    it('reads and writes items, singletons and aggregates', async () => {
      await run('createCollection', [
        {
          collection: 'posts',
          schema: {},
          meta: {},
          fields: [
            { field: 'id', type: 'integer', schema: { is_primary_key: true, has_auto_increment: true } },
            { field: 'title', type: 'string' },
            { field: 'views', type: 'integer' },
          ],
        },
      ]);
      await run('createCollection', [
        { collection: 'home', schema: {}, meta: { singleton: true }, fields: [{ field: 'headline', type: 'string' }] },
      ]);
      const first = await run<{ id: number }>('createItem', ['posts', { title: 'One', views: 1 }]);
      const more = await run<Array<{ id: number }>>('createItems', [
        'posts',
        [
          { title: 'Two', views: 2 },
          { title: 'Three', views: 3 },
        ],
      ]);
      expect(await run('readItem', ['posts', first.id, { fields: ['title'] }])).toEqual({ title: 'One' });
      const sorted = await run<Array<{ title: string }>>('readItems', ['posts', { sort: ['-views'], filter: { views: { _gte: 2 } } }]);
      expect(sorted.map((p) => p.title)).toEqual(['Three', 'Two']);
      await run('updateItem', ['posts', first.id, { views: 10 }]);
      await run('updateItems', ['posts', more.map((p) => p.id), { views: 5 }]);
      await run('updateItemsBatch', ['posts', [{ id: first.id, title: 'First' }]]);
      const sums = await run<Array<{ sum: { views: string | number } }>>('aggregate', ['posts', { aggregate: { sum: 'views' } }]);
      expect(Number(sums[0]?.sum.views)).toBe(20);
      await run('updateSingleton', ['home', { headline: 'Hello' }]);
      expect(await run('readSingleton', ['home', { fields: ['headline'] }])).toEqual({ headline: 'Hello' });
      await run('deleteItem', ['posts', first.id]);
      await run('deleteItems', ['posts', more.map((p) => p.id)]);
      expect(await run('readItems', ['posts'])).toEqual([]);
      const searched = await admin().request(directus.withSearch(directus.readItems('posts', { limit: 1 })));
      expect(searched).toEqual([]);
    });

    it('manages collections, fields and relations', async () => {
      await run('createCollection', [{ collection: 'authors', schema: {}, meta: { icon: 'person' } }]);
      await run('createCollection', [{ collection: 'books', schema: {}, meta: {} }]);
      await run('updateCollection', ['authors', { meta: { note: 'People' } }]);
      await run('updateCollectionsBatch', [[{ collection: 'books', meta: { note: 'Things' } }]]);
      expect((await run<Array<{ collection: string }>>('readCollections', [])).map((c) => c.collection)).toContain('books');
      expect(await run('readCollection', ['authors'])).toMatchObject({ meta: { note: 'People' } });
      await run('createField', ['books', { field: 'author', type: 'integer', meta: { special: ['m2o'] } }]);
      await run('createField', ['books', { field: 'pages', type: 'integer' }]);
      await run('updateField', ['books', 'pages', { meta: { note: 'Count' } }]);
      expect(await run('readField', ['books', 'pages'])).toMatchObject({ meta: { note: 'Count' } });
      if (has('updateFields')) {
        await run('updateFields', ['books', [{ field: 'pages', meta: { note: 'Pages' } }]]);
        expect(await run('readField', ['books', 'pages'])).toMatchObject({ meta: { note: 'Pages' } });
      }
      expect((await run<unknown[]>('readFields', [])).length).toBeGreaterThan(10);
      expect(await run<Array<{ field: string }>>('readFieldsByCollection', ['books'])).toContainEqual(
        expect.objectContaining({ field: 'author' }),
      );
      await run('createRelation', [{ collection: 'books', field: 'author', related_collection: 'authors' }]);
      await run('updateRelation', ['books', 'author', { meta: { one_field: null } }]);
      expect(await run('readRelation', ['books', 'author'])).toMatchObject({ related_collection: 'authors' });
      expect(await run<unknown[]>('readRelationByCollection', ['books'])).toHaveLength(1);
      expect((await run<unknown[]>('readRelations', [])).length).toBeGreaterThan(40);
      await run('deleteRelation', ['books', 'author']);
      await run('deleteField', ['books', 'pages']);
      await run('deleteCollection', ['books']);
    });

    it('answers the standard system resources: read, create, update (one, many, batch) and delete', async () => {
      const dashboard = randomUUID();
      const flow = randomUUID();
      const role = await server.createRole();
      const resources: Array<{ name: string; make: (n: number) => Record<string, unknown>; change: Record<string, unknown> }> = [
        { name: 'Role', make: (n) => ({ name: `Role ${n}` }), change: { description: 'changed' } },
        { name: 'Folder', make: (n) => ({ name: `Folder ${n}` }), change: { name: 'Renamed' } },
        { name: 'Dashboard', make: (n) => ({ name: `Board ${n}` }), change: { note: 'changed' } },
        {
          name: 'Panel',
          make: (n) => ({ dashboard, type: 'label', position_x: n, position_y: 1, width: 4, height: 4, show_header: false }),
          change: { note: 'x' },
        },
        {
          name: 'Flow',
          make: (n) => ({ name: `Flow ${n}`, trigger: 'manual', options: { collections: ['posts'] } }),
          change: { status: 'inactive' },
        },
        {
          name: 'Operation',
          make: (n) => ({ flow, key: `op_${n}`, type: 'log', position_x: n, position_y: 1, options: {} }),
          change: { name: 'x' },
        },
        { name: 'Preset', make: (n) => ({ collection: 'posts', bookmark: `Saved ${n}`, role }), change: { bookmark: 'x' } },
        { name: 'Translation', make: (n) => ({ key: `key_${n}`, language: 'en-US', value: `v${n}` }), change: { value: 'x' } },
        { name: 'Notification', make: (n) => ({ recipient: null, subject: `Hi ${n}` }), change: { status: 'archived' } },
        {
          name: 'Permission',
          make: (n) => ({
            role,
            collection: n === 0 ? 'posts' : `directus_files`,
            action: n === 1 ? 'read' : n === 2 ? 'create' : 'read',
            fields: ['*'],
          }),
          change: { fields: ['id'] },
        },
        { name: 'Share', make: (n) => ({ name: `Share ${n}`, collection: 'posts', item: '1', role }), change: { name: 'x' } },
      ];
      await admin().request(directus.createDashboard({ id: dashboard, name: 'Home' }));
      await admin().request(directus.createFlow({ id: flow, name: 'Host', trigger: 'manual', options: {} }));
      const me = await admin().request(directus.readMe({ fields: ['id'] }));
      for (const resource of resources) {
        const { name, make, change } = resource;
        const plural = `${name}s`;
        const fix = (payload: Record<string, unknown>) => (name === 'Notification' ? { ...payload, recipient: me.id } : payload);
        const one = await run<{ id: string | number }>(`create${name}`, [fix(make(0))]);
        const many = await run<Array<{ id: string | number }>>(`create${plural}`, [[fix(make(1)), fix(make(2))]]);
        expect(await run(`read${name}`, [one.id])).toMatchObject({ id: one.id });
        expect((await run<unknown[]>(`read${plural}`, [{ limit: -1 }])).length).toBeGreaterThanOrEqual(3);
        await run(`update${name}`, [one.id, change]);
        await run(`update${plural}`, [many.map((item) => item.id), change]);
        await run(`update${plural}Batch`, [many.map((item) => ({ id: item.id, ...change }))]);
        await run(`delete${name}`, [one.id]);
        await run(`delete${plural}`, [many.map((item) => item.id)]);
      }
      expect(await run('readItemPermissions', ['posts'])).toMatchObject({ update: { access: true } });
    });

    it('answers users, the current user, invitations, registration and two-factor sign-in', async () => {
      const role = await server.createRole();
      const created = await run<{ id: string }>('createUser', [{ email: 'ada@example.com', password: 'Secret-password-1', role }]);
      const many = await run<Array<{ id: string }>>('createUsers', [[{ email: 'bob@example.com' }, { email: 'cy@example.com' }]]);
      expect(await run('readUser', [created.id, { fields: ['email'] }])).toEqual({ email: 'ada@example.com' });
      expect((await run<unknown[]>('readUsers', [])).length).toBeGreaterThanOrEqual(4);
      await run('updateUser', [created.id, { first_name: 'Ada' }]);
      await run('updateUsers', [many.map((u) => u.id), { title: 'Tester' }]);
      await run('updateUsersBatch', [[{ id: many[0]!.id, last_name: 'B' }]]);
      await run('updateMe', [{ first_name: 'Admin' }]);
      expect(await run('readMe', [{ fields: ['first_name'] }])).toEqual({ first_name: 'Admin' });
      await run('inviteUser', ['dee@example.com', role]);
      await run('acceptUserInvite', [await mailedToken('dee@example.com'), 'Secret-password-1'], anonymous());
      await run('updateSettings', [{ public_registration: true, public_registration_verify_email: true }]);
      await run('registerUser', ['eve@example.com', 'Secret-password-1'], anonymous());
      // It answers with a redirect into the admin app, which this test server does not build.
      await anonymous()
        .request(directus.registerUserVerify(await mailedToken('eve@example.com')))
        .catch((error: { response?: Response }) => expect(error.response?.redirected).toBe(true));
      called.add('registerUserVerify');
      expect(await server.server.ctx.db('directus_users').where('email', 'eve@example.com').first('status')).toEqual({ status: 'active' });
      const ada = directus.createDirectus(server.url).with(directus.authentication('json')).with(directus.rest());
      await official.signIn(ada as unknown as AuthClient, 'ada@example.com', 'Secret-password-1');
      const { secret } = await run<{ secret: string }>('generateTwoFactorSecret', ['Secret-password-1'], ada as Client);
      await run('enableTwoFactor', [secret, totp(secret)], ada as Client);
      await run('disableTwoFactor', [totp(secret, 1)], ada as Client);
      await run('deleteUser', [created.id]);
      await run('deleteUsers', [many.map((u) => u.id)]);
    });

    it('uploads, imports, reads and deletes files and assets', async () => {
      const form = new FormData();
      form.append('title', 'Dot');
      // Binary: the SDK itself reads a text/plain answer as text before its asset commands see it.
      form.append('file', new Blob([Buffer.from('hello file')], { type: 'application/octet-stream' }), 'dot.bin');
      const uploaded = await run<{ id: string }>('uploadFiles', [form]);
      expect(Buffer.from(await run<ArrayBuffer>('readAssetArrayBuffer', [uploaded.id])).toString()).toBe('hello file');
      expect(await (await run<Blob>('readAssetBlob', [uploaded.id])).text()).toBe('hello file');
      const stream = await run<ReadableStream<Uint8Array>>('readAssetRaw', [uploaded.id]);
      expect(Buffer.from(await new Response(stream).arrayBuffer()).toString()).toBe('hello file');
      await run('updateFile', [uploaded.id, { title: 'Dot 2' }]);
      await run('updateFiles', [[uploaded.id], { description: 'd' }]);
      await run('updateFilesBatch', [[{ id: uploaded.id, title: 'Dot 3' }]]);
      expect(await run('readFile', [uploaded.id, { fields: ['title', 'filesize'] }])).toEqual({ title: 'Dot 3', filesize: 10 });
      expect(await run<unknown[]>('readFiles', [])).toHaveLength(1);
      // A private address: refused as the reference refuses it, which shows the command reached the import route.
      const imported = await admin()
        .request(directus.importFile('http://127.0.0.1:1/x.txt'))
        .catch((error: { response?: Response }) => error.response?.status);
      expect(imported).toBeGreaterThanOrEqual(400);
      called.add('importFile');
      await run('deleteFile', [uploaded.id]);
      const two = await run<Array<{ id: string }>>('uploadFiles', [form]);
      await run('deleteFiles', [[(two as unknown as { id: string }).id ?? two[0]!.id]]);
    });

    it('answers activity, comments, revisions, versions, settings, server, schema, utils, webhooks and flows', async () => {
      await admin().request(
        directus.createCollection({
          collection: 'notes',
          schema: {},
          meta: { versioning: true },
          fields: [{ field: 'text', type: 'string' }],
        }),
      );
      const note = await admin().request(directus.createItem('notes', { text: 'a' }));
      if (has('createComment')) {
        const comment = await run<{ id: number }>('createComment', [{ collection: 'notes', item: String(note.id), comment: 'Nice' }]);
        await run('updateComment', [comment.id, { comment: 'Nicer' }]);
        await run('deleteComment', [comment.id]);
      }
      const activities = await run<Array<{ id: number }>>('readActivities', [{ limit: 1 }]);
      await run('readActivity', [activities[0]!.id]);
      await admin().request(directus.updateItem('notes', note.id, { text: 'b' }));
      const revisions = await run<Array<{ id: number }>>('readRevisions', [{ filter: { collection: { _eq: 'notes' } } }]);
      await run('readRevision', [revisions[0]!.id]);

      const version = await run<{ id: string }>('createContentVersion', [
        { key: 'draft', name: 'Draft', collection: 'notes', item: String(note.id) },
      ]);
      const versions = await run<Array<{ id: string }>>('createContentVersions', [
        [{ key: 'v2', name: 'V2', collection: 'notes', item: String(note.id) }],
      ]);
      await run('readContentVersion', [version.id]);
      await run('readContentVersions', []);
      await run('updateContentVersion', [version.id, { name: 'Draft 1' }]);
      await run('updateContentVersions', [[versions[0]!.id], { name: 'V2b' }]);
      await run('updateContentVersionsBatch', [[{ id: versions[0]!.id, name: 'V2c' }]]);
      await run('saveToContentVersion', [version.id, { text: 'draft text' }]);
      const compared = await run<{ main: { text: string }; mainHash: string }>('compareContentVersion', [version.id]);
      expect(compared.main.text).toBe('b');
      await run('promoteContentVersion', [version.id, compared.mainHash]);
      expect(await admin().request(directus.readItem('notes', note.id))).toMatchObject({ text: 'draft text' });
      await run('deleteContentVersion', [versions[0]!.id]);
      await run('deleteContentVersions', [[version.id]]);

      await run('updateSettings', [{ project_name: 'Official' }]);
      expect(await run('readSettings', [{ fields: ['project_name'] }])).toEqual({ project_name: 'Official' });
      expect(await run('serverPing', [])).toBe('pong');
      expect(await run('serverInfo', [])).toMatchObject({ project: { project_name: 'Official' } });
      expect(await run('serverHealth', [])).toMatchObject({ status: 'ok' });
      // Sent as a .graphql download: the SDK hands back the Response for a type it does not parse.
      const sdl = await run<string | Response>('readGraphqlSdl', ['item']);
      expect(typeof sdl === 'string' ? sdl : await sdl.text()).toContain('type Query');
      expect(await run('readOpenApiSpec', [])).toMatchObject({ openapi: expect.any(String) });

      const snapshot = await run<Record<string, unknown>>('schemaSnapshot', []);
      await admin().request(directus.createCollection({ collection: 'scratch', schema: {}, meta: {} }));
      // Back to the snapshot: the diff drops the collection made since, and applying it does.
      const diff = await run<Record<string, unknown>>('schemaDiff', [snapshot]);
      await run('schemaApply', [diff]);
      const left = await admin().request(directus.readCollections());
      expect(left.map((c) => c.collection)).not.toContain('scratch');

      if (has('generateHash')) {
        const hash = await run<string>('generateHash', ['secret']);
        expect(await run('verifyHash', ['secret', hash])).toBe(true);
      }
      expect(await run<string>('randomString', [12])).toHaveLength(12);
      await run('clearCache', []);
      await admin().request(
        directus.createCollection({
          collection: 'ordered',
          schema: {},
          meta: { sort_field: 'sort' },
          fields: [{ field: 'sort', type: 'integer' }],
        }),
      );
      const rows = await admin().request(directus.createItems('ordered', [{ sort: 1 }, { sort: 2 }]));
      await run('utilitySort', ['ordered', rows[1]!.id, rows[0]!.id]);
      const csv = new FormData();
      csv.append('file', new Blob(['text\nimported'], { type: 'text/csv' }), 'notes.csv');
      await run('utilsImport', ['notes', csv]);
      await run('utilsExport', ['notes', 'json', { fields: ['text'] }, { storage: 'local' }]);

      const hook = (name: string) => ({ name, url: 'https://example.com', actions: 'create', collections: 'notes' });
      const db = server.server.ctx.db;
      await db('directus_webhooks').insert([hook('Old'), hook('Older'), hook('Oldest')]);
      const ids = (await db('directus_webhooks').orderBy('id').select('id')).map((row: { id: number }) => row.id);
      if (has('readWebhook')) {
        expect(await run('readWebhook', [ids[0]])).toMatchObject({ name: 'Old' });
        expect(await run<unknown[]>('readWebhooks', [])).toHaveLength(3);
        await run('deleteWebhook', [ids[0]]);
        await run('deleteWebhooks', [ids.slice(1)]);
        expect(await run<unknown[]>('readWebhooks', [])).toEqual([]);
      }

      const flow = await admin().request(
        directus.createFlow({ name: 'Hook', trigger: 'webhook', options: { method: 'GET' }, status: 'active' }),
      );
      await run('triggerFlow', ['GET', flow.id, {}]);
      expect(await run('readExtensions', [])).toEqual([]);
    });

    it('answers shares: sign in, invite and public info', async () => {
      await admin().request(
        directus.createCollection({ collection: 'letters', schema: {}, meta: {}, fields: [{ field: 'body', type: 'string' }] }),
      );
      const letter = await admin().request(directus.createItem('letters', { body: 'Hi' }));
      const role = await server.createRole();
      const share = await admin().request(
        directus.createShare({ name: 'Letter', collection: 'letters', item: String(letter.id), role, password: 'share-pass' }),
      );
      expect(await run('readShareInfo', [share.id], anonymous())).toMatchObject({ collection: 'letters' });
      expect(await run('authenticateShare', [share.id, 'share-pass', 'json'], anonymous())).toMatchObject({
        access_token: expect.any(String),
      });
      await run('inviteShare', [share.id, ['friend@example.com']]);
      expect((await mail.waitFor('friend@example.com')).text).toContain(share.id);
    });

    it('runs every command of the reference SDK that a Directus 10 server answers', () => {
      const requests = REFERENCE_COMMAND_NAMES.filter(
        (name) => !NOT_REQUESTS.has(name) && !NOT_REQUESTS_TOO.has(name) && !NEEDS_AN_EXTENSION.has(name),
      ).map((name) => OFFICIAL_NAME[name] ?? name);
      // A major may lack a few names of the parity list (16.1.2 `updateFields`, 26 the webhooks): only the commands it has count.
      expect(requests.filter((name) => has(name) && !called.has(name))).toEqual([]);
    });
  });
}

import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Accountability, ApiExtensionContext, ItemsService } from '@tessera/extensions-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../../test/harness/mail-catcher.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';
import type { EventMeta } from '../../events/event-bus.js';
import { mountEndpoint } from '../endpoints/mount-endpoint.js';
import { createExtensionContext } from './create-extension-context.js';

const DATABASES = testDatabasesFor(import.meta.url);

type Note = { id: number | string; title: string | null; status: string | null; internal?: string | null };
type ErrorBody = { errors: Array<{ message: string; extensions: { code: string } & Record<string, unknown> }> };

describe.each(DATABASES)('extension context on %s', (client) => {
  let server: TestServer;
  let catcher: MailCatcher;
  let templates: string;
  let context: ApiExtensionContext;
  let editor: Accountability;
  const logs: string[] = [];
  const notes = (accountability: Accountability | null = null) => new context.services.ItemsService<Note>('notes', { accountability });
  const db = () => server.server.ctx.db;
  const note = async (key: unknown) => (await db()('notes').where({ id: key }).first()) as Note | undefined;
  const waitForEvents = () => new Promise((resolve) => setTimeout(resolve, 50));

  beforeAll(async () => {
    templates = mkdtempSync(join(tmpdir(), 'tessera-extension-mail-'));
    writeFileSync(join(templates, 'greeting.liquid'), '<p>Hello {{ name }}</p>');
    catcher = await startMailCatcher();
    server = await startTestServer({
      client,
      env: { ...catcher.env, EMAIL_TEMPLATES_PATH: templates, LOG_LEVEL: 'info', EMAIL_SMTP_PASSWORD: 'smtp-secret' },
      logDestination: { write: (line: string) => void logs.push(line) },
    });
    for (const collection of [
      { collection: 'notes', fields: ['title', 'status', 'internal'] },
      { collection: 'secrets', fields: ['value'] },
      { collection: 'site', fields: ['title'], meta: { singleton: true } },
    ]) {
      const created = await server.asAdmin('/collections', {
        method: 'POST',
        json: {
          collection: collection.collection,
          schema: {},
          meta: collection.meta ?? {},
          fields: collection.fields.map((field) => ({ field, type: 'string' })),
        },
      });
      expect(created.status).toBe(200);
    }
    const role = await server.createRole({ name: 'Editor' });
    for (const rule of [
      { action: 'read', fields: ['id', 'title', 'status'], permissions: {} },
      { action: 'create', fields: ['title', 'status'], permissions: {} },
      { action: 'update', fields: ['title', 'status'], permissions: {} },
    ]) {
      const response = await server.asAdmin('/permissions', { method: 'POST', json: { role, collection: 'notes', ...rule } });
      expect(response.status).toBe(200);
    }
    const user = await server.createUser({ role });
    // The SDK's shape, as an extension builds one by hand: no ip, user agent or origin.
    editor = { user: user.id, role, admin: false, app: true };
    context = createExtensionContext(server.server.ctx, 'test-extension');
  });
  afterAll(async () => {
    await server?.close();
    await catcher?.close();
    rmSync(templates, { recursive: true, force: true });
  });

  it('an editor’s ItemsService cannot read a collection its role may not read, nor write a field it may not; null can', async () => {
    await db()('secrets').insert({ value: 'classified' });
    const secretsAs = (accountability: Accountability | null) => new context.services.ItemsService('secrets', { accountability });
    await expect(secretsAs(editor).readByQuery({})).rejects.toMatchObject({ code: 'FORBIDDEN', status: 403 });
    await expect(secretsAs(editor).createOne({ value: 'x' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect((await secretsAs(null).readByQuery({})).map((row) => row.value)).toContain('classified');
    const key = await notes(editor).createOne({ title: 'by editor', status: 'draft' });
    await expect(notes(editor).createOne({ title: 'x', internal: 'sneaky' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(notes(editor).updateOne(key, { internal: 'sneaky' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(notes(editor).updateByQuery({ filter: { id: { _eq: key } } }, { internal: 'sneaky' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(notes(editor).deleteOne(key)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await note(key)).toMatchObject({ title: 'by editor', internal: null });
    expect(await notes(editor).readOne(key)).not.toHaveProperty('internal');
    await notes(editor).updateOne(key, { title: 'renamed by editor' });
    await notes(null).updateOne(key, { internal: 'by the system' });
    expect(await note(key)).toMatchObject({ title: 'renamed by editor', internal: 'by the system' });
    // The editor is recorded as the author of its writes.
    const activity = await db()('directus_activity')
      .where({ collection: 'notes', action: 'create', item: String(key) })
      .first();
    expect(activity).toMatchObject({ user: editor.user });
    for (const collection of ['__proto__', 'constructor', 'no_such_collection'])
      await expect(new context.services.ItemsService(collection).readByQuery({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('runs every ItemsService method through the item operations', async () => {
    const service: ItemsService<Note> = notes();
    const [a, b, c] = await service.createMany([
      { title: 'a', status: 'table' },
      { title: 'b', status: 'table' },
      { title: 'c', status: 'table' },
    ]);
    const cases: Array<[name: string, run: () => Promise<unknown>, check: (result: unknown) => Promise<void> | void]> = [
      [
        'createOne',
        () => service.createOne({ title: 'one', status: 'single' }),
        async (key) => expect(await note(key)).toMatchObject({ title: 'one' }),
      ],
      ['readOne', () => service.readOne(a!, { fields: ['title'] }), (item) => expect(item).toEqual({ title: 'a' })],
      [
        'readMany',
        () => service.readMany([c!, a!], { fields: ['title'] }),
        (items) => expect(items).toEqual(expect.arrayContaining([{ title: 'c' }, { title: 'a' }])),
      ],
      [
        'readByQuery',
        () => service.readByQuery({ filter: { status: { _eq: 'table' } }, sort: ['-title'], fields: ['title'], limit: 2 }),
        (items) => expect(items).toEqual([{ title: 'c' }, { title: 'b' }]),
      ],
      ['updateOne', () => service.updateOne(a!, { title: 'a2' }), async (key) => expect(await note(key)).toMatchObject({ title: 'a2' })],
      [
        'updateMany',
        () => service.updateMany([b!, c!], { internal: 'many' }),
        async (keys) => {
          expect((keys as unknown[]).map(String).sort()).toEqual([b, c].map(String).sort());
          expect((await note(c))?.internal).toBe('many');
        },
      ],
      [
        'updateByQuery',
        () => service.updateByQuery({ filter: { status: { _eq: 'table' } } }, { status: 'queried' }),
        (keys) => expect((keys as unknown[]).map(String).sort()).toEqual([a, b, c].map(String).sort()),
      ],
      ['deleteOne', () => service.deleteOne(a!), async () => expect(await note(a)).toBeUndefined()],
      ['deleteMany', () => service.deleteMany([b!]), async () => expect(await note(b)).toBeUndefined()],
      [
        'deleteByQuery',
        () => service.deleteByQuery({ filter: { status: { _eq: 'queried' } } }),
        async (keys) => {
          expect((keys as unknown[]).map(String)).toEqual([String(c)]);
          expect(await note(c)).toBeUndefined();
        },
      ],
      [
        'readSingleton (no row yet)',
        () => new context.services.ItemsService('site').readSingleton({}),
        (item) => expect(item).toMatchObject({ title: null }),
      ],
      [
        'upsertSingleton',
        async () => {
          const site = new context.services.ItemsService('site');
          await site.upsertSingleton({ title: 'first' });
          await site.upsertSingleton({ title: 'second' });
          return site.readSingleton({ fields: ['title'] });
        },
        async (item) => {
          expect(item).toEqual({ title: 'second' });
          expect(await db()('site').count({ count: '*' }).first()).toMatchObject({ count: expect.anything() });
          expect((await db()('site').select('title')).map((row: { title: string }) => row.title)).toEqual(['second']);
        },
      ],
    ];
    for (const [name, run, check] of cases)
      await check(await run().catch((error: unknown) => Promise.reject(new Error(`${name}: ${String(error)}`))));
    // The writes kept their revisions, as REST writes do.
    const revisions = await db()('directus_revisions').where({ collection: 'notes', item: String(a) });
    expect(revisions.length).toBeGreaterThanOrEqual(2);
    await expect(service.readOne(a!)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(service.readByQuery({ limit: 'many' as unknown as number })).rejects.toMatchObject({ code: 'INVALID_QUERY' });
    await expect(service.readByQuery([] as never)).rejects.toMatchObject({ code: 'INVALID_QUERY' });
  });

  it('a service given a transaction writes in it: a rollback keeps nothing', async () => {
    await expect(
      db().transaction(async (trx) => {
        await new context.services.ItemsService('notes', { knex: trx }).createOne({ title: 'rolled back' });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await db()('notes').where({ title: 'rolled back' }).first()).toBeUndefined();
  });

  it('fires the write’s filter and action events unless emitEvents is false', async () => {
    const seen: EventMeta[] = [];
    const events = server.server.ctx.events;
    const offAction = events.onAction('notes.items.create', (meta) => void seen.push(meta));
    const offFilter = events.onFilter('notes.items.create', (payload) => ({ ...(payload as Note), title: `${(payload as Note).title}!` }));
    try {
      const loud = await notes(editor).createOne({ title: 'loud', status: 'x' });
      const silent = await notes().createOne({ title: 'silent' }, { emitEvents: false });
      await waitForEvents();
      expect(seen).toEqual([expect.objectContaining({ key: loud, collection: 'notes' })]);
      expect(await note(loud)).toMatchObject({ title: 'loud!' });
      expect(await note(silent)).toMatchObject({ title: 'silent' });
    } finally {
      offAction();
      offFilter();
    }
  });

  it('emitter: on*/off* over the server’s bus, with the reference’s handler context', async () => {
    const got: Array<[EventMeta, unknown]> = [];
    const handler = (meta: EventMeta, hook: { accountability: unknown; database: unknown }) =>
      void got.push([meta, hook.database === server.server.ctx.db ? hook.accountability : 'wrong database']);
    context.emitter.onAction('custom.ping', handler);
    context.emitter.emitAction('custom.ping', { n: 1 }, { accountability: editor });
    await waitForEvents();
    context.emitter.offAction('custom.ping', handler);
    server.server.ctx.events.emitAction('custom.ping', { n: 2 });
    await waitForEvents();
    expect(got).toEqual([[{ n: 1 }, expect.objectContaining({ user: editor.user })]]);
    const double = (value: unknown) => (value as number) * 2;
    context.emitter.onFilter('custom.double', double);
    expect(await context.emitter.emitFilter('custom.double', 21)).toBe(42);
    context.emitter.offFilter('custom.double', double);
    expect(await context.emitter.emitFilter('custom.double', 21)).toBe(21);
  });

  it('UsersService and RolesService write through their services (rules, last-admin guard); FilesService guards imports', async () => {
    const roleKey = await new context.services.RolesService().createOne({ name: 'Made by an extension' });
    expect(await db()('directus_roles').where({ id: roleKey }).first()).toMatchObject({ name: 'Made by an extension' });
    const users = new context.services.UsersService();
    const userKey = await users.createOne({ email: 'ext-made@example.com', password: 'Secret-password-1!', role: roleKey });
    const stored = (await db()('directus_users').where({ id: userKey }).first()) as { password: string };
    expect(stored.password).toMatch(/^\$argon2/);
    expect(await users.readOne(userKey, { fields: ['email', 'password'] })).toEqual({
      email: 'ext-made@example.com',
      password: '**********',
    });
    await expect(new context.services.UsersService({ accountability: editor }).createOne({ email: 'x@example.com' })).rejects.toMatchObject(
      {
        code: 'FORBIDDEN',
      },
    );
    await expect(users.createOne({ email: 'ext-made@example.com' })).rejects.toMatchObject({ code: 'RECORD_NOT_UNIQUE' });
    const admins = await users.readByQuery({ filter: { role: { admin_access: { _eq: true } } }, fields: ['id'] });
    await expect(
      users.updateMany(
        admins.map((admin) => admin.id as string),
        { status: 'suspended' },
      ),
    ).rejects.toMatchObject({
      code: 'UNPROCESSABLE_CONTENT',
    });
    await users.deleteOne(userKey);
    expect(await db()('directus_users').where({ id: userKey }).first()).toBeUndefined();
    // Other system collections write as their REST routes do: permissions are for admins only.
    await expect(
      new context.services.ItemsService('directus_permissions', { accountability: editor }).createOne({
        collection: 'secrets',
        action: 'read',
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });

    const files = new context.services.FilesService();
    const fileKey = await files.createOne({ filename_download: 'notes.txt', title: 'Notes', type: 'text/plain' });
    expect(await files.readOne(fileKey, { fields: ['title'] })).toEqual({ title: 'Notes' });
    let hits = 0;
    const remote: Server = createServer((_request, response) => {
      hits++;
      response.end('private');
    });
    await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
    try {
      const port = (remote.address() as { port: number }).port;
      await expect(files.importOne(`http://127.0.0.1:${port}/secret.txt`)).rejects.toMatchObject({ code: 'INVALID_PAYLOAD' });
      await expect(files.importOne(`http://localhost:${port}/secret.txt`, { title: 'x' })).rejects.toMatchObject({
        code: 'INVALID_PAYLOAD',
      });
      expect(hits).toBe(0);
    } finally {
      remote.close();
    }
  });

  it('MailService sends through the mailer, with templates from EMAIL_TEMPLATES_PATH', async () => {
    const mail = new context.services.MailService();
    await mail.send({ to: 'plain@example.com', subject: 'Plain', text: 'plain text body' });
    expect((await catcher.waitFor('plain@example.com')).text).toContain('plain text body');
    await mail.send({ to: ['templated@example.com'], subject: 'Hi', template: { name: 'greeting', data: { name: '<b>Ada</b>' } } });
    const templated = await catcher.waitFor('templated@example.com');
    expect(templated.text).toContain('Hello &lt;b&gt;Ada&lt;/b&gt;');
    await expect(mail.send({ to: 'x@example.com', subject: 'x', template: { name: '../secret', data: {} } })).rejects.toMatchObject({
      code: 'INVALID_PAYLOAD',
    });
    await expect(mail.send({ to: 'a@example.com\r\nBcc: b@example.com', subject: 'x' })).rejects.toMatchObject({ code: 'INVALID_PAYLOAD' });
  });

  it('env leaves credentials out; logger names the extension; getSchema answers the live model', async () => {
    const { env } = context;
    expect(env.PORT).toBeDefined();
    expect(env.EMAIL_TEMPLATES_PATH).toBe(templates);
    for (const name of ['SECRET', 'KEY', 'ADMIN_PASSWORD', 'DB_PASSWORD', 'EMAIL_SMTP_PASSWORD', 'DB_CONNECTION_STRING', 'REDIS'])
      expect(Object.keys(env), name).not.toContain(name);
    expect(JSON.stringify(env)).not.toContain('smtp-secret');
    expect(JSON.stringify(env)).not.toContain('test-secret-that-is-long-enough');
    expect(Object.isFrozen(env)).toBe(true);
    context.logger.info('hello from the extension');
    const line = logs.find((entry) => entry.includes('hello from the extension'));
    expect(JSON.parse(line!)).toMatchObject({ extension: 'test-extension' });
    const schema = (await context.getSchema()) as { collections: Record<string, unknown> };
    expect(Object.keys(schema.collections)).toEqual(expect.arrayContaining(['notes', 'secrets', 'site']));
  });

  it('exceptions and createError answer their status and code in the API error shape through an endpoint', async () => {
    const { exceptions, createError } = context;
    const Conflict = createError('CUSTOM_CONFLICT', (extensions) => `Already taken: ${String(extensions.name)}`, 409);
    const Plain = createError('PLAIN_FAILURE', 'Plain failure');
    const errors: Record<string, () => Error> = {
      forbidden: () => new exceptions.ForbiddenError!(),
      'invalid-payload': () => new exceptions.InvalidPayloadError!({ reason: 'Missing "name"' }),
      'invalid-query': () => new exceptions.InvalidQueryError!({ reason: 'Bad filter' }),
      'not-found': () => new exceptions.RouteNotFoundError!({ path: '/somewhere' }),
      unavailable: () => new exceptions.ServiceUnavailableError!({ service: 'weather', reason: 'Down' }),
      conflict: () => new Conflict({ name: 'ada' }),
      plain: () => new Plain(),
    };
    const handle = mountEndpoint(server.server.app, server.server.ctx, {
      id: 'failing',
      context,
      handler: (router) =>
        void router.get('/:kind', (req) => {
          throw errors[req.params.kind!]!();
        }),
    });
    const expected: Array<[kind: string, status: number, code: string, message: string]> = [
      ['forbidden', 403, 'FORBIDDEN', "You don't have permission to access this."],
      ['invalid-payload', 400, 'INVALID_PAYLOAD', 'Invalid payload. Missing "name".'],
      ['invalid-query', 400, 'INVALID_QUERY', 'Invalid query. Bad filter.'],
      ['not-found', 404, 'ROUTE_NOT_FOUND', "Route /somewhere doesn't exist."],
      ['unavailable', 503, 'SERVICE_UNAVAILABLE', 'Service "weather" is unavailable. Down.'],
      ['conflict', 409, 'CUSTOM_CONFLICT', 'Already taken: ada'],
      ['plain', 500, 'PLAIN_FAILURE', 'Plain failure'],
    ];
    try {
      for (const [kind, status, code, message] of expected) {
        const response = await server.request(`/failing/${kind}`);
        expect(response.status, kind).toBe(status);
        const body = (await response.json()) as ErrorBody;
        expect(body.errors, kind).toEqual([{ message, extensions: expect.objectContaining({ code }) }]);
      }
    } finally {
      handle.unmount();
    }
    expect(exceptions['__proto__' as string]).toBeUndefined();
    expect(exceptions.constructor).toBeUndefined();
    expect(() => createError('', 'x')).toThrow(TypeError);
    expect(() => createError('OK', 'x', 200)).toThrow(TypeError);
  });
});

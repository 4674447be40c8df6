import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flowOperationContext, userAccountability } from '../../../test/harness/flow-operation-context.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';
import type { ActionMeta } from '../../events/event-bus.js';
import type { Accountability } from '../../permissions/accountability.js';
import itemCreate from './item-create.js';
import itemDelete from './item-delete.js';
import itemRead from './item-read.js';
import itemUpdate from './item-update.js';

const DATABASES = testDatabasesFor(import.meta.url);

type Note = { id: number; title: string; status: string; internal?: string | null };

describe.each(DATABASES)('item operations on %s', (client) => {
  let server: TestServer;
  let editorRole: string;
  let editor: Accountability;
  const run = (
    definition: { handler(options: Record<string, unknown>, context: ReturnType<typeof flowOperationContext>): unknown },
    options: Record<string, unknown>,
    accountability: Accountability | null = null,
  ) => Promise.resolve(definition.handler(options, flowOperationContext(server, accountability)));
  const notes = async () =>
    ((await server.server.ctx.db('notes').select('id', 'title', 'status', 'internal').orderBy('id')) as Note[]).map((note) => ({
      ...note,
      id: Number(note.id),
    }));
  const insertNote = async (title: string, status: string) =>
    Number(await run(itemCreate, { collection: 'notes', payload: { title, status } }));

  beforeAll(async () => {
    server = await startTestServer({ client });
    const created = await server.asAdmin('/collections', {
      method: 'POST',
      json: {
        collection: 'notes',
        schema: {},
        fields: [
          { field: 'title', type: 'string' },
          { field: 'status', type: 'string' },
          { field: 'internal', type: 'string' },
        ],
      },
    });
    expect(created.status).toBe(200);
    editorRole = await server.createRole({ name: 'Editor' });
    const user = await server.createUser({ role: editorRole });
    editor = userAccountability(user.id, editorRole);
    // The editor reads public notes only (and not `internal`), creates notes without `internal`, and may neither update nor delete.
    for (const rule of [
      { action: 'read', fields: ['id', 'title', 'status'], permissions: { status: { _eq: 'public' } } },
      { action: 'create', fields: ['title', 'status'], permissions: {} },
    ]) {
      const response = await server.asAdmin('/permissions', { method: 'POST', json: { role: editorRole, collection: 'notes', ...rule } });
      expect(response.status).toBe(200);
    }
  });
  afterAll(async () => server?.close());

  it('item-create answers the new key for one payload and the keys for a list, written through the item service', async () => {
    const key = await run(itemCreate, { collection: 'notes', payload: { title: 'one', status: 'public' }, permissions: '$full' });
    expect(typeof key === 'number' || typeof key === 'string').toBe(true);
    const keys = (await run(itemCreate, {
      collection: 'notes',
      // JSON text, as templating leaves it.
      payload: JSON.stringify([
        { title: 'two', status: 'draft' },
        { title: 'three', status: 'draft' },
      ]),
    })) as unknown[];
    expect(keys).toHaveLength(2);
    const rows = await notes();
    expect(rows.filter((row) => [key, ...keys].map(Number).includes(row.id)).map((row) => row.title)).toEqual(['one', 'two', 'three']);
    // The write recorded its activity, as a request's would.
    const activity = await server.server.ctx.db('directus_activity').where({ collection: 'notes', action: 'create', item: String(key) });
    expect(activity).toHaveLength(1);
    expect(await run(itemCreate, { collection: 'notes', payload: null })).toBeNull();
  });

  it('a role id applies that role: its create fields hold, and it may not update or delete', async () => {
    const key = await run(itemCreate, { collection: 'notes', payload: { title: 'by role', status: 'public' }, permissions: editorRole });
    expect((await notes()).find((row) => row.id === Number(key))).toMatchObject({ title: 'by role' });
    await expect(
      run(itemCreate, { collection: 'notes', payload: { title: 'sneaky', internal: 'x' }, permissions: editorRole }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect((await notes()).some((row) => row.title === 'sneaky')).toBe(false);
    await expect(
      run(itemUpdate, { collection: 'notes', key, payload: { title: 'changed' }, permissions: editorRole }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(run(itemDelete, { collection: 'notes', key, permissions: editorRole })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect((await notes()).find((row) => row.id === Number(key))).toMatchObject({ title: 'by role' });
  });

  it('a role id of an admin role has full access, as its users have', async () => {
    const adminRole = await server.createRole({ name: 'Flow admins', admin_access: true });
    const hidden = await insertNote('admin only', 'draft');
    expect(Number(await run(itemUpdate, { collection: 'notes', key: hidden, payload: { internal: 'set' }, permissions: adminRole }))).toBe(
      hidden,
    );
    expect((await notes()).find((row) => row.id === hidden)).toMatchObject({ internal: 'set' });
  });

  it('item-read under a role sees only the items and fields its read rule allows; a hidden key rejects', async () => {
    const shown = await insertNote('shown', 'public');
    const hidden = await insertNote('hidden', 'draft');
    await run(itemUpdate, { collection: 'notes', key: shown, payload: { internal: 'secret' } });
    const listed = (await run(itemRead, {
      collection: 'notes',
      query: { filter: { id: { _in: [shown, hidden] } } },
      permissions: editorRole,
    })) as Note[];
    expect(listed.map((note) => note.title)).toEqual(['shown']);
    expect(listed[0]).not.toHaveProperty('internal');
    const full = (await run(itemRead, { collection: 'notes', key: shown, permissions: '$full' })) as Note;
    expect(full.internal).toBe('secret');
    await expect(run(itemRead, { collection: 'notes', key: hidden, permissions: editorRole })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const byKeys = (await run(itemRead, { collection: 'notes', key: [shown, hidden], permissions: editorRole })) as Note[];
    expect(byKeys.map((note) => note.title)).toEqual(['shown']);
  });

  it('$trigger acts as the user who started the run (full access for a run without one); $public as the public role', async () => {
    const hidden = await insertNote('trigger hidden', 'draft');
    await expect(run(itemRead, { collection: 'notes', key: hidden }, editor)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(run(itemRead, { collection: 'notes', key: hidden, permissions: '$trigger' }, editor)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await run(itemRead, { collection: 'notes', key: hidden, permissions: '$trigger' }, null)).toMatchObject({
      title: 'trigger hidden',
    });
    // The trigger's user is recorded as the author of the write.
    const key = await run(itemCreate, { collection: 'notes', payload: { title: 'from user', status: 'public' } }, editor);
    const activity = await server.server.ctx
      .db('directus_activity')
      .where({ collection: 'notes', action: 'create', item: String(key) })
      .first();
    expect(activity).toMatchObject({ user: editor.user });
    await expect(run(itemRead, { collection: 'notes', permissions: '$public' }, editor)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(run(itemCreate, { collection: 'notes', payload: { title: 'public' }, permissions: '$public' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    // $full is not bound by the trigger's role.
    expect(await run(itemRead, { collection: 'notes', key: hidden, permissions: '$full' }, editor)).toMatchObject({
      title: 'trigger hidden',
    });
  });

  it('item-update and item-delete by one key, several keys and a query answer what they changed', async () => {
    const a = await insertNote('a', 'batch');
    const b = await insertNote('b', 'batch');
    const c = await insertNote('c', 'batch');
    expect(Number(await run(itemUpdate, { collection: 'notes', key: a, payload: { title: 'a2' } }))).toBe(a);
    expect((await run(itemUpdate, { collection: 'notes', key: `${b},${c}`, payload: '{"title":"bc"}' })) as unknown[]).toHaveLength(2);
    const byQuery = (await run(itemUpdate, {
      collection: 'notes',
      query: { filter: { status: { _eq: 'batch' } } },
      payload: { status: 'done' },
    })) as unknown[];
    expect(byQuery.map(Number).sort((x, y) => x - y)).toEqual([a, b, c]);
    expect((await notes()).filter((row) => [a, b, c].includes(row.id)).map((row) => [row.title, row.status])).toEqual([
      ['a2', 'done'],
      ['bc', 'done'],
      ['bc', 'done'],
    ]);
    expect(await run(itemUpdate, { collection: 'notes', key: a, payload: null })).toBeNull();
    expect(Number(await run(itemDelete, { collection: 'notes', key: String(a) }))).toBe(a);
    const deleted = (await run(itemDelete, {
      collection: 'notes',
      query: JSON.stringify({ filter: { status: { _eq: 'done' } } }),
    })) as unknown[];
    expect(deleted.map(Number).sort((x, y) => x - y)).toEqual([b, c]);
    expect((await notes()).filter((row) => [a, b, c].includes(row.id))).toEqual([]);
  });

  it('emits the action event only with emitEvents', async () => {
    const seen: ActionMeta[] = [];
    const off = server.server.ctx.events.onAction('items.create', (meta) => void seen.push(meta));
    try {
      const silent = await run(itemCreate, { collection: 'notes', payload: { title: 'silent' } });
      const loud = await run(itemCreate, { collection: 'notes', payload: { title: 'loud' }, emitEvents: true });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(seen).toEqual([expect.objectContaining({ event: 'items.create', key: loud, collection: 'notes' })]);
      expect(seen[0]?.payload).toMatchObject({ title: 'loud' });
      expect(seen.some((meta) => meta.key === silent)).toBe(false);
    } finally {
      off();
    }
  });

  it('refuses hostile and malformed options with the API error codes, never a crash', async () => {
    for (const collection of ['__proto__', 'constructor', 'no_such_collection']) {
      await expect(run(itemRead, { collection })).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(run(itemCreate, { collection, payload: { title: 'x' } })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
    // Fields named like prototype members are unknown fields: ignored, as the reference ignores them, and nothing is polluted.
    const hostile = await run(itemCreate, {
      collection: 'notes',
      payload: '{"__proto__":{"title":"polluted"},"constructor":"y","status":"hostile"}',
    });
    expect((await notes()).find((row) => row.id === Number(hostile))).toMatchObject({ title: null, status: 'hostile' });
    expect(({} as { title?: unknown }).title).toBeUndefined();
    // System collections have services of their own: item operations only read them.
    await expect(
      run(itemCreate, { collection: 'directus_roles', payload: { name: 'Flow admin', admin_access: true } }),
    ).rejects.toMatchObject({
      code: 'INVALID_PAYLOAD',
    });
    await expect(run(itemRead, { collection: 'directus_roles', key: editorRole })).resolves.toMatchObject({ name: 'Editor' });
    await expect(run(itemCreate, { collection: '', payload: {} })).rejects.toMatchObject({ code: 'INVALID_PAYLOAD' });
    await expect(run(itemCreate, { collection: 'notes', payload: '{not json' })).rejects.toMatchObject({ code: 'INVALID_PAYLOAD' });
    await expect(run(itemRead, { collection: 'notes', query: '[1]' })).rejects.toMatchObject({ code: 'INVALID_PAYLOAD' });
    await expect(run(itemRead, { collection: 'notes', permissions: 'admin' })).rejects.toMatchObject({ code: 'INVALID_PAYLOAD' });
    await expect(run(itemRead, { collection: 'notes', permissions: '6f1c1a52-5a9e-4a43-9a52-1c5e7f1d0a11' })).rejects.toMatchObject({
      code: 'INVALID_PAYLOAD',
    });
    let bomb: unknown = { _eq: 1 };
    for (let depth = 0; depth < 5_000; depth++) bomb = { _and: [bomb] };
    await expect(run(itemRead, { collection: 'notes', query: { filter: bomb } })).rejects.toMatchObject({ code: 'INVALID_PAYLOAD' });
    await expect(
      run(itemRead, { collection: 'notes', query: `{"filter":${'{"_and":['.repeat(50_000)}{}${']}'.repeat(50_000)}}` }),
    ).rejects.toMatchObject({
      code: 'INVALID_PAYLOAD',
    });
    await expect(run(itemRead, { collection: 'notes', key: { id: 1 } })).rejects.toMatchObject({ code: 'INVALID_PAYLOAD' });
  });
});

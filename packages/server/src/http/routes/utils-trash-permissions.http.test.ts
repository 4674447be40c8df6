import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';
import { adminCall, call, createItem, createTrashSchema } from '../../../test/harness/trash-schema.js';

const DATABASES = testDatabasesFor(import.meta.url);

type Rule = { collection: string; action: string; fields?: string; permissions?: string; validation?: string };

const READ_HISTORY: Rule[] = [
  { collection: 'directus_revisions', action: 'read' },
  { collection: 'directus_activity', action: 'read' },
];

describe.each(DATABASES)('trash and restore permissions on %s', (client) => {
  let server: TestServer;
  const admin = (path: string, method = 'GET', json?: unknown) => adminCall(server, path, method, json);
  const exists = async (collection: string, key: number) => (await admin(`/items/${collection}/${key}`)).status === 200;

  beforeAll(async () => {
    server = await startTestServer({ client, env: { LOGIN_STALL_TIME: '0' } });
    await createTrashSchema(server);
  });
  afterAll(async () => server?.close());

  /** A signed-in user of a new role with these permission rows. */
  async function userWith(rules: Rule[]): Promise<string> {
    const role = await server.createRole();
    const db = server.server.ctx.db;
    for (const rule of rules) await db('directus_permissions').insert({ role, fields: '*', ...rule });
    server.server.ctx.permissions.invalidate();
    const user = await server.createUser({ role });
    return (await server.login(user.email, user.password)).access_token;
  }

  /** A deleted author (with one book pointing at it unless told otherwise). */
  async function deletedAuthor(withBook = true): Promise<{ author: number; book: number | null }> {
    const author = await createItem(server, 'authors', { name: 'Deleted', f_string: 'kept' });
    const book = withBook ? await createItem(server, 'books', { title: 'child', author }) : null;
    expect((await admin(`/items/authors/${author}`, 'DELETE')).status).toBe(204);
    return { author, book };
  }

  const restoreAs = (token: string | undefined, key: number) =>
    call(server, `/utils/restore/authors/${key}`, { method: 'POST', ...(token ? { token } : {}) });

  it.each([
    { name: 'the public', rules: null, code: 'FORBIDDEN' },
    {
      name: 'a role with read and delete but no create',
      rules: [
        { collection: 'authors', action: 'read' },
        { collection: 'authors', action: 'delete' },
      ],
      code: 'FORBIDDEN',
    },
    {
      name: 'a role that may create only some stored fields',
      rules: [
        { collection: 'authors', action: 'read' },
        { collection: 'authors', action: 'create', fields: 'id,name' },
      ],
      code: 'FORBIDDEN',
    },
    {
      name: 'a role whose create validation the row fails',
      rules: [
        { collection: 'authors', action: 'read' },
        { collection: 'authors', action: 'create', permissions: '{}', validation: JSON.stringify({ name: { _eq: 'other' } }) },
      ],
      code: 'FAILED_VALIDATION',
    },
  ])('refuses $name ($code), and nothing comes back', async ({ rules, code }) => {
    const { author } = await deletedAuthor(false);
    const token = rules ? await userWith(rules as Rule[]) : undefined;
    const refused = await restoreAs(token, author);
    expect(refused.status).toBe(code === 'FORBIDDEN' ? 403 : 400);
    expect(refused.body.errors![0]!.extensions.code).toBe(code);
    expect(await exists('authors', author)).toBe(false);
    // The copy is still there for someone who may restore it.
    expect((await admin(`/utils/restore/authors/${author}`, 'POST')).status).toBe(200);
  });

  it('needs update on the child collection to re-link children, else nothing is restored', async () => {
    const { author, book } = await deletedAuthor();
    const createOnly = await userWith([
      { collection: 'authors', action: 'create' },
      { collection: 'authors', action: 'read' },
      { collection: 'books', action: 'read' },
    ]);
    const refused = await restoreAs(createOnly, author);
    expect(refused.status).toBe(403);
    expect(await exists('authors', author)).toBe(false);
    const withUpdate = await userWith([
      { collection: 'authors', action: 'create' },
      { collection: 'authors', action: 'read' },
      { collection: 'books', action: 'read' },
      { collection: 'books', action: 'update', fields: 'author' },
    ]);
    const restored = await restoreAs(withUpdate, author);
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect((await admin(`/items/books/${book}`)).body.data).toMatchObject({ author });
  });

  it('restores the whole row for a role that may create every field but read only some; the answer shows what it may read', async () => {
    const { author } = await deletedAuthor(false);
    const token = await userWith([
      { collection: 'authors', action: 'create' },
      { collection: 'authors', action: 'read', fields: 'id,name' },
    ]);
    const restored = await restoreAs(token, author);
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.data).toEqual({ id: author, name: 'Deleted' });
    expect((await admin(`/items/authors/${author}?fields=f_string`)).body.data).toEqual({ f_string: 'kept' });
  });

  it('answers 204 to a role that may create but not read', async () => {
    const { author } = await deletedAuthor(false);
    const token = await userWith([{ collection: 'authors', action: 'create' }]);
    const restored = await restoreAs(token, author);
    expect(restored.status).toBe(204);
    expect(await exists('authors', author)).toBe(true);
  });

  it('lists the trash only with read on the collection, revisions and activity, showing only readable fields', async () => {
    const { author } = await deletedAuthor(false);
    const list = (token?: string) =>
      call<Array<{ key: number; item: Record<string, unknown> }>>(server, '/utils/trash/authors?limit=-1', token ? { token } : {});
    expect((await list()).status).toBe(403);
    expect((await list(await userWith([{ collection: 'authors', action: 'read' }]))).status).toBe(403);
    expect((await list(await userWith([...READ_HISTORY]))).status).toBe(403);
    const limited = await userWith([...READ_HISTORY, { collection: 'authors', action: 'read', fields: 'id,name' }]);
    const answer = await list(limited);
    expect(answer.status).toBe(200);
    expect(answer.body.data!.find((entry) => entry.key === author)!.item).toEqual({ id: author, name: 'Deleted' });
  });

  it('does not let a flood of restores of one copy bring it back twice', async () => {
    const { author } = await deletedAuthor();
    const answers = await Promise.all(Array.from({ length: 8 }, () => admin(`/utils/restore/authors/${author}`, 'POST')));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const answer of answers.filter((entry) => entry.status !== 200))
      expect(['FORBIDDEN', 'RECORD_NOT_UNIQUE']).toContain(answer.body.errors![0]!.extensions.code);
    const creates = (
      await admin(`/activity?filter[collection][_eq]=authors&filter[item][_eq]=${author}&filter[action][_eq]=create&aggregate[count]=*`)
    ).body.data as unknown as Array<{ count: number | string }>;
    expect(Number(creates[0]!.count)).toBe(2);
  });
});

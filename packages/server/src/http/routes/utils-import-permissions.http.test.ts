import type { Knex } from 'knex';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { csvFile, importRequest, jsonFile, type ImportErrorBody } from '../../../test/harness/import-request.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

/**
 * An import is POST /items in bulk: the caller's create rule (fields, presets, validation) applies to
 * each row, a row that updates an existing item needs the update rule, and a role without a create
 * rule is refused before anything is read.
 */
describe.each(DATABASES)('POST /utils/import/:collection under roles on %s', (client) => {
  let server: TestServer;
  let db: Knex;
  let writer: string;
  let reader: string;
  let creatorOnly: string;

  const tokenOf = async (role: string) => {
    const user = await server.createUser({ role });
    return (await server.login(user.email, user.password)).access_token;
  };

  beforeAll(async () => {
    server = await startTestServer({ client, env: { LOGIN_STALL_TIME: '0' } });
    db = server.server.ctx.db;
    await db.schema.createTable('notes', (t) => {
      t.increments('id');
      t.string('title', 100).notNullable();
      t.integer('score');
      t.string('status', 20);
      t.string('secret', 20);
    });
    server.server.ctx.schema.invalidate();
    const writerRole = await server.createRole({ name: 'Writer' });
    const readerRole = await server.createRole({ name: 'Reader' });
    const creatorRole = await server.createRole({ name: 'Creator' });
    await db('directus_permissions').insert([
      { role: writerRole, collection: 'notes', action: 'read', fields: '*' },
      {
        role: writerRole,
        collection: 'notes',
        action: 'create',
        fields: 'id,title,score,status',
        presets: JSON.stringify({ status: 'imported' }),
        validation: JSON.stringify({ score: { _lte: 10 } }),
      },
      { role: writerRole, collection: 'notes', action: 'update', fields: 'title,score' },
      { role: readerRole, collection: 'notes', action: 'read', fields: '*' },
      { role: creatorRole, collection: 'notes', action: 'create', fields: '*' },
    ]);
    server.server.ctx.permissions.invalidate();
    writer = await tokenOf(writerRole);
    reader = await tokenOf(readerRole);
    creatorOnly = await tokenOf(creatorRole);
  });
  afterAll(async () => server?.close());
  beforeEach(async () => {
    await db('notes').delete();
  });

  const notes = () => db('notes').orderBy('title').select('title', 'score', 'status');
  const errorsOf = async (response: Response) => ((await response.json()) as ImportErrorBody).errors;

  it('applies the create presets to every imported row', async () => {
    const response = await importRequest(server, 'notes', [csvFile('title,score\nA,1\nB,2\n')], writer);
    expect(response.status).toBe(200);
    expect(await notes()).toEqual([
      { title: 'A', score: 1, status: 'imported' },
      { title: 'B', score: 2, status: 'imported' },
    ]);
  });

  it('refuses a role without create permission with 403 and writes nothing', async () => {
    for (const token of [reader, null]) {
      const response = await importRequest(server, 'notes', [csvFile('title\nA\n')], token);
      expect(response.status).toBe(403);
      expect((await errorsOf(response))[0]!.extensions.code).toBe('FORBIDDEN');
    }
    expect(await notes()).toEqual([]);
  });

  it('rejects the rows the validation refuses, as POST /items would, keeping nothing', async () => {
    const single = await server.request('/items/notes', { method: 'POST', json: { title: 'X', score: 11 }, token: writer });
    expect(single.status).toBe(400);
    const singleCode = (await errorsOf(single))[0]!.extensions.code;
    const response = await importRequest(
      server,
      'notes',
      [csvFile('title,score\nFine,3\nToo high,11\nAlso fine,4\nWay too high,99\n')],
      writer,
    );
    expect(response.status).toBe(400);
    const errors = await errorsOf(response);
    expect(errors.map((error) => [error.extensions.code, error.extensions.line, error.extensions.field])).toEqual([
      [singleCode, 3, 'score'],
      [singleCode, 5, 'score'],
    ]);
    expect(await notes()).toEqual([]);
  });

  it('rejects rows with a field outside the create rule, as POST /items does (403 there, a refused row here)', async () => {
    const single = await server.request('/items/notes', { method: 'POST', json: { title: 'X', secret: 's' }, token: writer });
    expect(single.status).toBe(403);
    const response = await importRequest(server, 'notes', [jsonFile([{ title: 'A' }, { title: 'B', secret: 's' }])], writer);
    expect(response.status).toBe(400);
    expect((await errorsOf(response)).map((error) => [error.extensions.code, error.extensions.row])).toEqual([['FORBIDDEN', 2]]);
    expect(await notes()).toEqual([]);
  });

  it('needs the update rule for rows whose key exists: refused without it, applied with it', async () => {
    const [id] = await db('notes').insert({ title: 'Existing', score: 1 }).returning('id');
    const key = typeof id === 'object' ? (id as { id: number }).id : Number(id);
    const refused = await importRequest(server, 'notes', [csvFile(`id,title\n${key},Changed\n`)], creatorOnly);
    expect(refused.status).toBe(400);
    expect((await errorsOf(refused))[0]!.extensions).toMatchObject({ code: 'FORBIDDEN', line: 2, row: 1 });
    expect(await notes()).toEqual([{ title: 'Existing', score: 1, status: null }]);
    const allowed = await importRequest(server, 'notes', [jsonFile([{ id: key, title: 'Changed', score: 2 }])], writer);
    expect(allowed.status).toBe(200);
    expect(await notes()).toEqual([{ title: 'Changed', score: 2, status: null }]);
  });
});

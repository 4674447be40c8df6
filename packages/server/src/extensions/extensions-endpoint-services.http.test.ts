import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extensionsTempDir, writeExtension } from '../../test/harness/extension-fixtures.js';
import { startTestServer, type TestServer } from '../../test/harness/start-test-server.js';

/**
 * An endpoint extension in the reference's documented format, found in EXTENSIONS_PATH: its routes
 * read and write through `context.services.ItemsService` with the caller's accountability, so the
 * caller's permissions hold; without an accountability the service runs with full access.
 */
const NOTES_ENDPOINT = `export default {
  id: 'notes-report',
  handler: (router, { services, getSchema }) => {
    const { ItemsService } = services;
    router.get('/mine', async (req, res, next) => {
      try {
        const notes = new ItemsService('notes', { schema: req.schema, accountability: req.accountability });
        res.json({ data: await notes.readByQuery({ fields: ['title'], sort: ['title'] }) });
      } catch (error) { next(error); }
    });
    router.patch('/:id', async (req, res, next) => {
      try {
        const notes = new ItemsService('notes', { schema: req.schema, accountability: req.accountability });
        res.json({ data: await notes.updateOne(req.params.id, req.body) });
      } catch (error) { next(error); }
    });
    router.get('/count-all', async (_req, res) => {
      const notes = new ItemsService('notes', { schema: await getSchema() });
      res.json({ data: (await notes.readByQuery({ limit: -1 })).length });
    });
  },
};`;

describe('an endpoint extension using ItemsService under the caller', () => {
  let root: string;
  let server: TestServer;
  let editorToken: string;

  beforeAll(async () => {
    root = await extensionsTempDir();
    await writeExtension(root, 'directus-extension-notes-report', {
      manifest: { type: 'endpoint', path: 'dist/index.js' },
      files: { 'dist/index.js': NOTES_ENDPOINT },
    });
    server = await startTestServer({ env: { EXTENSIONS_PATH: root } });
    const created = await server.asAdmin('/collections', {
      method: 'POST',
      json: {
        collection: 'notes',
        schema: {},
        fields: [
          { field: 'id', type: 'integer', schema: { is_primary_key: true, has_auto_increment: true } },
          { field: 'title', type: 'string' },
          { field: 'status', type: 'string' },
        ],
      },
    });
    expect(created.status).toBe(200);
    const role = await server.createRole({ name: 'Note readers' });
    const rule = await server.asAdmin('/permissions', {
      method: 'POST',
      json: { role, collection: 'notes', action: 'read', fields: ['id', 'title'], permissions: { status: { _eq: 'public' } } },
    });
    expect(rule.status).toBe(200);
    const user = await server.createUser({ role });
    editorToken = (await server.login(user.email, user.password)).access_token;
    await server.server.ctx.db('notes').insert([
      { title: 'shown', status: 'public' },
      { title: 'hidden', status: 'draft' },
    ]);
  });
  afterAll(async () => {
    await server?.close();
    await rm(root, { recursive: true, force: true });
  });

  const asEditor = (path: string, init: { method?: string; json?: unknown } = {}) =>
    server.request(path, {
      method: init.method ?? 'GET',
      headers: { authorization: `Bearer ${editorToken}`, ...(init.json ? { 'content-type': 'application/json' } : {}) },
      body: init.json ? JSON.stringify(init.json) : undefined,
    });

  it("reads only what the caller's role may read, and everything for an admin", async () => {
    expect(await (await asEditor('/notes-report/mine')).json()).toEqual({ data: [{ title: 'shown' }] });
    expect(await (await server.asAdmin('/notes-report/mine')).json()).toEqual({ data: [{ title: 'hidden' }, { title: 'shown' }] });
  });

  it("refuses a write the caller's role may not make, in the API's error shape, and stores nothing", async () => {
    const refused = await asEditor('/notes-report/1', { method: 'PATCH', json: { title: 'changed' } });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code).toBe('FORBIDDEN');
    const row = await server.server.ctx.db('notes').where({ id: 1 }).first();
    expect(row.title).toBe('shown');
  });

  it('runs with full access when the extension passes no accountability, as the reference does', async () => {
    expect(await (await asEditor('/notes-report/count-all')).json()).toEqual({ data: 2 });
  });
});

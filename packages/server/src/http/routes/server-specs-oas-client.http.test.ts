import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import createClient from 'openapi-fetch';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';

/** The types of openapi-fetch, for the generated client code to compile against. */
const OPENAPI_FETCH_TYPES = createRequire(import.meta.url)
  .resolve('openapi-fetch')
  .replace(/index\.(c|m)?js$/, 'index.d.mts');

/**
 * Query values as the document describes them: JSON-content parameters (filter, deep, aggregate,
 * alias) as JSON text, lists (`style: form, explode: false`) joined by commas. openapi-fetch
 * doesn't read the document at run time, so it is told.
 */
function querySerializer(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) params.set(name, value.join(','));
    else params.set(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return params.toString();
}

/** Compiles `files` (name → text) strictly, without emitting; answers the diagnostics' messages. */
function compile(dir: string, files: Record<string, string>, entry: string): string[] {
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  const program = ts.createProgram([join(dir, entry)], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
    skipLibCheck: true,
    paths: { 'openapi-fetch': [OPENAPI_FETCH_TYPES] },
  });
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

type Answer = {
  data?: { data?: unknown; meta?: unknown };
  error?: { errors: Array<{ extensions: { code: string } }> };
  response: Response;
};

/** Issue 20: a client generated from the live document reads and writes items on the real server. */
describe('a client generated from GET /server/specs/oas', () => {
  let server: TestServer;
  let dir: string;
  let declarations: string;

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.server.ctx.db;
    await db.schema.createTable('notes', (t) => {
      t.increments('id');
      t.string('title').notNullable();
      t.integer('score');
      t.text('labels');
    });
    await db('directus_fields').insert({ collection: 'notes', field: 'labels', special: 'cast-csv' });
    server.server.ctx.schema.invalidate();
    const doc = (await (await server.asAdmin('/server/specs/oas')).json()) as Record<string, unknown>;
    declarations = astToString(await openapiTS(doc as never));
    dir = mkdtempSync(join(tmpdir(), 'tessera-oas-client-'));
  });
  afterAll(async () => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    await server?.close();
  });

  it('creates, reads, updates and deletes items with openapi-fetch', async () => {
    expect(declarations).toContain('"/items/notes/{id}"');
    const api = createClient<Record<string, never>>({
      baseUrl: server.url,
      headers: { authorization: `Bearer ${server.adminToken}` },
      querySerializer,
    });
    // Untyped at run time (the types exist only in the generated file): the calls a typed client makes.
    const call = api as unknown as Record<'GET' | 'POST' | 'PATCH' | 'DELETE', (path: string, init: object) => Promise<Answer>>;

    const created = await call.POST('/items/notes', { body: { title: 'first', score: 3, labels: ['a', 'b'] } });
    expect(created.response.status).toBe(200);
    expect(created.data?.data).toEqual({ id: 1, title: 'first', score: 3, labels: ['a', 'b'] });

    await call.POST('/items/notes', { body: [{ title: 'second' }, { title: 'third', score: 9 }] });
    const listed = await call.GET('/items/notes', {
      params: { query: { filter: { score: { _nnull: true } }, sort: ['-score'], fields: ['id', 'title'], meta: 'filter_count' } },
    });
    expect(listed.response.status).toBe(200);
    expect(listed.data).toEqual({
      data: [
        { id: 3, title: 'third' },
        { id: 1, title: 'first' },
      ],
      meta: { filter_count: 2 },
    });

    const updated = await call.PATCH('/items/notes/{id}', { params: { path: { id: 1 } }, body: { score: 4 } });
    expect(updated.data?.data).toMatchObject({ id: 1, score: 4 });
    const one = await call.GET('/items/notes/{id}', { params: { path: { id: 1 }, query: { fields: ['score'] } } });
    expect(one.data).toEqual({ data: { score: 4 } });

    const removed = await call.DELETE('/items/notes/{id}', { params: { path: { id: 1 } } });
    expect(removed.response.status).toBe(204);
    const gone = await call.GET('/items/notes/{id}', { params: { path: { id: 1 } } });
    expect(gone.response.status).toBe(403);
    expect(gone.error?.errors[0]?.extensions.code).toBe('FORBIDDEN');
  });

  it('generates types that compile, and that catch a field the collection does not have', () => {
    const usage = (field: string) => `
      import createClient from 'openapi-fetch';
      import type { components, paths } from './schema.js';
      type Note = components['schemas']['ItemsNotes'];
      const note: Note = { ${field}: 'x', score: null, labels: ['a'] };
      const api = createClient<paths>({ baseUrl: 'http://localhost' });
      export async function run(): Promise<string | undefined> {
        await api.POST('/items/notes', { body: note });
        const { data } = await api.GET('/items/notes/{id}', { params: { path: { id: 1 } } });
        return data?.data?.${field} ?? undefined;
      }
    `;
    expect(compile(dir, { 'schema.ts': declarations, 'good.ts': usage('title') }, 'good.ts')).toEqual([]);
    const wrong = compile(dir, { 'bad.ts': usage('titel') }, 'bad.ts');
    expect(wrong).toHaveLength(2);
    expect(wrong.join('\n')).toMatch(/'titel' does not exist/);
  });
});

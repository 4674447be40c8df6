import { generateDirectusTypes } from 'directus-sdk-typegen/dist/generate.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileTypescript, readInterfaces } from '../../../test/harness/compile-typescript.js';
import { createManyToMany } from '../../../test/harness/m2m-model.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';

const id = { field: 'id', type: 'integer', schema: { is_primary_key: true, has_auto_increment: true } };

/** How a project uses the generated file with the SDK: item shapes, relations and the Schema map. */
const USAGE = `
import type { Article, Schema, Home } from './schema';
const article: Article = { id: 1, title: 'Hi', author: 'a-user-id', cover: null, tags: ['1', '2'] };
const withAuthor: Article = { id: 2, title: 'Hi', author: { id: 'u', email: 'x@example.com' } as never };
const list: Schema['articles'] = [article, withAuthor];
const home: Schema['home'] = { id: 1, headline: 'Welcome' } satisfies Home;
export { list, home };
`;

/**
 * `directus-sdk-typegen` (0.2.1 from the registry, unchanged) reads /collections, /fields and
 * /relations of a Tessera server, and what it writes compiles (issue 41, point 4: it crashed on the
 * system relations that came without a meta).
 */
describe('directus-sdk-typegen against Tessera (SQLite)', { timeout: 60_000 }, () => {
  let server: TestServer;
  const post = async (path: string, json: unknown) => {
    const response = await server.asAdmin(path, { method: 'POST', json });
    expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
  };

  beforeAll(async () => {
    server = await startTestServer({ client: 'sqlite3' });
    await post('/collections', { collection: 'tags', schema: {}, meta: {}, fields: [id, { field: 'name', type: 'string' }] });
    await post('/collections', {
      collection: 'articles',
      schema: {},
      meta: {},
      fields: [
        id,
        { field: 'title', type: 'string', meta: { required: true, note: 'The headline' } },
        { field: 'author', type: 'uuid', meta: { special: ['m2o'], interface: 'select-dropdown-m2o' } },
        { field: 'cover', type: 'uuid', meta: { special: ['file'], interface: 'file-image' } },
      ],
    });
    await post('/collections', {
      collection: 'home',
      schema: {},
      meta: { singleton: true },
      fields: [id, { field: 'headline', type: 'string' }],
    });
    await post('/relations', { collection: 'articles', field: 'author', related_collection: 'directus_users' });
    await post('/relations', { collection: 'articles', field: 'cover', related_collection: 'directus_files' });
    await createManyToMany(server, 'articles', 'tags', 'tags');
  });
  afterAll(async () => server?.close());

  it('generates types whose relations point at the generated interfaces, and they compile', async () => {
    const output = await generateDirectusTypes({ directusUrl: server.url, directusToken: server.adminToken });
    const interfaces = readInterfaces(output);
    expect(interfaces.get('Article')?.get('author')).toBe('DirectusUser | string | null');
    expect(interfaces.get('Article')?.get('cover')).toBe('DirectusFile | string | null');
    expect(interfaces.get('Article')?.get('tags')).toBe('ArticlesTag[] | string[]');
    // System relations with their metas: the file's folder and uploader are typed as relations too.
    expect(interfaces.get('DirectusFile')?.get('folder')).toMatch(/^DirectusFolder \| string/);
    expect(interfaces.get('DirectusUser')?.get('role')).toMatch(/^DirectusRole \| string/);
    expect(await compileTypescript({ 'schema.ts': output, 'usage.ts': USAGE })).toEqual([]);
  });
});

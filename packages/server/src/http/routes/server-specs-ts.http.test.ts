import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileTypescript, compileTypescriptFiles, readInterfaces } from '../../../test/harness/compile-typescript.js';
import { createRichModel } from '../../../test/harness/rich-model.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

interface FieldAnswer {
  collection: string;
  field: string;
  type: string;
  schema: { is_nullable: boolean; is_primary_key: boolean } | null;
  meta: {
    special?: string[] | null;
    interface?: string | null;
    options?: { choices?: Array<{ value: unknown }>; allowOther?: boolean } | null;
  } | null;
}
interface RelationAnswer {
  collection: string;
  field: string;
  related_collection: string | null;
  meta: { one_field: string | null; one_allowed_collections: string[] | null } | null;
}

/** The TypeScript type of each field type as the server answers it (query/read-value.ts), kept apart from the generator's table. */
const EXPECTED_TYPES: Record<string, string> = {
  integer: 'number',
  float: 'number',
  bigInteger: 'number | string',
  decimal: 'string',
  string: 'string',
  text: 'string',
  uuid: 'string',
  hash: 'string',
  boolean: 'boolean',
  json: 'unknown',
  csv: 'string[]',
  date: 'string',
  time: 'string',
  dateTime: 'string',
  timestamp: 'string',
  'geometry.Point': 'GeoJsonPoint',
};

const TO_MANY: ReadonlySet<string> = new Set(['o2m', 'm2m', 'm2a', 'translations']);

const USAGE = `import { createClient, readItems, readSingleton, readUsers, rest } from '@tessera/sdk';
import type { Schema } from './schema.js';

const client = createClient<Schema>('http://localhost:8055').with(rest());

export async function use(): Promise<void> {
  const articles = await client.request(
    readItems('articles', { fields: ['id', 'title', 'status', 'place', { author: ['name', 'constructor'] }, { tags: [{ tags_id: ['name'] }] }, 'blocks.collection'] }),
  );
  const first = articles[0]!;
  const title: string = first.title;
  const status: 'draft' | 'published' = first.status;
  const author: string | undefined = first.author?.name;
  const ctor: string | null | undefined = first.author?.constructor;
  const tagNames: (string | null | undefined)[] = first.tags.map((tag) => tag.tags_id?.name);
  const point: number[] | undefined = first.place?.coordinates;
  const blockCollections: (string | null)[] = first.blocks.map((block) => block.collection);
  const rows = await client.request(readItems('articles'));
  const authorKey: number | null = rows[0]!.author;
  const tagKeys: number[] = rows[0]!.tags;
  const views: number | string | null = rows[0]!.views;
  const settings = await client.request(readSingleton('site-settings', { fields: ['per-page'] }));
  const perPage: number = settings['per-page'];
  const users = await client.request(readUsers({ fields: ['nickname'] }));
  const nickname: string | null | undefined = users[0]?.nickname;
  console.log(title, status, author, ctor, tagNames, point, blockCollections, authorKey, tagKeys, views, perPage, nickname);
}
`;

const read = async (server: TestServer, path: string, token: string) => {
  const response = await server.request(path, { token });
  expect(response.status, path).toBe(200);
  return response;
};

/**
 * Checks the declarations against what `/fields` and `/relations` tell the same caller: every
 * readable field of every collection with a table is a property of its interface with the field
 * type's TypeScript type, `| null` exactly when the column is nullable, and nothing else is.
 */
async function compareWithFields(server: TestServer, token: string, text: string): Promise<number> {
  const fields = ((await (await read(server, '/fields', token)).json()) as { data: FieldAnswer[] }).data;
  const relations = ((await (await read(server, '/relations', token)).json()) as { data: RelationAnswer[] }).data;
  const interfaces = readInterfaces(text);
  const typeNames = new Map([...interfaces.get('Schema')!].map(([collection, type]) => [collection, type.replace('[]', '')]));
  const byCollection = new Map<string, FieldAnswer[]>();
  for (const field of fields) byCollection.set(field.collection, [...(byCollection.get(field.collection) ?? []), field]);
  let checked = 0;
  for (const [collection, list] of byCollection) {
    if (list.every((field) => field.schema === null)) continue;
    const members = interfaces.get(typeNames.get(collection) ?? '')!;
    expect(members, collection).toBeDefined();
    const m2o = (field: string) => relations.find((r) => r.collection === collection && r.field === field);
    const o2m = (field: string) => relations.find((r) => r.related_collection === collection && r.meta?.one_field === field);
    // A relational alias is marked so in `special` even when its relation is hidden from the caller.
    const isRelational = (field: FieldAnswer) =>
      o2m(field.field) !== undefined || (field.meta?.special?.some((special) => TO_MANY.has(special)) ?? false);
    const expected = list.filter((field) => field.type !== 'alias' || isRelational(field));
    expect([...members.keys()].sort(), collection).toEqual(expected.map((field) => field.field).sort());
    for (const field of expected) {
      const where = `${collection}.${field.field}`;
      const actual = members.get(field.field)!;
      if (field.type === 'alias') {
        const many = o2m(field.field);
        const related = many && typeNames.get(many.collection);
        const key = fields.find((f) => f.collection === many?.collection && f.schema?.is_primary_key);
        const keyType = EXPECTED_TYPES[key?.type ?? 'integer'];
        expect(actual, where).toBe(related ? `${keyType}[] | ${related}[]` : `${keyType}[]`);
        checked++;
        continue;
      }
      // A concealed value is read as '**********' whatever its type (directus_users.auth_data is JSON).
      const scalar = field.meta?.special?.includes('conceal') ? 'string' : (EXPECTED_TYPES[field.type] ?? 'unknown');
      const parts = [...(choicesOf(field) ?? [scalar])];
      const one = m2o(field.field);
      if (one?.related_collection && typeNames.has(one.related_collection)) parts.push(typeNames.get(one.related_collection)!);
      for (const target of one?.meta?.one_allowed_collections?.slice().sort() ?? [])
        if (typeNames.has(target)) parts.push(typeNames.get(target)!);
      if (field.schema?.is_nullable && !field.schema.is_primary_key && parts[0] !== 'unknown') parts.push('null');
      expect(actual, where).toBe(parts.join(' | '));
      checked++;
    }
  }
  return checked;
}

function choicesOf(field: FieldAnswer): string[] | null {
  const options = field.meta?.options;
  if (!['select-dropdown', 'select-radio'].includes(field.meta?.interface ?? '') || !options?.choices || options.allowOther) return null;
  return options.choices.map((choice) => JSON.stringify(choice.value));
}

describe('GET /server/specs/ts', () => {
  let server: TestServer;
  let editorToken: string;

  beforeAll(async () => {
    server = await startTestServer();
    await createRichModel(server);
    const role = await server.createRole();
    for (const rule of [
      { collection: 'articles', fields: ['id', 'title', 'author', 'tags'] },
      { collection: 'authors', fields: ['*'] },
    ]) {
      const response = await server.asAdmin('/permissions', { method: 'POST', json: { role, action: 'read', ...rule } });
      expect(response.status).toBe(200);
    }
    editorToken = 'editor-static-token';
    await server.createUser({ role, token: editorToken });
  });
  afterAll(async () => server?.close());

  it('answers plain text that compiles, strict, with a usage of the SDK reading typed results', async () => {
    const response = await read(server, '/server/specs/ts', server.adminToken);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const schema = await response.text();
    expect(schema).toContain('"site-settings": SiteSettings;');
    expect(schema).toContain('directus_users: DirectusUsers[];');
    expect(schema).toContain('"constructor": string | null;');
    expect(schema).not.toContain('divider');
    expect(await compileTypescript({ 'schema.d.ts': schema, 'usage.ts': USAGE })).toEqual([]);
  }, 60_000);

  it('makes a wrong field, a field not asked for and a wrong value type compile errors', async () => {
    const schema = await (await read(server, '/server/specs/ts', server.adminToken)).text();
    const usage = (body: string) => `import { createClient, readItems, rest } from '@tessera/sdk';
import type { Schema } from './schema.js';
const client = createClient<Schema>('http://localhost:8055').with(rest());
export async function use(): Promise<void> {
  ${body}
}
`;
    const wrong = {
      'field.ts': `await client.request(readItems('articles', { fields: ['titel'] }));`,
      'unasked.ts': `const [a] = await client.request(readItems('articles', { fields: ['title'] })); console.log(a?.body);`,
      'value.ts': `const [a] = await client.request(readItems('articles')); const n: number = a!.price; console.log(n);`,
      'collection.ts': `await client.request(readItems('nope'));`,
    };
    // One program for the four files: each is checked on its own, the SDK's types are read once.
    const diagnostics = await compileTypescriptFiles({
      'schema.d.ts': schema,
      ...Object.fromEntries(Object.entries(wrong).map(([name, body]) => [name, usage(body)])),
    });
    expect(diagnostics.get('schema.d.ts')).toEqual([]);
    expect(diagnostics.get('field.ts')!.join('\n')).toMatch(/titel/);
    expect(diagnostics.get('unasked.ts')!.join('\n')).toMatch(/body/);
    expect(diagnostics.get('value.ts')).not.toEqual([]);
    expect(diagnostics.get('collection.ts')).not.toEqual([]);
  }, 90_000);

  it('declares every readable field with the type and nullability /fields gives it, and nothing else', async () => {
    const schema = await (await read(server, '/server/specs/ts', server.adminToken)).text();
    expect(await compareWithFields(server, server.adminToken, schema)).toBeGreaterThan(300);
  });

  it('gives a role only what it may read, relations to hidden collections as keys', async () => {
    const schema = await (await read(server, '/server/specs/ts', editorToken)).text();
    const interfaces = readInterfaces(schema);
    expect(Object.fromEntries(interfaces.get('Articles')!)).toEqual({
      id: 'number',
      title: 'string',
      author: 'number | Authors | null',
      tags: 'number[]',
    });
    expect(interfaces.has('Tags')).toBe(false);
    expect(interfaces.has('ArticlesTags')).toBe(false);
    expect(interfaces.get('Schema')!.has('tags')).toBe(false);
    expect(await compareWithFields(server, editorToken, schema)).toBeGreaterThan(5);
    expect(await compileTypescript({ 'schema.d.ts': schema })).toEqual([]);
  });

  it('is byte-identical for an unchanged schema, also after the schema is loaded again', async () => {
    const first = await (await read(server, '/server/specs/ts', server.adminToken)).text();
    expect(await (await read(server, '/server/specs/ts', server.adminToken)).text()).toBe(first);
    server.server.ctx.schema.invalidate();
    expect(await (await read(server, '/server/specs/ts', server.adminToken)).text()).toBe(first);
  });

  it('answers a public caller with what the public role may read: no collection', async () => {
    const response = await server.request('/server/specs/ts');
    expect(response.status).toBe(200);
    const schema = await response.text();
    expect([...readInterfaces(schema).get('Schema')!.keys()]).toEqual([]);
    expect(await compileTypescript({ 'schema.d.ts': schema })).toEqual([]);
  });
});

/** The generator types bigInteger as `number | string` and decimal as `string`: what each database really answers. */
describe.each(DATABASES)('bigInteger and decimal values as answered on %s', (client) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ client });
  });
  afterAll(async () => server?.close());

  it('reads a small bigInteger as a number, one beyond 2^53 as a string, decimals as strings', async () => {
    const created = await server.asAdmin('/collections', {
      method: 'POST',
      json: {
        collection: 'counters',
        schema: {},
        meta: {},
        fields: [
          { field: 'id', type: 'integer', schema: { is_primary_key: true, has_auto_increment: true } },
          { field: 'big', type: 'bigInteger' },
          { field: 'price', type: 'decimal', schema: { numeric_precision: 10, numeric_scale: 2 } },
        ],
      },
    });
    expect(created.status).toBe(200);
    const write = await server.asAdmin('/items/counters', {
      method: 'POST',
      json: [
        { big: 42, price: '1.50' },
        { big: '9007199254740993', price: 2 },
      ],
    });
    expect(write.status).toBe(200);
    const rows = ((await (await server.asAdmin('/items/counters?sort=id&fields=big,price')).json()) as { data: unknown[] }).data;
    expect(rows).toEqual([
      { big: 42, price: '1.50' },
      { big: '9007199254740993', price: '2.00' },
    ]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataModelSnapshot } from '../../../test/fixtures/data-model-snapshot.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';

type Json = Record<string, unknown>;
type Answer = { status: number; body: { data?: Json; errors?: Array<{ message: string; extensions: Json }> } };

/** Abuse of the /schema endpoints: roles, hostile files and payloads. No SQL runs before these are refused, so SQLite is enough. */
describe('/schema endpoints under abuse', () => {
  let server: TestServer;
  let editorToken: string;
  let snapshot: Json;
  const send = async (path: string, init: RequestInit & { json?: unknown; token?: string } = {}): Promise<Answer> => {
    const response = await server.request(path, { token: server.adminToken, ...init });
    const text = await response.text();
    return { status: response.status, body: text === '' ? {} : (JSON.parse(text) as Answer['body']) };
  };
  const upload = (content: string | Uint8Array, type: string, name: string) => {
    const body = new FormData();
    body.append('file', new Blob([content], { type }), name);
    return body;
  };
  const codeOf = (answer: Answer) => answer.body.errors?.[0]?.extensions.code;

  beforeAll(async () => {
    server = await startTestServer({ client: 'sqlite3' });
    const role = await server.createRole({ app_access: true, admin_access: false });
    const editor = await server.createUser({ role });
    editorToken = (await server.login(editor.email, editor.password)).access_token;
    await send('/collections', {
      method: 'POST',
      json: { collection: 'notes', schema: {}, meta: {}, fields: [{ field: 'title', type: 'string', meta: {} }] },
    });
    snapshot = (await send('/schema/snapshot')).body.data!;
  });
  afterAll(async () => server?.close());

  it.each([
    { as: 'public', method: 'GET', url: '/schema/snapshot', status: 403 },
    { as: 'editor', method: 'GET', url: '/schema/snapshot', status: 403 },
    { as: 'editor', method: 'GET', url: '/schema/snapshot?export=yaml', status: 403 },
    { as: 'public', method: 'POST', url: '/schema/diff', status: 403 },
    { as: 'editor', method: 'POST', url: '/schema/diff', status: 403 },
    { as: 'public', method: 'POST', url: '/schema/apply', status: 403 },
    { as: 'editor', method: 'POST', url: '/schema/apply', status: 403 },
    { as: 'admin', method: 'GET', url: '/schema/snapshot', status: 200 },
  ])('$as: $method $url → $status', async ({ as, method, url, status }) => {
    const token = as === 'admin' ? server.adminToken : as === 'editor' ? editorToken : undefined;
    const before = await dataModelSnapshot(server.server.ctx.db);
    const json =
      method === 'POST'
        ? url.endsWith('diff')
          ? snapshot
          : { hash: 'x', diff: { collections: [], fields: [], relations: [] } }
        : undefined;
    const answer = await send(url, { method, json, token });
    expect(answer.status).toBe(status);
    if (status === 403) expect(codeOf(answer)).toBe('FORBIDDEN');
    expect(await dataModelSnapshot(server.server.ctx.db)).toEqual(before);
  });

  it('refuses a non-admin before reading the body, however large', async () => {
    const body = upload(new Uint8Array(3 * 1024 * 1024), 'application/json', 'big.json');
    const answer = await send('/schema/diff', { method: 'POST', body, token: editorToken });
    expect(answer.status).toBe(403);
  });

  it.each([
    { name: 'malformed JSON body', body: '{"version": 1,', type: 'application/json', status: 400, message: /^Invalid payload\./ },
    { name: 'an empty JSON body', body: '{}', type: 'application/json', status: 400, message: /No data was included in the body/ },
    {
      name: 'a JSON body with __proto__',
      body: '{"__proto__": {"admin": true}}',
      type: 'application/json',
      status: 400,
      message: /prototype/,
    },
    { name: 'a text body', body: 'version: 1', type: 'text/plain', status: 415, message: /Unsupported media type/ },
    { name: 'an empty JSON list', body: '[]', type: 'application/json', status: 400, message: /No data was included in the body/ },
    { name: 'a JSON list', body: '[1]', type: 'application/json', status: 400, message: /"value" must be of type object/ },
  ])('answers $name with a clean $status', async ({ body, type, status, message }) => {
    const answer = await send('/schema/diff', { method: 'POST', body, headers: { 'content-type': type } });
    expect(answer.status).toBe(status);
    expect(answer.body.errors![0]!.message).toMatch(message);
  });

  it.each([
    {
      name: 'malformed YAML',
      file: 'version: 1\ncollections: [a, b\n',
      type: 'application/x-yaml',
      message: /The provided YAML is invalid/,
    },
    { name: 'malformed JSON', file: '{"version":', type: 'application/json', message: /The provided JSON is invalid/ },
    { name: 'an empty file', file: '', type: 'application/x-yaml', message: /No file was included in the body/ },
    {
      name: 'a YAML bomb (nested aliases)',
      file: [
        'a: &a ["x","x","x","x","x","x","x","x","x"]',
        ...'bcdefghi'
          .split('')
          .map(
            (n, i) =>
              `${n}: &${n} [*${'abcdefghi'[i]},*${'abcdefghi'[i]},*${'abcdefghi'[i]},*${'abcdefghi'[i]},*${'abcdefghi'[i]},*${'abcdefghi'[i]},*${'abcdefghi'[i]},*${'abcdefghi'[i]},*${'abcdefghi'[i]}]`,
          ),
      ].join('\n'),
      type: 'application/x-yaml',
      message: /too large: more than 1000000 values/,
    },
    {
      name: 'a YAML __proto__ key',
      file: 'version: 1\n__proto__: {polluted: true}\n',
      type: 'application/x-yaml',
      message: /"__proto__" is not allowed/,
    },
  ])('answers a multipart file with $name with a clean 400', async ({ file, type, message }) => {
    const started = Date.now();
    const answer = await send('/schema/diff', { method: 'POST', body: upload(file, type, 'snapshot') });
    expect(answer.status).toBe(400);
    expect(codeOf(answer)).toBe('INVALID_PAYLOAD');
    expect(answer.body.errors![0]!.message).toMatch(message);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(({} as Json).polluted).toBeUndefined();
  });

  it('answers a multipart body with two files, or none, with a clean 400', async () => {
    const two = upload(JSON.stringify(snapshot), 'application/json', 'a.json');
    two.append('file2', new Blob(['{}'], { type: 'application/json' }), 'b.json');
    expect((await send('/schema/diff', { method: 'POST', body: two })).status).toBe(400);
    const none = new FormData();
    none.append('note', 'no file here');
    const answer = await send('/schema/diff', { method: 'POST', body: none });
    expect(answer.status).toBe(400);
    expect(answer.body.errors![0]!.message).toMatch(/No file was included in the body/);
  });

  it('answers a 50 MB body with 413, as JSON and as a multipart file', async () => {
    const big = `{"version":1,"directus":"x","collections":[],"fields":[],"relations":[],"pad":"${'x'.repeat(50 * 1024 * 1024)}"}`;
    const json = await send('/schema/diff', { method: 'POST', body: big, headers: { 'content-type': 'application/json' } });
    expect(json.status).toBe(413);
    expect(codeOf(json)).toBe('CONTENT_TOO_LARGE');
    const file = await send('/schema/diff', { method: 'POST', body: upload(big, 'application/json', 'big.json') }).catch(
      (error: Error) => error,
    );
    // The server may close the connection after answering while the client still sends; when it
    // reads the answer, it is a 413.
    if (!(file instanceof Error)) {
      expect(file.status).toBe(413);
      expect(codeOf(file)).toBe('CONTENT_TOO_LARGE');
    }
    expect(await (await server.request('/server/ping')).text()).toBe('pong');
  }, 60_000);

  it('refuses snapshots of another version or database unless forced, as the reference words it', async () => {
    const other = await send('/schema/diff', { method: 'POST', json: { ...snapshot, vendor: 'postgres' } });
    expect(other.status).toBe(400);
    expect(other.body.errors![0]!.message).toBe(
      'Invalid payload. Provided snapshot\'s vendor postgres does not match the current instance\'s vendor sqlite. You can bypass this check by passing the "force" query parameter.',
    );
    for (const version of ['9.0.0', '11.0.0', '10.x', '10.1', '110.1.0']) {
      const refused = await send('/schema/diff', { method: 'POST', json: { ...snapshot, directus: version } });
      expect(refused.status, version).toBe(400);
      expect(refused.body.errors![0]!.message).toBe(
        `Invalid payload. Provided snapshot's directus version ${version} does not match the current instance's version 0.1.0, and is not a Directus 10.x version whose snapshots it accepts. You can bypass this check by passing the "force" query parameter.`,
      );
    }
    // A Directus 10 snapshot (what directus-sync pushes from a 10.13 server) is read without ?force.
    for (const version of ['10.13.4', '10.0.0', '10.10.0-rc.1']) {
      const accepted = await send('/schema/diff', { method: 'POST', json: { ...snapshot, directus: version } });
      expect(accepted.status, version).toBe(204);
    }
    const none = await send('/schema/diff', { method: 'POST', json: { ...snapshot, vendor: undefined } });
    expect(none.body.errors![0]!.message).toMatch(/does not contain the "vendor" property/);
  });

  it.each([
    {
      name: 'a __proto__ collection',
      change: (s: Json) => (s.collections as Json[]).push({ collection: '__proto__', meta: {}, schema: { name: 'x' } }),
    },
    {
      name: 'a constructor collection',
      change: (s: Json) => (s.collections as Json[]).push({ collection: 'constructor', meta: {}, schema: { name: 'constructor' } }),
    },
    {
      name: 'an unknown field type',
      change: (s: Json) => (s.fields as Json[]).push({ collection: 'notes', field: 'x', type: 'bogus', meta: {} }),
    },
    { name: 'a duplicate collection', change: (s: Json) => (s.collections as Json[]).push((s.collections as Json[])[0]!) },
    { name: 'an unknown key', change: (s: Json) => (s.extra = true) },
  ])('refuses $name cleanly, on diff or on apply, and changes nothing', async ({ change }) => {
    const before = await dataModelSnapshot(server.server.ctx.db);
    const hostile = structuredClone(snapshot);
    change(hostile);
    const diff = await send('/schema/diff', { method: 'POST', json: hostile });
    if (diff.status === 200) {
      const apply = await send('/schema/apply', { method: 'POST', json: diff.body.data });
      expect(apply.status).toBe(400);
      expect(codeOf(apply)).toBe('INVALID_PAYLOAD');
      expect(apply.body.errors![0]!.extensions.step).toMatch(/^\+ collection /);
    } else {
      expect(diff.status).toBe(400);
      expect(codeOf(diff)).toBe('INVALID_PAYLOAD');
    }
    expect(await dataModelSnapshot(server.server.ctx.db)).toEqual(before);
    expect(({} as Json).collection).toBeUndefined();
  });

  it.each([
    {
      name: 'a path to nothing',
      diff: [{ kind: 'E', path: ['meta', 'nowhere', 'deep'], lhs: 1, rhs: 2 }],
      message: /doesn't match it: nothing at "meta\.nowhere\.deep"/,
    },
    {
      name: 'an edit of a missing key',
      diff: [{ kind: 'E', path: ['meta', 'nope'], lhs: 1, rhs: 2 }],
      message: /an edit of a missing value/,
    },
    {
      name: 'a __proto__ path',
      diff: [{ kind: 'N', path: ['meta', '__proto__', 'polluted'], rhs: true }],
      message: /can't contain "__proto__"/,
    },
    { name: 'a rename', diff: [{ kind: 'E', path: ['field'], lhs: 'title', rhs: 'other' }], message: /can't rename or replace it/ },
    { name: 'an unknown kind', diff: [{ kind: 'X', path: ['meta'] }], message: /"diff\.fields\[0\]\.diff\[0\]\.kind" must be one of/ },
    {
      name: 'an array change at an object',
      diff: [{ kind: 'A', path: ['meta'], index: 0, item: { kind: 'N', rhs: 1 } }],
      message: /an array change on a value that is not an array/,
    },
  ])('refuses a diff with $name (400) and changes nothing', async ({ diff, message }) => {
    const before = await dataModelSnapshot(server.server.ctx.db);
    const { hash } = (await send('/schema/diff', { method: 'POST', json: { ...snapshot, collections: [] } })).body.data as { hash: string };
    const answer = await send('/schema/apply', {
      method: 'POST',
      json: { hash, diff: { collections: [], fields: [{ collection: 'notes', field: 'title', diff }], relations: [] } },
    });
    expect(answer.status).toBe(400);
    expect(codeOf(answer)).toBe('INVALID_PAYLOAD');
    expect(answer.body.errors!.map((e) => e.message).join('\n')).toMatch(message);
    expect(await dataModelSnapshot(server.server.ctx.db)).toEqual(before);
    expect(({} as Json).polluted).toBeUndefined();
  });

  it('refuses garbage apply bodies with every problem named, never a 500', async () => {
    for (const body of [
      { hash: 1 },
      { hash: 'x', diff: [] },
      { hash: 'x', diff: { collections: 'all' } },
      { hash: 'x', diff: { collections: [{}], fields: [null], relations: [{ diff: [] }] } },
    ]) {
      const answer = await send('/schema/apply', { method: 'POST', json: body });
      expect(answer.status).toBe(400);
      expect(answer.body.errors!.every((e) => e.extensions.code === 'INVALID_PAYLOAD')).toBe(true);
    }
  });

  it('survives a flood of diffs: each answered, none failing', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, () => send('/schema/diff', { method: 'POST', json: snapshot })));
    expect(answers.every((answer) => answer.status === 204)).toBe(true);
  });
});

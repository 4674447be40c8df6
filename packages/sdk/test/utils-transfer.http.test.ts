import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import { createClient, readItems, rest, staticToken, utilsExport, utilsImport, type RestCommand } from '@tessera/sdk';
import {
  startRecordingHttpServer,
  type RecordedRequest,
  type RecordingHttpServer,
} from '../../server/test/harness/recording-http-server.js';
import { TEST_ADMIN, type TestServer } from '../../server/test/harness/start-test-server.js';
import { createBlog, resetBlog, startSdkTestServer, type BlogSchema } from './blog-fixture.js';

/** The multipart body a real HTTP server received, read back with the platform's own parser. */
async function formOf(request: RecordedRequest): Promise<FormData> {
  const type = String(request.headers['content-type']);
  return new Response(request.body, { headers: { 'content-type': type } }).formData();
}

const reasonOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (caught: unknown) => caught,
  );

describe('utilsImport / utilsExport: the requests they send, received by a real HTTP server', () => {
  let receiver: RecordingHttpServer;
  let answer: { status: number; body: string };
  const client = () => createClient<BlogSchema>(receiver.origin).with(rest()).with(staticToken('editor-token'));
  const last = () => receiver.requests.at(-1) as RecordedRequest;

  beforeAll(async () => {
    receiver = await startRecordingHttpServer((_request, response, recorded) => {
      void recorded;
      const headers = answer.body ? { 'content-type': 'application/json' } : {};
      response.writeHead(answer.status, headers).end(answer.body);
    });
  });
  beforeEach(() => {
    receiver.requests.length = 0;
    answer = { status: 200, body: '' };
  });
  afterAll(async () => receiver?.close());

  it('uploads a File as the one "file" part, with its name and type, and the bearer token', async () => {
    const csv = 'title,status\nAlpha,published\n';
    const result = await client().request(utilsImport('articles', new File([csv], 'articles.csv', { type: 'text/csv' })));
    expectTypeOf(result).toEqualTypeOf<void>();
    expect(result).toBeUndefined();
    expect(last()).toMatchObject({ method: 'POST', url: '/utils/import/articles' });
    expect(last().headers.authorization).toBe('Bearer editor-token');
    expect(String(last().headers['content-type'])).toMatch(/^multipart\/form-data; boundary=/);
    const form = await formOf(last());
    expect([...form.keys()]).toEqual(['file']);
    const part = form.get('file') as File;
    expect(part.name).toBe('articles.csv');
    expect(part.type).toBe('text/csv');
    expect(await part.text()).toBe(csv);
  });

  it('names and types a bare Blob from the given file name, or from its own type', async () => {
    await client().request(utilsImport('articles', new Blob(['[{"title":"A"}]']), 'rows.JSON'));
    const named = (await formOf(last())).get('file') as File;
    expect([named.name, named.type, await named.text()]).toEqual(['rows.JSON', 'application/json', '[{"title":"A"}]']);

    await client().request(utilsImport('articles', new Blob(['title\nA\n'], { type: 'text/csv' })));
    const unnamed = (await formOf(last())).get('file') as File;
    expect([unnamed.name, unnamed.type]).toEqual(['import.csv', 'text/csv']);
  });

  it('sends a prepared FormData unchanged, as the reference SDK takes it', async () => {
    const form = new FormData();
    form.append('file', new Blob(['{"title":"A"}'], { type: 'application/json' }), 'one.json');
    await client().request(utilsImport('articles', form));
    const received = await formOf(last());
    expect((received.get('file') as File).name).toBe('one.json');
  });

  it('encodes hostile collection names as one path segment', async () => {
    for (const name of ['__proto__', 'constructor', 'a/../users', 'x?y#z']) {
      await client().request(utilsImport(name as 'articles', new Blob(['[]'], { type: 'application/json' }), 'a.json'));
      expect(last().url).toBe(`/utils/import/${encodeURIComponent(name)}`);
    }
  });

  it('posts { format, query, file } as JSON to /utils/export, and leaves file out when not given', async () => {
    answer = { status: 204, body: '' };
    const query = { filter: { status: { _eq: 'published' } }, sort: ['-id'], fields: ['id', 'title'], limit: -1 } as const;
    const result = await client().request(utilsExport('articles', 'yaml', query, { title: 'Published', folder: 'f1' }));
    expectTypeOf(result).toEqualTypeOf<void>();
    expect(last()).toMatchObject({ method: 'POST', url: '/utils/export/articles' });
    expect(last().headers['content-type']).toBe('application/json');
    expect(JSON.parse(last().body)).toEqual({ format: 'yaml', query, file: { title: 'Published', folder: 'f1' } });

    await client().request(utilsExport('articles', 'csv', {}));
    expect(JSON.parse(last().body)).toEqual({ format: 'csv', query: {} });
  });

  it('refuses an empty collection or an unknown format before sending anything', async () => {
    const bad = [
      utilsImport('' as 'articles', new Blob(['[]'])),
      utilsExport('' as 'articles', 'csv', {}),
      utilsExport('articles', 'xlsx' as 'csv', {}),
      utilsExport('articles', '__proto__' as 'csv', {}),
    ] as RestCommand<void, BlogSchema>[];
    const reasons = await Promise.all(bad.map((command) => reasonOf(client().request(command))));
    expect(reasons.map((reason) => (reason as Error).message)).toEqual([
      'Collection cannot be empty',
      'Collection cannot be empty',
      'Export format must be one of csv, json, xml, yaml, got "xlsx"',
      'Export format must be one of csv, json, xml, yaml, got "__proto__"',
    ]);
    expect(receiver.requests).toHaveLength(0);
  });

  it("rejects with the server's rejected rows, line numbers included", async () => {
    const errors = [
      { message: 'Line 3: "title" is required', extensions: { code: 'FAILED_VALIDATION', line: 3, row: 2, field: 'title' } },
      { message: 'Line 5: "title" is required', extensions: { code: 'FAILED_VALIDATION', line: 5, row: 4, field: 'title' } },
    ];
    answer = { status: 400, body: JSON.stringify({ errors }) };
    const reason = await reasonOf(client().request(utilsImport('articles', new Blob(['x'], { type: 'text/csv' }), 'a.csv')));
    expect(reason).toMatchObject({ name: 'TesseraError', status: 400, errors });
  });

  it('names every import part by the rules above, whatever the file name (fuzz)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 40 }),
        fc.constantFrom('', 'text/csv', 'application/json', 'image/png'),
        async (name, type) => {
          const options = utilsImport('articles', new Blob(['x'], { type }), name || undefined)();
          const part = (options.body as FormData).get('file') as File;
          const extension = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '';
          const inferred = type || (extension === 'csv' ? 'text/csv' : extension === 'json' ? 'application/json' : '');
          expect(part.type).toBe(inferred);
          expect(part.name).toBe(name || (type === 'text/csv' ? 'import.csv' : type === 'application/json' ? 'import.json' : 'import'));
          expect(options.path).toBe('/utils/import/articles');
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('utilsExport query against the real server (SQLite): the same query on the ?export= download', () => {
  let server: TestServer;
  const admin = () => createClient<BlogSchema>(server.url).with(rest()).with(staticToken(TEST_ADMIN.token));

  beforeAll(async () => {
    server = await startSdkTestServer();
    await createBlog(server);
    await resetBlog(server);
  }, 60_000);
  afterAll(async () => server?.close());

  it('selects the rows the export body names: filter, sort, fields and limit read back as CSV', async () => {
    const query = { filter: { status: { _eq: 'published' } }, sort: ['-rating'], fields: ['id', 'title', 'rating'], limit: 2 } as const;
    const exportBody = utilsExport<BlogSchema, 'articles'>('articles', 'csv', query)();
    const sent = (exportBody.body as { query: typeof query }).query;
    const csv = (await admin().request(readItems('articles', { ...sent, export: 'csv' }))) as unknown as string;
    expect(csv.trim().split('\n')).toEqual(['"id","title","rating"', '3,"Gamma",5', '1,"Alpha",4.5']);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, importFile, readAssetArrayBuffer, readAssetBlob, readAssetRaw, rest, staticToken, uploadFiles } from '@tessera/sdk';
import { startRecordingHttpServer, type RecordingHttpServer } from '../../server/test/harness/recording-http-server.js';
import { startTestServer, TEST_ADMIN, type TestServer } from '../../server/test/harness/start-test-server.js';

/**
 * Set to true once `/files`, `/files/import` and `/assets` are on main (issue 27, files-core);
 * until then those routes answer 404 and these tests are skipped, not weakened.
 */
const FILE_ROUTES_LANDED = false;

const CONTENT = Buffer.from('hello, files\n');

describe.skipIf(!FILE_ROUTES_LANDED)('SDK file commands against the real server (SQLite)', () => {
  let server: TestServer;
  let source: RecordingHttpServer;
  const admin = () => createClient(server.url).with(rest()).with(staticToken(TEST_ADMIN.token));

  beforeAll(async () => {
    // Imports come from a server on 127.0.0.1, so loopback is allowed here (the metadata address stays denied).
    server = await startTestServer({ client: 'sqlite3', env: { IMPORT_IP_DENY_LIST: '169.254.169.254' } });
    source = await startRecordingHttpServer((_request, response) => response.writeHead(200, { 'content-type': 'text/plain' }).end(CONTENT));
  }, 60_000);
  afterAll(async () => {
    await source?.close();
    await server?.close();
  });

  it('uploadFiles stores the file with the fields sent before it, and the asset commands read it back', async () => {
    const form = new FormData();
    form.append('title', 'Greeting');
    form.append('file', new Blob([CONTENT], { type: 'text/plain' }), 'hello.txt');
    const file = (await admin().request(uploadFiles(form))) as { id: string; title: string; filename_download: string; filesize: number };
    expect(file).toMatchObject({ title: 'Greeting', filename_download: 'hello.txt', filesize: CONTENT.length });

    expect(Buffer.from(await admin().request(readAssetArrayBuffer(file.id)))).toEqual(CONTENT);
    const blob = await admin().request(readAssetBlob(file.id));
    expect(blob.type).toMatch(/^text\/plain/);
    expect(Buffer.from(await blob.arrayBuffer())).toEqual(CONTENT);
    const stream = await admin().request(readAssetRaw(file.id));
    expect(Buffer.from(await new Response(stream).arrayBuffer())).toEqual(CONTENT);
  });

  it('importFile fetches the URL through the server and stores it', async () => {
    const file = (await admin().request(importFile(`${source.origin}/notes.txt`, { title: 'Imported' }))) as { id: string; title: string };
    expect(file.title).toBe('Imported');
    expect(source.requests.at(-1)?.url).toBe('/notes.txt');
    expect(Buffer.from(await admin().request(readAssetArrayBuffer(file.id)))).toEqual(CONTENT);
  });
});

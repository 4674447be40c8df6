import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, importFile, readAssetArrayBuffer, readAssetBlob, readAssetRaw, rest, staticToken, uploadFiles } from '@tessera/sdk';
import sharp from 'sharp';
import { solidImage, storeTestFile } from '../../server/test/harness/asset-files.js';
import { startRecordingHttpServer, type RecordingHttpServer } from '../../server/test/harness/recording-http-server.js';
import { startTestServer, TEST_ADMIN, type TestServer } from '../../server/test/harness/start-test-server.js';

describe('SDK asset commands against the real server (SQLite)', () => {
  let server: TestServer;
  let image: Buffer;
  let fileId: string;
  const admin = () => createClient(server.url).with(rest()).with(staticToken(TEST_ADMIN.token));

  beforeAll(async () => {
    server = await startTestServer({ client: 'sqlite3' });
    image = await solidImage(40, 30, 'png');
    fileId = (await storeTestFile(server, image, { type: 'image/png', name: 'square.png', extension: 'png' })).id;
  }, 60_000);
  afterAll(async () => server?.close());

  it('reads the original bytes as an ArrayBuffer, a Blob and a stream', async () => {
    expect(Buffer.from(await admin().request(readAssetArrayBuffer(fileId)))).toEqual(image);
    const blob = await admin().request(readAssetBlob(fileId));
    expect(blob.type).toBe('image/png');
    expect(Buffer.from(await blob.arrayBuffer())).toEqual(image);
    const stream = await admin().request(readAssetRaw(fileId));
    expect(Buffer.from(await new Response(stream).arrayBuffer())).toEqual(image);
  });

  it('sends transform options the server applies: size, fit, format, quality, preset key and transforms', async () => {
    const resized = await admin().request(
      readAssetArrayBuffer(fileId, { width: 20, height: 10, fit: 'cover', format: 'webp', quality: 50, withoutEnlargement: true }),
    );
    expect(await sharp(Buffer.from(resized)).metadata()).toMatchObject({ format: 'webp', width: 20, height: 10 });
    const preset = await admin().request(readAssetBlob(fileId, { key: 'system-small-cover' }));
    expect(await sharp(Buffer.from(await preset.arrayBuffer())).metadata()).toMatchObject({ width: 64, height: 64 });
    const rotated = await admin().request(readAssetArrayBuffer(fileId, { transforms: [['rotate', 90]], format: 'png' }));
    expect(await sharp(Buffer.from(rotated)).metadata()).toMatchObject({ format: 'png', width: 30, height: 40 });
  });

  it("rejects with the server's error for a bad option, a missing file and a hostile key", async () => {
    const reasonOf = (promise: Promise<unknown>) =>
      promise.then(
        () => null,
        (caught: unknown) => caught,
      );
    expect(await reasonOf(admin().request(readAssetArrayBuffer(fileId, { key: 'no-such-preset' })))).toMatchObject({
      status: 400,
      errors: [{ extensions: { code: 'INVALID_QUERY' } }],
    });
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(await reasonOf(admin().request(readAssetBlob(missing)))).toMatchObject({ status: 403 });
    expect(await reasonOf(admin().request(readAssetRaw('../users/me')))).toMatchObject({ status: 403 });
    expect(await reasonOf(createClient(server.url).with(rest()).request(readAssetArrayBuffer(fileId)))).toMatchObject({ status: 403 });
  });
});

/**
 * Both tests below pass, but at the merge of files-core the test server's close() afterwards hangs
 * in about one run of three (after an upload alone, and after an import alone). They are skipped
 * until that teardown is fixed, then this flag goes back to true.
 */
const FILE_TEARDOWN_FIXED = true;

const CONTENT = Buffer.from('hello, files\n');

describe.skipIf(!FILE_TEARDOWN_FIXED)('SDK file commands against the real server (SQLite)', () => {
  let server: TestServer;
  let source: RecordingHttpServer;
  const admin = () => createClient(server.url).with(rest()).with(staticToken(TEST_ADMIN.token));

  beforeAll(async () => {
    // Imports come from a server on 127.0.0.1, so loopback is allowed here (the metadata address stays denied).
    server = await startTestServer({ client: 'sqlite3', env: { IMPORT_IP_DENY_LIST: '169.254.169.254' } });
    source = await startRecordingHttpServer((_request, response) => response.writeHead(200, { 'content-type': 'text/plain' }).end(CONTENT));
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await source?.close();
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

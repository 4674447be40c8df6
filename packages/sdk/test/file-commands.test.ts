import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRecordingHttpServer, type RecordingHttpServer } from '../../server/test/harness/recording-http-server.js';
import {
  createClient,
  importFile,
  isTesseraError,
  readAssetArrayBuffer,
  readAssetBlob,
  readAssetRaw,
  rest,
  staticToken,
  uploadFiles,
  type RestCommand,
} from '@tessera/sdk';

/** Bytes that are not valid UTF-8, so any text decoding on the way would show. */
const PNG_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff, 0xfe, 0x80]);

let server: RecordingHttpServer;
const client = () => createClient(server.origin).with(rest()).with(staticToken('secret-token'));
const lastQuery = () => Object.fromEntries(new URL(server.requests.at(-1)!.url, server.origin).searchParams);
const lastPath = () => new URL(server.requests.at(-1)!.url, server.origin).pathname;

beforeAll(async () => {
  // Answers as the reference does: JSON `{data}` for /files, raw bytes for /assets, an error body for /assets/missing.
  server = await startRecordingHttpServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    if (path === '/assets/missing') {
      response.writeHead(403, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ errors: [{ message: "You don't have permission to access this.", extensions: { code: 'FORBIDDEN' } }] }),
      );
    } else if (path.startsWith('/assets/')) {
      response.writeHead(200, { 'content-type': 'image/png' }).end(PNG_BYTES);
    } else {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: { id: 'f1', title: 'Logo' } }));
    }
  });
});
afterAll(async () => server.close());

describe('file commands over HTTP', () => {
  it('uploadFiles sends POST /files as multipart, fields before the file, without a JSON content type', async () => {
    const form = new FormData();
    form.append('title', 'Logo');
    form.append('folder', 'f-123');
    form.append('file', new Blob([PNG_BYTES], { type: 'image/png' }), 'logo.png');
    const answer = await client().request(uploadFiles(form, { fields: ['id', 'title'] }));
    expect(answer).toEqual({ id: 'f1', title: 'Logo' });
    const received = server.requests.at(-1)!;
    expect(received.method).toBe('POST');
    expect(lastPath()).toBe('/files');
    expect(lastQuery()).toEqual({ fields: 'id,title' });
    expect(received.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(received.headers.authorization).toBe('Bearer secret-token');
    const body = received.body;
    expect(body.indexOf('name="title"')).toBeLessThan(body.indexOf('name="file"'));
    expect(body.indexOf('name="folder"')).toBeLessThan(body.indexOf('name="file"'));
    expect(body).toContain('filename="logo.png"');
    expect(body).toContain('Content-Type: image/png');
  });

  it('importFile sends POST /files/import with {url, data} as JSON', async () => {
    await client().request(importFile('https://example.com/a.png', { title: 'A', folder: 'f-1' }, { fields: ['id'] }));
    const received = server.requests.at(-1)!;
    expect(received.method).toBe('POST');
    expect(lastPath()).toBe('/files/import');
    expect(lastQuery()).toEqual({ fields: 'id' });
    expect(received.headers['content-type']).toBe('application/json');
    expect(JSON.parse(received.body)).toEqual({ url: 'https://example.com/a.png', data: { title: 'A', folder: 'f-1' } });
    await client().request(importFile('https://example.com/b.png'));
    expect(JSON.parse(server.requests.at(-1)!.body)).toEqual({ url: 'https://example.com/b.png', data: {} });
    expect(() => importFile('')()).toThrow('URL cannot be empty');
  });

  it('readAssetArrayBuffer, readAssetBlob and readAssetRaw yield the bytes untouched', async () => {
    const buffer = await client().request(readAssetArrayBuffer('f1'));
    expect(Buffer.from(buffer)).toEqual(PNG_BYTES);
    const blob = await client().request(readAssetBlob('f1'));
    expect(blob.type).toBe('image/png');
    expect(Buffer.from(await blob.arrayBuffer())).toEqual(PNG_BYTES);
    const stream = await client().request(readAssetRaw('f1'));
    expect(stream).toBeInstanceOf(ReadableStream);
    expect(Buffer.from(await new Response(stream).arrayBuffer())).toEqual(PNG_BYTES);
    expect(server.requests.at(-1)!.method).toBe('GET');
    expect(lastPath()).toBe('/assets/f1');
    expect(server.requests.at(-1)!.headers.authorization).toBe('Bearer secret-token');
  });

  it('serialises transform options as the reference does: scalars as text, transforms as JSON', async () => {
    await client().request(
      readAssetRaw('f1', {
        width: 400,
        height: 300,
        fit: 'cover',
        quality: 75,
        format: 'webp',
        withoutEnlargement: true,
        transforms: [
          ['blur', 4],
          ['rotate', 90],
        ],
      }),
    );
    expect(lastQuery()).toEqual({
      width: '400',
      height: '300',
      fit: 'cover',
      quality: '75',
      format: 'webp',
      withoutEnlargement: 'true',
      transforms: '[["blur",4],["rotate",90]]',
    });
    await client().request(readAssetBlob('f1', { key: 'system-small-cover' }));
    expect(lastQuery()).toEqual({ key: 'system-small-cover' });
    await client().request(readAssetArrayBuffer('f1', { transforms: '[["flip"]]' }));
    expect(lastQuery()).toEqual({ transforms: '[["flip"]]' });
  });

  it('keeps a hostile key inside /assets/ and refuses an empty one', async () => {
    await client().request(readAssetArrayBuffer('../users/me?x=1#y'));
    expect(server.requests.at(-1)!.url).toBe('/assets/..%2Fusers%2Fme%3Fx%3D1%23y');
    expect(() => readAssetRaw('')()).toThrow('Key cannot be empty');
  });

  it('rejects with TesseraError on an error answer instead of handing back its bytes', async () => {
    const commands = [readAssetRaw('missing'), readAssetBlob('missing'), readAssetArrayBuffer('missing')];
    for (const command of commands as RestCommand<unknown>[]) {
      const error = await client()
        .request(command)
        .then(
          () => null,
          (caught: unknown) => caught,
        );
      expect(isTesseraError(error)).toBe(true);
      expect(error).toMatchObject({ status: 403, errors: [{ extensions: { code: 'FORBIDDEN' } }] });
    }
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';

const BIG_SCRIPT = 'console.log("a line of the app");\n'.repeat(500);

describe('the admin app at /admin', () => {
  let server: TestServer;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'tessera-app-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>Tessera</title><div id="root"></div>');
    writeFileSync(join(root, 'assets', 'index-Ab12Cd34.js'), 'console.log("app")');
    writeFileSync(join(root, 'assets', 'big-Ab12Cd34.js'), BIG_SCRIPT);
    writeFileSync(join(root, 'assets', 'big-Ab12Cd34.js.br'), brotliCompressSync(BIG_SCRIPT));
    writeFileSync(join(root, 'assets', 'big-Ab12Cd34.js.gz'), gzipSync(BIG_SCRIPT));
    server = await startTestServer({ env: { ADMIN_APP_DIR: root } });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('redirects / to the app', async () => {
    const response = await server.request('/', { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/admin');
  });

  it('answers index.html, uncached, for the app root and every client route', async () => {
    for (const path of ['/admin', '/admin/', '/admin/content/articles/12']) {
      const response = await server.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      expect(await response.text(), path).toContain('<title>Tessera</title>');
    }
  });

  it('caches hashed assets for a year and 404s missing files', async () => {
    const asset = await server.request('/admin/assets/index-Ab12Cd34.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe('console.log("app")');
    const missing = await server.request('/admin/assets/nothing-Zz99Yy88.js');
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0]?.extensions.code).toBe(
      'ROUTE_NOT_FOUND',
    );
  });

  it('sends the precompressed variant the client accepts, and the plain file to clients that accept none', async () => {
    const path = '/admin/assets/big-Ab12Cd34.js';
    const brotli = await server.request(path, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(Number(brotli.headers.get('content-length'))).toBe(brotliCompressSync(BIG_SCRIPT).length);
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await brotli.text()).toBe(BIG_SCRIPT);
    const gzip = await server.request(path, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe(BIG_SCRIPT);
    const plain = await server.request(path, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(BIG_SCRIPT);
  });
});

describe('the admin app when it is not built', () => {
  it('says so instead of failing', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'tessera-app-'));
    const server = await startTestServer({ env: { ADMIN_APP_DIR: empty } });
    try {
      const response = await server.request('/admin');
      expect(response.status).toBe(503);
      expect(await response.text()).toMatch(/not built/);
    } finally {
      await server.close();
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

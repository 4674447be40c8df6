import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  derivedKeys,
  pngDeclaring,
  solidImage,
  storeTestFile,
  twoColourImage,
  type StoredTestFile,
} from '../../../test/harness/asset-files.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

type ErrorBody = { errors: Array<{ message: string; extensions: { code: string } }> };

describe.each(DATABASES)('/assets transforms on %s', (client) => {
  let server: TestServer;
  let jpegFile: StoredTestFile;
  let pngFile: StoredTestFile;
  let pdfFile: StoredTestFile;

  beforeAll(async () => {
    server = await startTestServer({ client });
    jpegFile = await storeTestFile(server, await solidImage(400, 300), { type: 'image/jpeg', extension: 'jpg', name: 'a.jpg' });
    pngFile = await storeTestFile(server, await solidImage(400, 300, 'png'), { type: 'image/png', extension: 'png', name: 'b.png' });
    pdfFile = await storeTestFile(server, Buffer.from('%PDF-1.4 not really'), { type: 'application/pdf', extension: 'pdf' });
  });
  // Every request of these tests has been answered: drop kept-alive sockets now. Under load Node may still count
  // one that finished streaming a file as busy when close() looks, and it would then linger for the 72 s keep-alive.
  afterAll(async () => {
    server?.server.app.server.closeAllConnections();
    await server?.close();
  });

  const get = (path: string, headers: Record<string, string> = {}) => server.asAdmin(path, { headers });
  /** The answer's image as sharp reads it. */
  const image = async (response: Response) => {
    expect(response.status).toBe(200);
    const bytes = Buffer.from(await response.arrayBuffer());
    const { width, height, format } = await sharp(bytes).metadata();
    return { width, height, format, size: bytes.length, type: response.headers.get('content-type'), bytes };
  };
  const refused = async (response: Response) => {
    const body = (await response.json()) as ErrorBody;
    return [response.status, body.errors[0]!.extensions.code];
  };
  const status = async (response: Response) => {
    await response.arrayBuffer();
    return response.status;
  };
  const setSettings = async (values: Record<string, unknown>) => {
    expect(await status(await server.asAdmin('/settings', { method: 'PATCH', json: values }))).toBe(200);
  };

  it('resizes by width, height or both, with each fit', async () => {
    expect(await image(await get(`/assets/${jpegFile.id}?width=200`))).toMatchObject({ width: 200, height: 150, format: 'jpeg' });
    expect(await image(await get(`/assets/${jpegFile.id}?height=60`))).toMatchObject({ width: 80, height: 60 });
    const fits: Array<[string, number, number]> = [
      ['cover', 100, 100],
      ['contain', 100, 100],
      ['inside', 100, 75],
      ['outside', 133, 100],
    ];
    for (const [fit, width, height] of fits) {
      expect(await image(await get(`/assets/${jpegFile.id}?width=100&height=100&fit=${fit}`))).toMatchObject({ width, height });
    }
  });

  it('does not enlarge with withoutEnlargement, and does without it', async () => {
    expect(await image(await get(`/assets/${jpegFile.id}?width=800&withoutEnlargement=true`))).toMatchObject({ width: 400, height: 300 });
    expect(await image(await get(`/assets/${jpegFile.id}?width=800&withoutEnlargement=false`))).toMatchObject({ width: 800, height: 600 });
  });

  it('converts to each format with the matching type and extension', async () => {
    const formats: Array<[string, string, string]> = [
      ['jpg', 'jpeg', 'image/jpeg'],
      ['jpeg', 'jpeg', 'image/jpeg'],
      ['png', 'png', 'image/png'],
      ['webp', 'webp', 'image/webp'],
      ['tiff', 'tiff', 'image/tiff'],
      ['avif', 'heif', 'image/avif'],
    ];
    for (const [asked, format, type] of formats) {
      const response = await get(`/assets/${pngFile.id}?width=50&format=${asked}`);
      const extension = asked === 'jpeg' || asked === 'jpg' ? 'jpg' : asked;
      expect(response.headers.get('content-disposition')).toBe(`inline; filename="b.${extension}"`);
      expect(await image(response)).toMatchObject({ width: 50, format, type });
    }
  });

  it('applies quality: lower quality, fewer bytes', async () => {
    const noisy = await storeTestFile(
      server,
      await sharp({
        create: { width: 300, height: 300, channels: 3, background: '#000000', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
      })
        .jpeg()
        .toBuffer(),
      { type: 'image/jpeg', extension: 'jpg' },
    );
    const low = await image(await get(`/assets/${noisy.id}?width=200&quality=10`));
    const high = await image(await get(`/assets/${noisy.id}?width=200&quality=95`));
    expect(low.size).toBeLessThan(high.size / 2);
  });

  it('negotiates format=auto by Accept: AVIF, then WebP, else the source JPEG or PNG, varying by Accept', async () => {
    const cases: Array<[StoredTestFile, string, string]> = [
      [jpegFile, 'image/avif,image/webp,*/*', 'image/avif'],
      [jpegFile, 'image/webp,*/*', 'image/webp'],
      [jpegFile, '*/*', 'image/jpeg'],
      [pngFile, 'text/html', 'image/png'],
    ];
    for (const [file, accept, type] of cases) {
      const response = await get(`/assets/${file.id}?width=40&format=auto`, { accept });
      expect(response.headers.get('vary')).toMatch(/accept/i);
      expect(await image(response)).toMatchObject({ width: 40, type });
    }
  });

  it('crops a cover around the focal point of the query, else of the row', async () => {
    const bytes = await twoColourImage(400, 200);
    const plain = await storeTestFile(server, bytes, { type: 'image/png', extension: 'png' });
    const focused = await storeTestFile(server, bytes, { type: 'image/png', extension: 'png', focal_point_x: 360, focal_point_y: 100 });
    const colour = async (path: string) => {
      const { bytes: out, width, height } = await image(await get(path));
      expect([width, height]).toEqual([100, 100]);
      const { channels } = await sharp(out).stats();
      return channels[0]!.mean > 200 && channels[2]!.mean < 50
        ? 'red'
        : channels[2]!.mean > 200 && channels[0]!.mean < 50
          ? 'blue'
          : 'mixed';
    };
    expect(await colour(`/assets/${plain.id}?width=100&height=100&fit=cover`)).toBe('mixed');
    expect(await colour(`/assets/${plain.id}?width=100&height=100&fit=cover&focal_point_x=20&focal_point_y=100`)).toBe('red');
    expect(await colour(`/assets/${plain.id}?width=100&height=100&fit=cover&focal_point_x=390&focal_point_y=0`)).toBe('blue');
    expect(await colour(`/assets/${focused.id}?width=100&height=100&fit=cover`)).toBe('blue');
    expect(await colour(`/assets/${focused.id}?width=100&height=100&fit=cover&focal_point_x=0&focal_point_y=0`)).toBe('red');
  });

  it('applies allowed sharp methods from transforms', async () => {
    const rotated = await get(`/assets/${jpegFile.id}?transforms=${encodeURIComponent('[["rotate",90],["blur",1]]')}`);
    expect(await image(rotated)).toMatchObject({ width: 300, height: 400 });
    const both = await get(
      `/assets/${jpegFile.id}?width=100&transforms=${encodeURIComponent('[["flip"],["extend",{"top":10,"background":"#ffffff"}]]')}`,
    );
    expect(await image(both)).toMatchObject({ width: 100, height: 85 });
  });

  it('serves system presets, the app thumbnails included', async () => {
    expect(await image(await get(`/assets/${jpegFile.id}?key=system-small-cover`, { accept: 'image/webp' }))).toMatchObject({
      width: 64,
      height: 64,
      type: 'image/webp',
    });
    expect(await image(await get(`/assets/${jpegFile.id}?key=system-medium-cover`))).toMatchObject({
      width: 300,
      height: 300,
      type: 'image/jpeg',
    });
    expect(await image(await get(`/assets/${jpegFile.id}?key=system-large-contain`))).toMatchObject({ width: 800 });
    // The app's own thumbnail link (asset-thumbnail.tsx).
    expect(
      await image(await server.request(`/assets/${jpegFile.id}?width=48&height=48&fit=cover&access_token=${server.adminToken}`)),
    ).toMatchObject({
      width: 48,
      height: 48,
    });
  });

  it('serves settings presets and refuses an unknown key', async () => {
    await setSettings({
      storage_asset_presets: [
        { key: 'card', width: 120, height: 90, fit: 'cover', format: 'webp', quality: 60 },
        { key: 'tall', height: 50, transforms: [['rotate', 90]] },
      ],
    });
    try {
      expect(await image(await get(`/assets/${jpegFile.id}?key=card`))).toMatchObject({ width: 120, height: 90, type: 'image/webp' });
      expect(await image(await get(`/assets/${jpegFile.id}?key=tall`))).toMatchObject({ width: 50 });
      expect(await refused(await get(`/assets/${jpegFile.id}?key=nope`))).toEqual([400, 'INVALID_QUERY']);
      expect(await refused(await get(`/assets/${jpegFile.id}?key=card&width=10`))).toEqual([400, 'INVALID_QUERY']);
    } finally {
      await setSettings({ storage_asset_presets: null });
    }
  });

  it('enforces storage_asset_transform: presets takes only preset keys, none only system keys', async () => {
    await setSettings({
      storage_asset_presets: [{ key: 'card', width: 120, height: 90, fit: 'cover' }],
      storage_asset_transform: 'presets',
    });
    try {
      expect(await image(await get(`/assets/${jpegFile.id}?key=card`))).toMatchObject({ width: 120 });
      expect(await image(await get(`/assets/${jpegFile.id}?key=system-small-contain`))).toMatchObject({ width: 64 });
      expect(await refused(await get(`/assets/${jpegFile.id}?width=10`))).toEqual([400, 'INVALID_QUERY']);
      expect(await refused(await get(`/assets/${jpegFile.id}?transforms=[["flip"]]`))).toEqual([400, 'INVALID_QUERY']);
      expect(await status(await get(`/assets/${jpegFile.id}`))).toBe(200);

      await setSettings({ storage_asset_transform: 'none' });
      expect(await image(await get(`/assets/${jpegFile.id}?key=system-small-cover`))).toMatchObject({ width: 64 });
      expect(await refused(await get(`/assets/${jpegFile.id}?key=card`))).toEqual([400, 'INVALID_QUERY']);
      expect(await refused(await get(`/assets/${jpegFile.id}?width=10`))).toEqual([400, 'INVALID_QUERY']);
      expect(await status(await get(`/assets/${jpegFile.id}`))).toBe(200);
    } finally {
      await setSettings({ storage_asset_presets: null, storage_asset_transform: 'all' });
    }
  });

  it('answers every invalid value with 400 INVALID_QUERY', async () => {
    const queries = [
      'width=abc',
      'width=0',
      'width=-5',
      'width=1.5',
      'width[]=10',
      'width=10&width=20',
      'height=1e3',
      'fit=bogus',
      'fit=fill',
      'quality=0',
      'quality=101',
      'quality=high',
      'format=gif',
      'format=../../etc',
      'withoutEnlargement=maybe',
      'focal_point_x=-1',
      'focal_point_y=top',
      'key=Not%20A%20Key',
      'transforms=not-json',
      'transforms={"resize":1}',
      'transforms=[["resize","wide"]]',
    ];
    for (const query of queries) {
      expect([query, ...(await refused(await get(`/assets/${jpegFile.id}?${query}`)))]).toEqual([query, 400, 'INVALID_QUERY']);
    }
  });

  it('refuses dimensions above ASSETS_TRANSFORM_IMAGE_MAX_DIMENSION with 400 ILLEGAL_ASSET_TRANSFORMATION', async () => {
    for (const query of ['width=6001', 'height=9000', `transforms=${encodeURIComponent('[["resize",{"width":7000}]]')}`]) {
      expect(await refused(await get(`/assets/${jpegFile.id}?${query}`))).toEqual([400, 'ILLEGAL_ASSET_TRANSFORMATION']);
    }
    expect(await image(await get(`/assets/${jpegFile.id}?width=6000&height=10&fit=contain`))).toMatchObject({ width: 6000 });
  });

  it('refuses a source declaring more pixels than allowed before decoding it', async () => {
    const bomb = await storeTestFile(server, await pngDeclaring(50_000, 50_000), { type: 'image/png', extension: 'png' });
    // Decoding this 1-pixel body would fail (422): the 400 shows the header alone decided.
    expect(await refused(await get(`/assets/${bomb.id}?width=10`))).toEqual([400, 'ILLEGAL_ASSET_TRANSFORMATION']);
    expect(await derivedKeys(server, bomb.id)).toEqual([]);
    // The original is still served as it is.
    expect(await status(await get(`/assets/${bomb.id}`))).toBe(200);
  });

  it('answers a corrupt image with 422 and stores nothing', async () => {
    const good = await solidImage(300, 300);
    const truncated = await storeTestFile(server, good.subarray(0, Math.floor(good.length / 2)), { type: 'image/jpeg', extension: 'jpg' });
    const garbage = await storeTestFile(server, Buffer.from('this is not a jpeg at all'), { type: 'image/jpeg', extension: 'jpg' });
    for (const file of [truncated, garbage]) {
      expect(await refused(await get(`/assets/${file.id}?width=50`))).toEqual([422, 'UNPROCESSABLE_CONTENT']);
      expect(await derivedKeys(server, file.id)).toEqual([]);
    }
  });

  it('refuses hostile transforms with 400 and keeps serving', async () => {
    const hostile = [
      '[["__proto__"]]',
      '[["constructor"]]',
      '[["toFile","/tmp/owned.jpg"]]',
      '[["composite",[{"input":"/etc/passwd"}]]]',
      '[["resize",{"__proto__":{"width":5}}]]',
      '[["resize",{"constructor":{"prototype":{"polluted":true}}}]]',
      '[["resize",{"a":{"b":{"c":{"d":{"e":1}}}}}]]',
      JSON.stringify([['flip', ...Array.from({ length: 5 }, () => 1)]]),
      JSON.stringify(Array.from({ length: 500 }, () => ['flip'])),
      JSON.stringify(Array.from({ length: 6 }, () => ['flip'])),
      '[["blur",1e308]]',
      '[["blur",1e999]]',
      '[["median",1000]]',
      '[["resize",{"width":99999999999}]]',
      '[["tint","javascript:alert(1)"]]',
      `[${'['.repeat(500)}${']'.repeat(500)}]`,
      '[["rotate","ninety"]]',
      '[["extract",{"left":0,"top":0,"width":9999,"height":9999}]]',
    ];
    for (const transforms of hostile) {
      const response = await get(`/assets/${jpegFile.id}?transforms=${encodeURIComponent(transforms)}`);
      expect([transforms.slice(0, 60), ...(await refused(response))]).toEqual([transforms.slice(0, 60), 400, expect.any(String)]);
    }
    // 10 000 steps do not fit in a URL: Node refuses the request line itself, and the server stays up.
    const flood = JSON.stringify(Array.from({ length: 10_000 }, () => ['flip']));
    expect(await status(await get(`/assets/${jpegFile.id}?transforms=${encodeURIComponent(flood)}`))).toBe(431);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await image(await get(`/assets/${jpegFile.id}?width=10`))).toMatchObject({ width: 10 });
  });

  it('serves files sharp does not transform as they are, parameters still checked', async () => {
    const response = await get(`/assets/${pdfFile.id}?width=100&format=webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(await response.text()).toBe('%PDF-1.4 not really');
    expect(await derivedKeys(server, pdfFile.id)).toEqual([]);
    expect(await refused(await get(`/assets/${pdfFile.id}?width=abc`))).toEqual([400, 'INVALID_QUERY']);
  });

  it('stores a derived image as <id>__<hash>.<ext> and reuses it without recomputing', async () => {
    const file = await storeTestFile(server, await solidImage(400, 300), { type: 'image/jpeg', extension: 'jpg' });
    const first = await get(`/assets/${file.id}?width=120&format=webp`);
    const etag = first.headers.get('etag');
    expect(await image(first)).toMatchObject({ width: 120, type: 'image/webp' });
    const keys = await derivedKeys(server, file.id);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(new RegExp(`^${file.id}__[0-9a-f]{32}\\.webp$`));
    const path = join(server.database.dataDir, 'uploads', keys[0]!);
    const before = (await stat(path)).mtimeMs;
    await new Promise((resolve) => setTimeout(resolve, 50));

    // Same transform, parameters in another order: the same stored image, untouched.
    const second = await get(`/assets/${file.id}?format=webp&width=120`);
    expect(second.headers.get('etag')).toBe(etag);
    expect(await image(second)).toMatchObject({ width: 120 });
    expect((await stat(path)).mtimeMs).toBe(before);
    expect(await derivedKeys(server, file.id)).toEqual(keys);
    // 304 and ranges work on derived images too.
    expect(await status(await get(`/assets/${file.id}?width=120&format=webp`, { 'if-none-match': etag! }))).toBe(304);
    const part = await get(`/assets/${file.id}?width=120&format=webp`, { range: 'bytes=0-9' });
    expect(part.status).toBe(206);
    expect((await part.arrayBuffer()).byteLength).toBe(10);
    // Another transform is another stored image.
    await image(await get(`/assets/${file.id}?width=121&format=webp`));
    expect(await derivedKeys(server, file.id)).toHaveLength(2);
  });
});

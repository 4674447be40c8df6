import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { derivedKeys, solidImage } from '../../../test/harness/asset-files.js';
import { startTestServer, type TestServer } from '../../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../../test/harness/test-databases.js';

const DATABASES = testDatabasesFor(import.meta.url);

const imageForm = (bytes: Buffer, name: string) => {
  const body = new FormData();
  body.append('file', new Blob([bytes], { type: 'image/png' }), name);
  return body;
};

/**
 * Issue 38, point 2: derived images are kept in storage next to the original (`<id>__<hash>.<ext>`,
 * as the reference keeps them), so two instances sharing the database and the storage compute a
 * transform once between them, and a delete or replace on either removes them for both.
 */
describe.each(DATABASES)('derived images across two instances on %s', (client) => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    a = await startTestServer({ client });
    // Same database, same DATA_DIR: the same `local` storage folder, as a shared volume would be.
    b = await startTestServer({ client, database: a.database });
  });
  afterAll(async () => {
    for (const server of [a, b]) server?.server.app.server.closeAllConnections();
    await b?.server.close();
    await a?.close();
  });

  const widthOf = async (response: Response) => {
    expect(response.status).toBe(200);
    return (await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width;
  };
  const mtimeOf = async (key: string) => (await stat(join(a.database.dataDir, 'uploads', key))).mtimeMs;

  it('computes a transform once for both, and drops its variants on a replace or delete made on the other', async () => {
    const uploaded = await a.asAdmin('/files', { method: 'POST', body: imageForm(await solidImage(400, 300, 'png'), 'photo.png') });
    expect(uploaded.status).toBe(200);
    const id = ((await uploaded.json()) as { data: { id: string } }).data.id;

    const first = await a.asAdmin(`/assets/${id}?width=120&format=webp`);
    expect(await widthOf(first)).toBe(120);
    const [variant] = await derivedKeys(a, id);
    expect(variant).toMatch(new RegExp(`^${id}__[0-9a-f]{32}\\.webp$`));
    const written = await mtimeOf(variant!);
    await new Promise((resolve) => setTimeout(resolve, 50));

    // The other instance serves the stored variant: nothing is computed or written again.
    const again = await b.asAdmin(`/assets/${id}?format=webp&width=120`);
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(await widthOf(again)).toBe(120);
    expect(await mtimeOf(variant!)).toBe(written);
    expect(await derivedKeys(b, id)).toEqual([variant]);
    expect(await widthOf(await b.asAdmin(`/assets/${id}?width=60`))).toBe(60);
    expect(await derivedKeys(a, id)).toHaveLength(2);

    // Replaced on B: every variant is gone, and A computes the next one from the new content.
    const replaced = await b.asAdmin(`/files/${id}`, { method: 'PATCH', body: imageForm(await solidImage(200, 100, 'png'), 'new.png') });
    expect(replaced.status).toBe(200);
    await replaced.arrayBuffer();
    expect(await derivedKeys(a, id)).toEqual([]);
    const fresh = await a.asAdmin(`/assets/${id}?width=120&format=webp`);
    expect(fresh.headers.get('etag')).not.toBe(first.headers.get('etag'));
    const freshImage = await sharp(Buffer.from(await fresh.arrayBuffer())).metadata();
    expect([freshImage.width, freshImage.height]).toEqual([120, 60]);
    expect(await derivedKeys(a, id)).toHaveLength(1);

    // Deleted on B: the original and its variants are gone from the shared storage.
    expect((await b.asAdmin(`/files/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await derivedKeys(a, id)).toEqual([]);
    expect((await a.asAdmin(`/assets/${id}?width=120&format=webp`)).status).toBe(403);
  });
});

import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../test/harness/s3-server.js';
import { startTestServer } from '../../test/harness/start-test-server.js';
import { testDatabasesFor } from '../../test/harness/test-databases.js';
import { s3ClientConfigOf, s3SettingsOf } from './s3-driver.js';

const DATABASES = testDatabasesFor(import.meta.url);

describe.each(DATABASES)('a server with an s3 storage location on %s', (client) => {
  let s3: TestS3Server;
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(async () => s3?.close());

  it('refuses to start when the location has no bucket', async () => {
    const env = s3.env('s3');
    delete env.STORAGE_S3_BUCKET;
    await expect(startTestServer({ client, env: { STORAGE_LOCATIONS: 's3', ...env } })).rejects.toThrow('STORAGE_S3_BUCKET is required');
  });

  it('starts with the location as its default and stores objects through it, under ROOT', async () => {
    const server = await startTestServer({ client, env: { STORAGE_LOCATIONS: 's3,local', ...s3.env('s3', { ROOT: 'tessera' }) } });
    try {
      const { storage } = server.server.ctx;
      expect(storage.defaultLocation).toBe('s3');
      await storage.driver('s3').write('started.txt', Readable.from([Buffer.from('through the running server')]), 'text/plain');
      expect(await text(await storage.driver('s3').read('started.txt'))).toBe('through the running server');
      const bucket = new S3Client(s3ClientConfigOf(s3SettingsOf(s3.settings(), 's3')));
      const listed = await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
      expect(listed.Contents?.map((object) => object.Key)).toEqual(['tessera/started.txt']);
      const keys: string[] = [];
      for await (const key of storage.driver('s3').list('started')) keys.push(key);
      expect(keys).toEqual(['started.txt']);
      // Uploaded through POST /files into the s3 location, served back through /assets.
      const form = new FormData();
      form.append('file', new Blob([Buffer.from('stored in the bucket')], { type: 'text/plain' }), 'note.txt');
      const uploaded = await server.asAdmin('/files', { method: 'POST', body: form });
      expect(uploaded.status).toBe(200);
      const file = ((await uploaded.json()) as { data: { id: string; storage: string; filename_disk: string } }).data;
      expect(file.storage).toBe('s3');
      const inBucket = await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'tessera/' }));
      expect(inBucket.Contents?.map((object) => object.Key)).toContain(`tessera/${file.filename_disk}`);
      const asset = await server.asAdmin(`/assets/${file.id}`);
      expect(asset.status).toBe(200);
      expect(await asset.text()).toBe('stored in the bucket');
    } finally {
      await server.close();
    }
  });
});

import { ListMultipartUploadsCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../test/harness/s3-server.js';
import { createS3Driver, s3ClientConfigOf, s3SettingsOf } from './s3-driver.js';
import { describeStorageDriverContract } from './storage-driver-contract.js';

let s3: TestS3Server;
let run = 0;
let prefix = '';

/** Every key and unfinished multipart upload in the bucket outside the driver's view (other prefixes included). */
async function bucketLeftovers(): Promise<string[]> {
  const settings = s3SettingsOf(s3.settings(), 's3');
  const client = new S3Client(s3ClientConfigOf(settings));
  const objects = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }));
  const uploads = await client.send(new ListMultipartUploadsCommand({ Bucket: s3.bucket })).catch(() => ({ Uploads: [] }));
  return [
    ...(objects.Contents ?? []).map((object) => object.Key!).filter((key) => key.slice(prefix.length).includes('/')),
    ...(uploads.Uploads ?? []).map((upload) => `upload:${upload.Key}`),
  ];
}

describeStorageDriverContract('s3', {
  start: async () => {
    s3 = await startS3Server();
  },
  // Each test gets its own ROOT prefix in the one bucket, so tests never see each other's keys.
  async create() {
    prefix = `run-${++run}/`;
    return createS3Driver(s3SettingsOf(s3.settings({ ROOT: `/run-${run}/` }), 's3'));
  },
  leftovers: bucketLeftovers,
  stop: async () => s3?.close(),
});

describe('s3 location settings', () => {
  const settings = (entries: Record<string, string>) => new Map(Object.entries(entries));

  it('requires a bucket and both halves of a credential, and checks the endpoint and path style', () => {
    expect(() => s3SettingsOf(settings({}), 'media')).toThrow('STORAGE_MEDIA_BUCKET is required');
    expect(() => s3SettingsOf(settings({ BUCKET: 'b', KEY: 'k' }), 'media')).toThrow(
      'STORAGE_MEDIA_KEY and STORAGE_MEDIA_SECRET go together',
    );
    expect(() => s3SettingsOf(settings({ BUCKET: 'b', ENDPOINT: 'ftp://x' }), 'media')).toThrow('STORAGE_MEDIA_ENDPOINT must be');
    expect(() => s3SettingsOf(settings({ BUCKET: 'b', FORCE_PATH_STYLE: 'maybe' }), 'media')).toThrow('STORAGE_MEDIA_FORCE_PATH_STYLE');
  });

  it('reads ROOT as a key prefix, and REGION, ACL and SERVER_SIDE_ENCRYPTION as the reference names them', () => {
    expect(
      s3SettingsOf(
        settings({
          BUCKET: 'b',
          ROOT: '/media/',
          REGION: 'eu-west-1',
          ACL: 'public-read',
          SERVER_SIDE_ENCRYPTION: 'AES256',
          FORCE_PATH_STYLE: 'true',
        }),
        'm',
      ),
    ).toEqual({
      bucket: 'b',
      prefix: 'media/',
      region: 'eu-west-1',
      acl: 'public-read',
      serverSideEncryption: 'AES256',
      forcePathStyle: true,
    });
    expect(s3SettingsOf(settings({ BUCKET: 'b' }), 'm')).toEqual({ bucket: 'b', prefix: '', region: 'us-east-1' });
  });
});

describe('s3 driver against the server', () => {
  it('writes a large stream as a multipart upload under the location prefix', async () => {
    const server = await startS3Server('parts');
    try {
      const driver = createS3Driver(s3SettingsOf(server.settings({ ROOT: 'deep/root' }), 's3'));
      const { Readable } = await import('node:stream');
      const part = Buffer.alloc(1024 * 1024, 'p');
      await driver.write(
        'multi.bin',
        Readable.from(
          (function* () {
            for (let i = 0; i < 12; i++) yield Buffer.from(part);
          })(),
        ),
      );
      const client = new S3Client(s3ClientConfigOf(s3SettingsOf(server.settings(), 's3')));
      const listed = await client.send(new ListObjectsV2Command({ Bucket: 'parts' }));
      const object = listed.Contents?.find((entry) => entry.Key === 'deep/root/multi.bin');
      expect(object?.Size).toBe(12 * 1024 * 1024);
    } finally {
      await server.close();
    }
  });
});

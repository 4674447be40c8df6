import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import { pipeline, Transform, type Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
  type ObjectCannedACL,
  type PutObjectCommandInput,
  type S3ClientConfig,
  type ServerSideEncryption,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { parseBoolean } from '../config/parsers.js';
import { StorageConfigError } from './storage-config-error.js';
import { assertStorageKey, StorageNotFound, type ByteRange, type StorageDriver, type StoredObjectInfo } from './storage-driver.js';

/** One S3-compatible location, from its `STORAGE_<LOCATION>_*` variables as the reference names them. */
export interface S3Settings {
  bucket: string;
  /** Key prefix inside the bucket (`ROOT`), empty or ending in `/`. */
  prefix: string;
  key?: string;
  secret?: string;
  region: string;
  endpoint?: string;
  forcePathStyle?: boolean;
  acl?: ObjectCannedACL;
  serverSideEncryption?: ServerSideEncryption;
}

/** Size of each multipart part: S3's minimum, so a streamed upload holds at most PART_SIZE × QUEUE_SIZE in memory. */
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;

/** Reads and checks the settings of an `s3` location; a missing bucket or half a credential pair stops the start. */
export function s3SettingsOf(settings: ReadonlyMap<string, string>, location: string): S3Settings {
  const name = (setting: string) => `STORAGE_${location.toUpperCase()}_${setting}`;
  const bucket = settings.get('BUCKET');
  if (!bucket) throw new StorageConfigError(`${name('BUCKET')} is required for an s3 location`);
  const key = settings.get('KEY');
  const secret = settings.get('SECRET');
  if (Boolean(key) !== Boolean(secret)) throw new StorageConfigError(`${name('KEY')} and ${name('SECRET')} go together`);
  const endpoint = settings.get('ENDPOINT');
  if (endpoint !== undefined && !/^https?:\/\/[^\s/]+/.test(endpoint))
    throw new StorageConfigError(`${name('ENDPOINT')} must be an http(s) URL, got "${endpoint}"`);
  let forcePathStyle: boolean | undefined;
  const rawPathStyle = settings.get('FORCE_PATH_STYLE');
  if (rawPathStyle !== undefined) {
    try {
      forcePathStyle = parseBoolean(rawPathStyle);
    } catch (error) {
      throw new StorageConfigError(`${name('FORCE_PATH_STYLE')} ${(error as Error).message}`);
    }
  }
  const root = (settings.get('ROOT') ?? '').replace(/^\/+|\/+$/g, '');
  return {
    bucket,
    prefix: root ? `${root}/` : '',
    ...(key && secret ? { key, secret } : {}),
    // The SDK refuses to start without a region; S3-compatible servers ignore it.
    region: settings.get('REGION') ?? 'us-east-1',
    ...(endpoint ? { endpoint } : {}),
    ...(forcePathStyle !== undefined ? { forcePathStyle } : {}),
    ...(settings.get('ACL') ? { acl: settings.get('ACL') as ObjectCannedACL } : {}),
    ...(settings.get('SERVER_SIDE_ENCRYPTION')
      ? { serverSideEncryption: settings.get('SERVER_SIDE_ENCRYPTION') as ServerSideEncryption }
      : {}),
  };
}

/** The AWS client settings of a location (the tus S3 store uses the same). */
export function s3ClientConfigOf(settings: S3Settings): S3ClientConfig {
  return {
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.forcePathStyle !== undefined ? { forcePathStyle: settings.forcePathStyle } : {}),
    ...(settings.key && settings.secret ? { credentials: { accessKeyId: settings.key, secretAccessKey: settings.secret } } : {}),
    // Checksums only where an operation requires them: S3-compatible servers (MinIO, s3rver, R2…)
    // reject or mangle the flexible-checksum trailers the SDK otherwise adds to every upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // The default agent allows 50 sockets; streamed reads of assets hold one each while they last.
    requestHandler: {
      connectionTimeout: 5_000,
      socketTimeout: 120_000,
      httpAgent: new HttpAgent({ keepAlive: true, maxSockets: 500 }),
      httpsAgent: new HttpsAgent({ keepAlive: true, maxSockets: 500 }),
    },
  };
}

/**
 * Objects in one S3 bucket (or an S3-compatible server), under the location's key prefix. Writes
 * are streamed as multipart uploads of unknown length; a failed one is aborted so no object appears.
 */
export function createS3Driver(settings: S3Settings, client = new S3Client(s3ClientConfigOf(settings))): StorageDriver {
  const { bucket, prefix } = settings;
  const keyOf = (key: string) => {
    assertStorageKey(key);
    return prefix + key;
  };

  return {
    async write(key: string, content: Readable, contentType?: string) {
      const Key = keyOf(key);
      let size = 0;
      let sourceError: unknown;
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      // pipeline carries a failure of `content` into `counted`, which fails (and aborts) the upload.
      pipeline(content, counted, (error) => {
        sourceError ??= error;
      });
      const params: PutObjectCommandInput = {
        Bucket: bucket,
        Key,
        Body: counted,
        ...(contentType ? { ContentType: contentType } : {}),
        ...(settings.acl ? { ACL: settings.acl } : {}),
        ...(settings.serverSideEncryption ? { ServerSideEncryption: settings.serverSideEncryption } : {}),
      };
      const upload = new Upload({ client, params, partSize: PART_SIZE, queueSize: QUEUE_SIZE, leavePartsOnError: false });
      try {
        await upload.done();
      } catch (error) {
        content.destroy();
        counted.destroy();
        // The source's own failure (a client gone, a size limit) is the cause worth reporting, not a
        // later one of the abort that followed it.
        throw sourceError ?? error;
      }
      return { size };
    },

    async read(key: string, range?: ByteRange) {
      const Key = keyOf(key);
      try {
        const { Body } = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
        );
        if (!Body) throw new Error(`S3 answered no body for "${key}"`);
        return Body as Readable;
      } catch (error) {
        if (isMissing(error)) throw new StorageNotFound(key);
        throw error;
      }
    },

    async stat(key: string): Promise<StoredObjectInfo | null> {
      const Key = keyOf(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key }));
        return { size: head.ContentLength ?? 0, modified: head.LastModified ?? new Date(0) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key: string) {
      // S3 answers 204 for a key that is not there, so a missing object is not an error.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
    },

    async *list(keyPrefix: string) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix + keyPrefix, ...(ContinuationToken ? { ContinuationToken } : {}) }),
        );
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(prefix.length);
          // Anything not named by Tessera (a "folder" marker, a nested key) is not one of ours.
          if (key && !key.includes('/')) yield key;
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}

function isMissing(error: unknown): boolean {
  if (error instanceof S3ServiceException)
    return error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound';
  return false;
}

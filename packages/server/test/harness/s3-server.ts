import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** `STORAGE_<LOCATION>_*` variables that point a Tessera location at this server. */
  env(location: string, extra?: Record<string, string>): Record<string, string>;
  /** Settings as `s3SettingsOf` reads them (location variables without their prefix). */
  settings(extra?: Record<string, string>): Map<string, string>;
  close(): Promise<void>;
}

const CREDENTIALS = { KEY: 'S3RVER', SECRET: 'S3RVER' } as const;

// Runs in the child: s3rver on an ephemeral port, its address printed as one JSON line.
const CHILD = `
const S3rver = require(process.argv[1]);
const [directory, bucket] = process.argv.slice(2);
new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] })
  .run()
  .then((address) => console.log(JSON.stringify(address)));
`;

/**
 * A real S3-compatible server (s3rver) in a process of its own (so the test process's memory is the
 * client's alone), on an ephemeral port, over a temporary folder, with one empty bucket.
 */
export async function startS3Server(bucket = 'tessera-test'): Promise<TestS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'tessera-s3rver-'));
  const child = spawn(process.execPath, ['-e', CHILD, createRequire(import.meta.url).resolve('s3rver'), directory, bucket], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const [line] = (await Promise.race([
    once(lines, 'line'),
    once(child, 'exit').then(([code]) => Promise.reject(new Error(`s3rver exited with ${String(code)}`))),
  ])) as [string];
  const { port } = JSON.parse(line) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  const settings = (extra: Record<string, string> = {}) =>
    new Map(
      Object.entries({
        DRIVER: 's3',
        BUCKET: bucket,
        ENDPOINT: endpoint,
        FORCE_PATH_STYLE: 'true',
        REGION: 'us-east-1',
        ...CREDENTIALS,
        ...extra,
      }),
    );
  return {
    endpoint,
    bucket,
    settings,
    env: (location, extra = {}) =>
      Object.fromEntries([...settings(extra)].map(([name, value]) => [`STORAGE_${location.toUpperCase()}_${name}`, value])),
    close: async () => {
      const exited = once(child, 'exit');
      child.kill();
      await exited;
      await rm(directory, { recursive: true, force: true });
    },
  };
}

import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import sharp from 'sharp';
import {
  BENCH_TOKEN,
  bootstrapDatabase,
  createBenchDatabase,
  startBenchServer,
  stopBenchServer,
  type BenchDatabase,
} from './items-bench-setup.js';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 20;
const headers = { authorization: `Bearer ${BENCH_TOKEN}` };

/** A photo-sized JPEG (2400×1600, mild noise so it compresses like a photo) stored as an upload would store it. */
async function seedPhoto(database: BenchDatabase): Promise<{ id: string; key: string; bytes: number }> {
  const photo = await sharp({
    create: { width: 2400, height: 1600, channels: 3, background: '#6a8caf', noise: { type: 'gaussian', mean: 120, sigma: 12 } },
  })
    .jpeg({ quality: 82 })
    .toBuffer();
  const id = randomUUID();
  const key = `${id}.jpg`;
  const uploads = join(database.env.DATA_DIR!, 'uploads');
  mkdirSync(uploads, { recursive: true });
  writeFileSync(join(uploads, key), photo);
  const db = database.connect();
  try {
    await db('directus_files').insert({
      id,
      storage: 'local',
      filename_disk: key,
      filename_download: 'photo.jpg',
      type: 'image/jpeg',
      filesize: photo.length,
      width: 2400,
      height: 1600,
    });
    await db('directus_users').where({ email: 'bench@example.com' }).update({ token: BENCH_TOKEN });
  } finally {
    await db.destroy();
  }
  return { id, key, bytes: photo.length };
}

async function requestsPerSecond(url: string, duration = DURATION): Promise<{ rps: number; p50: number; p99: number; errors: number }> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration, headers });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

const format = (figures: { rps: number; p50: number; p99: number; errors: number }) =>
  `${figures.rps.toFixed(0).padStart(6)} req/s  p50 ${String(figures.p50).padStart(3)} ms  p99 ${String(figures.p99).padStart(3)} ms${figures.errors ? `  (${figures.errors} errors)` : ''}`;

/**
 * `BENCH=assets npm run bench`: `/assets` next to a bare `fs.createReadStream` route on SQLite —
 * the original, a cached 400 px WebP thumbnail, and how long a first transform takes. Prints,
 * asserts nothing.
 */
export async function runAssetsBench(): Promise<void> {
  const database = await createBenchDatabase('sqlite3');
  try {
    await bootstrapDatabase(database);
    const photo = await seedPhoto(database);
    const port = 19_000 + Math.floor(Math.random() * 1_000);
    const server = await startBenchServer(database, port);
    try {
      console.log(
        `\nassets on SQLite (a ${(photo.bytes / 1024).toFixed(0)} KB 2400×1600 JPEG; ${CONNECTIONS} connections, ${DURATION} s each)`,
      );
      // First transforms: distinct widths, one at a time, each computed and stored.
      const latencies: number[] = [];
      for (let index = 0; index < 8; index++) {
        const started = performance.now();
        const response = await fetch(`${server.url}/assets/${photo.id}?width=${400 + index}&format=webp`, { headers });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`first transform answered ${response.status}`);
        latencies.push(performance.now() - started);
      }
      latencies.sort((a, b) => a - b);
      console.log(
        `  first transform (400 px WebP): median ${latencies[4]!.toFixed(0)} ms, min ${latencies[0]!.toFixed(0)} ms, max ${latencies.at(-1)!.toFixed(0)} ms`,
      );
      const targets: Array<[string, string]> = [
        ['cached 400 px WebP', `/assets/${photo.id}?width=400&format=webp`],
        ['original via /assets', `/assets/${photo.id}`],
        ['bare fs.createReadStream', `/bench-bare/file/${photo.key}`],
      ];
      for (const [, path] of targets) await requestsPerSecond(`${server.url}${path}`, 2);
      for (const [name, path] of targets) console.log(`  ${name.padEnd(26)} ${format(await requestsPerSecond(`${server.url}${path}`))}`);
      console.log(`  server peak RSS: ${server.peakRssMb().toFixed(0)} MB`);
    } finally {
      await stopBenchServer(server);
    }
  } finally {
    await database.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runAssetsBench();

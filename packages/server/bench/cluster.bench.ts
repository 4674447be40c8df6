import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import autocannon from 'autocannon';
import type { Knex } from 'knex';
import {
  BENCH_TOKEN,
  bootstrapDatabase,
  createBenchDatabase,
  createBenchTables,
  startBenchServer,
  stopBenchServer,
  type BenchDatabase,
  type RunningBenchServer,
} from './items-bench-setup.js';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 40;
const ROWS = Number(process.env.BENCH_CLUSTER_ROWS ?? 1_000_000);
const REDIS = process.env.BENCH_REDIS ?? 'redis://127.0.0.1:6379';
const PROXY = new URL('./round-robin-proxy.mjs', import.meta.url).pathname;
const headers = { authorization: `Bearer ${BENCH_TOKEN}`, 'content-type': 'application/json' };
const createBody = JSON.stringify({ title: 'Cluster article', status: 'draft', views: 1, score: 2.5, author: 7 });
const randomId = () => 1 + Math.floor(Math.random() * ROWS);

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

type Request = { method: 'GET' | 'POST'; path: () => string; body?: string };

const read: Request = { method: 'GET', path: () => `/items/bench_articles/${randomId()}` };
const write: Request = { method: 'POST', path: () => '/items/bench_articles', body: createBody };
const WORKLOADS: Array<{ name: string; requests: Request[] }> = [
  { name: 'read by key', requests: [read] },
  { name: 'create one item', requests: [write] },
  // Each connection cycles through its list: nine reads, then a write.
  { name: 'mixed 90% reads / 10% writes', requests: [...Array.from({ length: 9 }, () => read), write] },
  {
    name: 'cached list (same query, CACHE_ENABLED)',
    requests: [{ method: 'GET', path: () => '/items/bench_articles?filter[status][_eq]=published&sort=-views&limit=25' }],
  },
];

/**
 * `npm run bench:cluster`: two Tessera instances on one PostgreSQL database and one Redis, behind a
 * round-robin proxy, against 1,000,000 rows; then one instance alone on the same data. Prints
 * requests/s, p50/p99 and each instance's RSS; asserts nothing. BENCH_CLUSTER_ROWS and
 * BENCH_DURATION shorten a run.
 */
export async function runClusterBench(): Promise<void> {
  const database = await createBenchDatabase('pg');
  const started: RunningBenchServer[] = [];
  let proxy: ChildProcess | null = null;
  try {
    await bootstrapDatabase(database);
    const seeding = performance.now();
    const db = database.connect();
    await seedRows(db, ROWS);
    await db.destroy();
    console.log(
      `\ncluster on PostgreSQL + Redis (${ROWS.toLocaleString('en')} articles, seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s; ${CONNECTIONS} connections, ${DURATION} s each)`,
    );
    const clustered = withEnv(database, {
      LOG_LEVEL: 'info',
      REDIS,
      SYNCHRONIZATION_STORE: 'redis',
      RATE_LIMITER_STORE: 'redis',
      CACHE_ENABLED: 'true',
      CACHE_STORE: 'redis',
      CACHE_NAMESPACE: `bench-${Date.now()}`,
    });
    const base = 24_000 + Math.floor(Math.random() * 1_000);
    const a = await startBenchServer(clustered, base);
    const b = await startBenchServer(clustered, base + 1);
    started.push(a, b);
    proxy = await startProxy(base + 2, [a.url, b.url]);
    const proxyUrl = `http://127.0.0.1:${base + 2}`;
    const alone = async (name: string) => measureAll(name, a.url, [a]);
    await measureAll('two instances behind the proxy', proxyUrl, [a, b]);
    await stopBenchServer(b);
    started.pop();
    await alone('one instance alone (same settings)');
  } finally {
    proxy?.kill('SIGTERM');
    for (const server of started) await stopBenchServer(server);
    await database.drop();
  }
}

async function measureAll(label: string, url: string, servers: RunningBenchServer[]): Promise<void> {
  console.log(`  ${label}`);
  for (const workload of WORKLOADS) {
    await measure(url, workload.requests, 2);
    const figures = await measure(url, workload.requests, DURATION);
    const rss = servers.map((server) => `${server.rssMb().toFixed(0)} MB`).join(' + ');
    console.log(
      `    ${workload.name.padEnd(42)} ${figures.rps.toFixed(0).padStart(6)} req/s  p50 ${String(figures.p50).padStart(3)} ms  p99 ${String(figures.p99).padStart(4)} ms  RSS ${rss}${figures.errors ? `  (${figures.errors} errors)` : ''}`,
    );
  }
}

async function measure(url: string, requests: Request[], duration: number): Promise<Figures> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    headers,
    requests: requests.map((request) => ({
      method: request.method,
      ...(request.body ? { body: request.body } : {}),
      setupRequest: (options) => ({ ...options, path: request.path() }),
    })),
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/** The bench's articles table with `count` rows, written by PostgreSQL itself in one statement. */
async function seedRows(db: Knex, count: number): Promise<void> {
  await createBenchTables(db);
  await db.raw(`INSERT INTO bench_authors (name) SELECT 'Author ' || n FROM generate_series(1, 1000) AS n`);
  await db.raw(
    `INSERT INTO bench_articles (title, status, views, score, author, created)
     SELECT 'Article number ' || n, (ARRAY['published', 'draft', 'archived', 'review'])[1 + n % 4], (n::bigint * 7919 % 100000)::int,
            (n % 50) / 10.0, 1 + n % 1000, TIMESTAMPTZ '2024-01-01' + n * INTERVAL '1 minute'
     FROM generate_series(0, ?::int - 1) AS n`,
    [count],
  );
  await db('directus_users').where({ email: 'bench@example.com' }).update({ token: BENCH_TOKEN });
  await db.raw('ANALYZE bench_articles');
}

function withEnv(database: BenchDatabase, env: Record<string, string>): BenchDatabase {
  return { ...database, env: { ...database.env, ...env } };
}

async function startProxy(port: number, upstreams: string[]): Promise<ChildProcess> {
  const child = spawn(process.execPath, [PROXY, String(port), ...upstreams], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [chunk] = (await once(child.stdout!, 'data')) as [Buffer];
  if (!chunk.toString().includes('listening')) throw new Error(`proxy said ${chunk.toString()}`);
  return child;
}

if (import.meta.url === `file://${process.argv[1]}`) await runClusterBench();

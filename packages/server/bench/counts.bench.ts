import type { Knex } from 'knex';
import {
  BENCH_TOKEN,
  bootstrapDatabase,
  createBenchDatabase,
  startBenchServer,
  stopBenchServer,
  type RunningBenchServer,
} from './items-bench-setup.js';

const ROWS = 1_000_000;
const REQUESTS = Number(process.env.BENCH_COUNTS_REQUESTS ?? 200);
const WARMUP = 20;
const headers = { authorization: `Bearer ${BENCH_TOKEN}` };

/** A million events in one INSERT … SELECT generate_series, an index for the sorted reads, then ANALYZE. */
async function seedEvents(db: Knex): Promise<void> {
  await db.raw('CREATE TABLE bench_events (id serial PRIMARY KEY, kind integer NOT NULL, label varchar(20) NOT NULL)');
  await db.raw('CREATE INDEX bench_events_kind_id ON bench_events (kind, id)');
  await db.raw(`INSERT INTO bench_events (kind, label) SELECT g % 10, 'event ' || g FROM generate_series(1, ${ROWS}) AS g`);
  await db.raw('ANALYZE bench_events');
  await db('directus_collections').insert({ collection: 'bench_events' });
  await db('directus_users').where({ email: 'bench@example.com' }).update({ token: BENCH_TOKEN });
}

/** p50 and p99 in ms of `REQUESTS` requests one after another (after a warm-up), each checked to answer 200. */
async function latencies(server: RunningBenchServer, path: string): Promise<{ p50: number; p99: number; body: unknown }> {
  let body: unknown;
  const once = async () => {
    const started = performance.now();
    const response = await fetch(`${server.url}${path}`, { headers });
    body = await response.json();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(body)}`);
    return performance.now() - started;
  };
  for (let i = 0; i < WARMUP; i++) await once();
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) times.push(await once());
  times.sort((a, b) => a - b);
  const at = (quantile: number) => times[Math.min(times.length - 1, Math.ceil(quantile * times.length) - 1)]!;
  return { p50: at(0.5), p99: at(0.99), body };
}

async function print(server: RunningBenchServer, label: string, path: string): Promise<void> {
  const { p50, p99, body } = await latencies(server, path);
  const meta = (body as { meta?: unknown }).meta;
  console.log(
    `  ${label.padEnd(46)} p50 ${p50.toFixed(2).padStart(7)} ms  p99 ${p99.toFixed(2).padStart(7)} ms${meta ? `  meta ${JSON.stringify(meta)}` : ''}`,
  );
}

/**
 * `BENCH=counts`: on PostgreSQL with a million rows, the list with `meta=filter_count` estimated
 * (the default threshold) and exact (QUERY_COUNT_ESTIMATE_THRESHOLD=0), and keyset pages
 * (`after=`) at the start and the end of the table beside an offset page at the end.
 */
export async function runCountsBench(): Promise<void> {
  const database = await createBenchDatabase('pg');
  const servers: RunningBenchServer[] = [];
  try {
    await bootstrapDatabase(database);
    const seeded = performance.now();
    const db = database.connect();
    await seedEvents(db);
    await db.destroy();
    console.log(
      `\ncounts and keyset pages on PostgreSQL (${ROWS.toLocaleString('en')} rows seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s; ${REQUESTS} sequential requests each)`,
    );
    const port = 19_000 + Math.floor(Math.random() * 1_000);
    const estimating = await startBenchServer(database, port);
    servers.push(estimating);
    const previous = process.env.QUERY_COUNT_ESTIMATE_THRESHOLD;
    process.env.QUERY_COUNT_ESTIMATE_THRESHOLD = '0';
    try {
      servers.push(await startBenchServer(database, port + 1));
    } finally {
      if (previous === undefined) delete process.env.QUERY_COUNT_ESTIMATE_THRESHOLD;
      else process.env.QUERY_COUNT_ESTIMATE_THRESHOLD = previous;
    }
    const exact = servers[1]!;
    const list = '/items/bench_events?limit=25&fields=id,kind,label&filter[kind][_lt]=5';
    await print(estimating, 'list 25, meta=filter_count (estimated)', `${list}&meta=filter_count`);
    await print(exact, 'list 25, meta=filter_count (exact)', `${list}&meta=filter_count`);
    await print(estimating, 'list 25, meta=total_count (estimated)', `${list}&meta=total_count`);
    await print(exact, 'list 25, meta=total_count (exact)', `${list}&meta=total_count`);
    const page = '/items/bench_events?limit=25&fields=id,kind,label';
    await print(estimating, 'after= page at the start', `${page}&after=1`);
    await print(estimating, 'after= page at the end', `${page}&after=${ROWS - 100}`);
    await print(estimating, 'offset page at the end', `${page}&offset=${ROWS - 100}`);
    await print(estimating, 'after= at the end, sort=-kind (kind,id index)', `${page}&sort=-kind&after=${ROWS - 100}`);
    await print(estimating, 'offset at the end, sort=-kind', `${page}&sort=-kind&offset=${ROWS - 100}`);
  } finally {
    for (const server of servers) await stopBenchServer(server);
    await database.drop();
  }
}

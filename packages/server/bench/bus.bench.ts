import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import {
  BENCH_TOKEN,
  bootstrapDatabase,
  createBenchDatabase,
  startBenchServer,
  stopBenchServer,
  type BenchClient,
  type BenchDatabase,
} from './items-bench-setup.js';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 20;
const CLOCK_TICKS_PER_SECOND = 100;
const headers = { authorization: `Bearer ${BENCH_TOKEN}`, 'content-type': 'application/json' };
const createBody = JSON.stringify({ title: 'Benchmark article', status: 'draft' });

/** What listens on the item actions while creates are measured. */
interface Setup {
  name: string;
  /** Webhook rows to create (their url is filled in with the local receiver's). */
  webhooks: Array<{ collections: string[] }>;
  /** Active action flows on `items.create` of these collections, each with one `log` operation. */
  flows: Array<{ collections: string[] }>;
}

const SETUPS: Setup[] = [
  { name: 'nothing listening', webhooks: [], flows: [] },
  {
    name: '10 active flows, none matching',
    webhooks: [],
    flows: Array.from({ length: 10 }, () => ({ collections: ['bench_other'] })),
  },
  { name: '1 matching flow that logs', webhooks: [], flows: [{ collections: ['bench_articles'] }] },
  {
    name: '10 active webhooks, none matching',
    webhooks: Array.from({ length: 10 }, () => ({ collections: ['bench_other'] })),
    flows: [],
  },
  { name: '1 matching webhook (POST to a local receiver)', webhooks: [{ collections: ['bench_articles'] }], flows: [] },
];

/** Creates an action flow on `items.create` of `collections` whose one operation logs; answers its id. */
async function createLoggingFlow(url: string, collections: string[], index: number): Promise<string> {
  const flow = (await api(url, '/flows', 'POST', {
    name: `bench flow ${index}`,
    status: 'active',
    trigger: 'event',
    accountability: null,
    options: { type: 'action', scope: ['items.create'], collections },
  })) as { id: string };
  const operation = (await api(url, '/operations', 'POST', {
    key: 'log_it',
    type: 'log',
    options: { message: 'created {{ $trigger.key }}' },
    flow: flow.id,
    position_x: 1,
    position_y: 1,
  })) as { id: string };
  await api(url, `/flows/${flow.id}`, 'PATCH', { operation: operation.id });
  return flow.id;
}

/** CPU time the process has used so far (utime + stime from /proc), in ms. */
function cpuTimeMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
    .replace(/^.*\) /s, '')
    .split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}

/** A receiver that answers every call at once and counts them. */
async function startReceiver(): Promise<{ server: Server; url: string; received: () => number }> {
  let count = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      count++;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, received: () => count };
}

/** Resolves once `count` stopped changing for half a second. */
async function settled(count: () => number): Promise<void> {
  let last = -1;
  while (count() !== last) {
    last = count();
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function api(url: string, path: string, method: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!response.ok && response.status !== 204) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return response.status === 204 ? null : ((await response.json()) as { data: unknown }).data;
}

async function prepare(database: BenchDatabase): Promise<void> {
  await bootstrapDatabase(database);
  const db = database.connect();
  await db('directus_users').where({ email: 'bench@example.com' }).update({ token: BENCH_TOKEN });
  await db.destroy();
}

async function benchOn(client: BenchClient): Promise<void> {
  const database = await createBenchDatabase(client);
  const receiver = await startReceiver();
  // The receiver is on loopback, which the default IMPORT_IP_DENY_LIST refuses.
  const withLoopback = { ...database, env: { ...database.env, IMPORT_IP_DENY_LIST: '169.254.169.254' } };
  try {
    await prepare(database);
    const server = await startBenchServer(withLoopback, 19_000 + Math.floor(Math.random() * 1_000));
    try {
      for (const collection of ['bench_articles', 'bench_other'])
        await api(server.url, '/collections', 'POST', {
          collection,
          schema: {},
          fields: [
            { field: 'title', type: 'string' },
            { field: 'status', type: 'string' },
          ],
        });
      console.log(
        `\nbus cost on item creates, ${client === 'pg' ? 'PostgreSQL' : 'SQLite'} (${CONNECTIONS} connections, ${DURATION} s each)`,
      );
      // A first round nobody times: the server's code paths and the database file warm up before any setup is measured.
      await autocannon({
        url: `${server.url}/items/bench_articles`,
        connections: CONNECTIONS,
        headers,
        method: 'POST',
        body: createBody,
        duration: 3,
      });
      for (const setup of SETUPS) {
        const created = (await api(
          server.url,
          '/webhooks',
          'POST',
          setup.webhooks.map((webhook, index) => ({ name: `bench ${index}`, url: receiver.url, actions: ['create'], ...webhook })),
        )) as Array<{ id: number }>;
        const flows: string[] = [];
        for (const [index, flow] of setup.flows.entries()) flows.push(await createLoggingFlow(server.url, flow.collections, index));
        const options = {
          url: `${server.url}/items/bench_articles`,
          connections: CONNECTIONS,
          headers,
          method: 'POST' as const,
          body: createBody,
        };
        await autocannon({ ...options, duration: 2 }); // warm-up, so the timed run is JIT-compiled
        const receivedBefore = receiver.received();
        const cpuBefore = cpuTimeMs(server.child.pid!);
        const result = await autocannon({ ...options, duration: DURATION });
        const cpuMs = (cpuTimeMs(server.child.pid!) - cpuBefore) / Math.max(1, result.requests.total);
        // Deliveries trail the writes: count once no more arrive.
        await settled(receiver.received);
        const errors = result.errors + result.non2xx;
        console.log(
          `  ${setup.name.padEnd(48)} ${result.requests.average.toFixed(0).padStart(6)} req/s  p50 ${String(result.latency.p50).padStart(3)} ms  p99 ${String(result.latency.p99).padStart(3)} ms  CPU ${cpuMs.toFixed(2)} ms/create  webhook calls ${receiver.received() - receivedBefore} for ${result.requests.total} creates${errors ? `  (${errors} errors)` : ''}`,
        );
        if (created.length > 0)
          await api(
            server.url,
            '/webhooks',
            'DELETE',
            created.map(({ id }) => id),
          );
        if (flows.length > 0) await api(server.url, '/flows', 'DELETE', flows);
      }
    } finally {
      await stopBenchServer(server);
    }
  } finally {
    await new Promise((resolve) => receiver.server.close(resolve));
    await database.drop();
  }
}

/**
 * `BENCH=bus npm run bench`: what the event bus costs item creates, with nothing listening, with
 * ten flows (or webhooks) that never match, and with one flow that logs (or one webhook that fires)
 * for every create. Prints, asserts nothing.
 * BENCH_CLIENTS=sqlite3 (or pg) picks the databases, BENCH_DURATION the seconds per measure.
 */
export async function runBusBench(): Promise<void> {
  const names = process.env.BENCH_CLIENTS?.split(',')
    .map((name) => name.trim())
    .filter(Boolean) ?? ['sqlite3', 'pg'];
  for (const name of names) {
    if (name !== 'sqlite3' && name !== 'pg') throw new Error(`BENCH_CLIENTS: unknown client "${name}" (sqlite3, pg)`);
    await benchOn(name);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runBusBench();

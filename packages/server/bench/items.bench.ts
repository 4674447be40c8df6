import autocannon from 'autocannon';
import {
  BENCH_TOKEN,
  bootstrapDatabase,
  createBenchDatabase,
  seedBenchData,
  startBareServer,
  startBenchServer,
  stopBenchServer,
  type BenchClient,
  type RunningBenchServer,
} from './items-bench-setup.js';
import { benchServerCommand } from './server-command.js';

interface Scenario {
  name: string;
  items: Target;
  bare: Target;
  /** Whether both answers must be byte-identical (reads), checked before timing. */
  compare: boolean;
  /** Also time the bare route with one request log line (Fastify's own logger): the ceiling of any server that logs. */
  logged?: boolean;
}

interface Target {
  method: 'GET' | 'POST';
  path: string | (() => string);
  body?: string;
}

interface Figures {
  rps: number;
  /** The server's CPU time per answered request, in µs: steadier than req/s when the client shares the cores. */
  cpuUs: number;
  p50: number;
  p99: number;
  errors: number;
}

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 20;
const randomId = () => 1 + Math.floor(Math.random() * 100_000);
const createBody = JSON.stringify({
  title: 'Benchmark article',
  status: 'draft',
  views: 1,
  score: 2.5,
  author: 7,
  created: '2024-05-01T10:00:00Z',
});

// Creates run last, so the reads (and the answer comparisons) see a table that does not change.
const SCENARIOS: Scenario[] = [
  {
    name: '(a) list 25, filter + sort',
    items: { method: 'GET', path: '/items/bench_articles?filter[status][_eq]=published&sort=-views&limit=25' },
    bare: { method: 'GET', path: '/bench-bare/list?status=published' },
    compare: true,
  },
  {
    name: '(b) list 25, m2o expanded',
    items: { method: 'GET', path: '/items/bench_articles?fields=*,author.name&limit=25' },
    bare: { method: 'GET', path: '/bench-bare/expanded' },
    compare: true,
  },
  {
    name: '(c) read by key',
    items: { method: 'GET', path: () => `/items/bench_articles/${randomId()}` },
    bare: { method: 'GET', path: () => `/bench-bare/item/${randomId()}` },
    compare: false,
    logged: true,
  },
  {
    name: '(e) aggregate count by status',
    items: { method: 'GET', path: '/items/bench_articles?aggregate[count]=*&groupBy=status' },
    bare: { method: 'GET', path: '/bench-bare/aggregate' },
    compare: true,
  },
  {
    name: '(d) create one item',
    items: { method: 'POST', path: '/items/bench_articles', body: createBody },
    bare: { method: 'POST', path: '/bench-bare/create', body: createBody },
    compare: false,
  },
];

const headers = { authorization: `Bearer ${BENCH_TOKEN}`, 'content-type': 'application/json' };

async function measure(server: RunningBenchServer, target: Target, duration = DURATION): Promise<Figures> {
  const path = target.path;
  const cpuBefore = server.cpuMs();
  const result = await autocannon({
    url: server.url,
    connections: CONNECTIONS,
    duration,
    headers,
    requests: [
      {
        method: target.method,
        ...(target.body ? { body: target.body } : {}),
        setupRequest: (request) => ({ ...request, path: typeof path === 'function' ? path() : path }),
      },
    ],
  });
  const cpuUs = ((server.cpuMs() - cpuBefore) * 1000) / Math.max(1, result.requests.total);
  return { rps: result.requests.average, cpuUs, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function sameAnswer(server: RunningBenchServer, scenario: Scenario): Promise<boolean> {
  const fetchText = async (target: Target) => (await fetch(`${server.url}${target.path as string}`, { headers })).text();
  const [items, bare] = await Promise.all([fetchText(scenario.items), fetchText(scenario.bare)]);
  if (items !== bare)
    console.log(`  ! answers differ for ${scenario.name}:\n    items ${items.slice(0, 300)}\n    bare  ${bare.slice(0, 300)}`);
  return items === bare;
}

const format = (figures: Figures) =>
  `${figures.rps.toFixed(0).padStart(6)} req/s  ${figures.cpuUs.toFixed(0).padStart(4)} µs CPU/req  p50 ${String(figures.p50).padStart(3)} ms  p99 ${String(figures.p99).padStart(3)} ms${figures.errors ? `  (${figures.errors} errors)` : ''}`;

/** Creates items as fast as 20 clients can, kills the server with SIGKILL, and counts which acknowledged items survived. */
async function durability(server: RunningBenchServer, count: number): Promise<number[]> {
  const acknowledged: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next++;
      const response = await fetch(`${server.url}/items/bench_articles?fields=id`, { method: 'POST', headers, body: createBody });
      if (response.ok) acknowledged.push(((await response.json()) as { data: { id: number } }).data.id);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  await stopBenchServer(server, 'SIGKILL');
  return acknowledged;
}

async function benchOn(client: BenchClient): Promise<void> {
  const database = await createBenchDatabase(client);
  try {
    await bootstrapDatabase(database);
    const seedStarted = performance.now();
    const db = database.connect();
    await seedBenchData(db);
    await db.destroy();
    console.log(
      `\nitems API on ${client === 'pg' ? 'PostgreSQL' : 'SQLite'} (100,000 articles, 1,000 authors; ${CONNECTIONS} connections, ${DURATION} s each; seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s)`,
    );
    const port = 19_000 + Math.floor(Math.random() * 1_000);
    // As shipped: LOG_LEVEL=info, so each answer writes its request line (to /dev/null here).
    const shipped = { ...database, env: { ...database.env, LOG_LEVEL: 'info' } };
    let server = await startBenchServer(shipped, port);
    // The issue's yardstick: the same SQL in a bare Fastify process on the raw driver, no auth, no logging.
    const limit = await startBareServer(database, port + 1_000);
    const loggedLimit = await startBareServer(database, port + 1_001, true);
    console.log(`  server RSS when idle: ${server.rssMb().toFixed(0)} MB (bare Fastify process: ${limit.rssMb().toFixed(0)} MB)`);
    for (const scenario of SCENARIOS) {
      if (scenario.compare) await sameAnswer(server, scenario);
      // Two seconds each first, so all run JIT-compiled code when timed.
      await measure(server, scenario.items, 2);
      await measure(server, scenario.bare, 2);
      await measure(limit, scenario.bare, 2);
      const items = await measure(server, scenario.items);
      const bare = await measure(server, scenario.bare);
      const alone = await measure(limit, scenario.bare);
      console.log(`  ${scenario.name.padEnd(32)} items ${format(items)}`);
      console.log(
        `  ${'in-process baseline'.padEnd(32)} bare  ${format(bare)}   ratio ${(items.rps / bare.rps).toFixed(2)}   server RSS now ${server.rssMb().toFixed(0)} MB, peak ${server.peakRssMb().toFixed(0)} MB`,
      );
      console.log(
        `  ${'bare Fastify + driver'.padEnd(32)} bare  ${format(alone)}   ratio ${(items.rps / alone.rps).toFixed(2)} (CPU per request ${(alone.cpuUs / items.cpuUs).toFixed(2)})`,
      );
      if (scenario.logged) {
        await measure(loggedLimit, scenario.bare, 2);
        const logged = await measure(loggedLimit, scenario.bare);
        console.log(
          `  ${'  same + one pino line/request'.padEnd(32)} bare  ${format(logged)}   its ratio to the bare route ${(logged.rps / alone.rps).toFixed(2)}`,
        );
      }
    }
    await stopBenchServer(limit);
    await stopBenchServer(loggedLimit);
    console.log(
      `  server peak RSS (VmHWM), started with the ${benchServerCommand().label}: ${server.peakRssMb().toFixed(0)} MB (target < 150 MB)`,
    );
    const acknowledged = await durability(server, 2000);
    server = await startBenchServer(shipped, port);
    const check = database.connect();
    const present = await check('bench_articles').whereIn('id', acknowledged).count({ n: '*' });
    await check.destroy();
    console.log(`  kill -9 during creates: ${acknowledged.length} acknowledged, ${Number(present[0]!.n)} present after restart`);
    await stopBenchServer(server);
  } finally {
    await database.drop();
  }
}

/**
 * `npm run bench`: the items figures of issue 5 on SQLite and PostgreSQL; prints, asserts nothing.
 * For a quick run: BENCH_CLIENTS=sqlite3 (or pg) picks the databases, BENCH_DURATION=3 the seconds per measure.
 */
export async function runItemsBench(clients: BenchClient[] = clientsFromEnv()): Promise<void> {
  for (const client of clients) await benchOn(client);
}

function clientsFromEnv(): BenchClient[] {
  const names = process.env.BENCH_CLIENTS?.split(',')
    .map((name) => name.trim())
    .filter(Boolean) ?? ['sqlite3', 'pg'];
  for (const name of names)
    if (name !== 'sqlite3' && name !== 'pg') throw new Error(`BENCH_CLIENTS: unknown client "${name}" (sqlite3, pg)`);
  return names as BenchClient[];
}

if (import.meta.url === `file://${process.argv[1]}`) await runItemsBench();

import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import type { Knex } from 'knex';
import {
  BENCH_TOKEN,
  bootstrapDatabase,
  createBenchDatabase,
  seedBenchData,
  startBenchServer,
  stopBenchServer,
  type BenchClient,
} from './items-bench-setup.js';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 20;
const ROUNDS = 5;
const RESTRICTED_TOKEN = 'bench-restricted-static-token';
const OVERLAPPING_TOKEN = 'bench-overlapping-static-token';

/** The non-admin callers measured against the admin, in the order they are printed. */
const CALLERS = [
  { name: 'restricted', token: RESTRICTED_TOKEN },
  { name: 'overlapping', token: OVERLAPPING_TOKEN },
] as const;

type CallerName = 'admin' | (typeof CALLERS)[number]['name'];

/** The items bench's list scenario, plus one with a relation, so rules apply at two levels. */
const PATHS = [
  { name: 'list 25, filter + sort', path: '/items/bench_articles?filter[status][_eq]=published&sort=-views&limit=25' },
  {
    name: 'list 25 with author.name',
    path: '/items/bench_articles?fields=id,title,author.name&filter[status][_eq]=published&sort=-views&limit=25',
  },
];

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Server CPU time per request (user + system), in ms: steadier than req/s on a busy machine. */
  cpuMs: number;
}

const CLOCK_TICKS_PER_SECOND = 100;

/** CPU time the process has used so far (utime + stime from /proc), in ms. */
function cpuTimeMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
    .replace(/^.*\) /s, '')
    .split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}

/**
 * A non-admin role whose rules select every row and field the admin sees (a row rule that always
 * holds, an explicit field list, a rule on the related collection), so both callers get the same
 * answer and the difference is the cost of the rules alone.
 */
async function addRestrictedUser(db: Knex): Promise<void> {
  const role = randomUUID();
  await db('directus_roles').insert({ id: role, name: 'Bench reader', admin_access: false, app_access: false });
  await db('directus_users').insert({ id: randomUUID(), email: 'reader@example.com', status: 'active', role, token: RESTRICTED_TOKEN });
  await db('directus_permissions').insert([
    {
      role,
      collection: 'bench_articles',
      action: 'read',
      permissions: JSON.stringify({ views: { _gte: 0 } }),
      fields: 'id,title,status,views,score,author,created',
    },
    { role, collection: 'bench_authors', action: 'read', permissions: JSON.stringify({ id: { _nnull: true } }), fields: 'id,name' },
  ]);
}

/**
 * A role with two overlapping read rows on the articles that allow different fields: every field
 * for published rows, four fields for every row. Fields only the first row allows are decided per
 * row (a CASE on its condition). The lists ask for published rows, so the answer is still the
 * admin's and the difference is the cost of the per-row decisions.
 */
async function addOverlappingUser(db: Knex): Promise<void> {
  const role = randomUUID();
  await db('directus_roles').insert({ id: role, name: 'Bench overlapping reader', admin_access: false, app_access: false });
  await db('directus_users').insert({
    id: randomUUID(),
    email: 'overlapping@example.com',
    status: 'active',
    role,
    token: OVERLAPPING_TOKEN,
  });
  await db('directus_permissions').insert([
    { role, collection: 'bench_articles', action: 'read', permissions: JSON.stringify({ status: { _eq: 'published' } }), fields: '*' },
    {
      role,
      collection: 'bench_articles',
      action: 'read',
      permissions: JSON.stringify({ views: { _gte: 0 } }),
      fields: 'id,title,status,views',
    },
    { role, collection: 'bench_authors', action: 'read', permissions: JSON.stringify({ id: { _nnull: true } }), fields: 'id,name' },
  ]);
}

async function measure(server: { url: string; pid: number }, path: string, token: string, seconds = DURATION): Promise<Figures> {
  const cpuBefore = cpuTimeMs(server.pid);
  const result = await autocannon({
    url: `${server.url}${path}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { authorization: `Bearer ${token}` },
  });
  const cpuMs = (cpuTimeMs(server.pid) - cpuBefore) / Math.max(1, result.requests.total);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx, cpuMs };
}

/**
 * Both callers warmed up (compiled plans, caches, JIT), then measured in alternating rounds so
 * drift in the machine's load hits both alike; each caller's median round is reported.
 */
async function compare(server: { url: string; pid: number }, path: string): Promise<Map<CallerName, Figures>> {
  const callers = [{ name: 'admin' as CallerName, token: BENCH_TOKEN }, ...CALLERS];
  for (const { token } of callers) await measure(server, path, token, 2);
  const rounds = new Map<CallerName, Figures[]>(callers.map(({ name }) => [name, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const { name, token } of callers) rounds.get(name)!.push(await measure(server, path, token, DURATION / ROUNDS));
  }
  const median = (list: Figures[], by: (f: Figures) => number) => [...list].sort((a, b) => by(a) - by(b))[Math.floor(list.length / 2)]!;
  const pick = (list: Figures[]) => ({ ...median(list, (f) => f.rps), cpuMs: median(list, (f) => f.cpuMs).cpuMs });
  return new Map([...rounds].map(([name, list]) => [name, pick(list)]));
}

const format = (figures: Figures) =>
  `${figures.rps.toFixed(0).padStart(6)} req/s  p50 ${String(figures.p50).padStart(3)} ms  p99 ${String(figures.p99).padStart(3)} ms  cpu ${figures.cpuMs.toFixed(3)} ms/req${figures.errors ? `  (${figures.errors} errors)` : ''}`;
const percent = (base: number, other: number) =>
  other >= base ? `+${((other / base - 1) * 100).toFixed(1)}%` : `-${((1 - other / base) * 100).toFixed(1)}%`;

async function benchOn(client: BenchClient): Promise<void> {
  const database = await createBenchDatabase(client);
  try {
    await bootstrapDatabase(database);
    const db = database.connect();
    await seedBenchData(db);
    await addRestrictedUser(db);
    await addOverlappingUser(db);
    await db.destroy();
    console.log(
      `\npermissions on ${client === 'pg' ? 'PostgreSQL' : 'SQLite'}: admin vs two restricted roles seeing the same rows, the second through two overlapping read rules (${CONNECTIONS} connections, ${ROUNDS} alternating rounds over ${DURATION} s each, medians; target: restricted at most 15%, overlapping at most 20% slower)`,
    );
    const server = await startBenchServer(database, 20_000 + Math.floor(Math.random() * 1_000));
    try {
      for (const { name, path } of PATHS) {
        const answer = (token: string) =>
          fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.text());
        const admin = await answer(BENCH_TOKEN);
        for (const caller of CALLERS) {
          const other = await answer(caller.token);
          if (admin !== other)
            console.log(
              `  ! answers differ for ${name}:\n    admin       ${admin.slice(0, 200)}\n    ${caller.name.padEnd(11)} ${other.slice(0, 200)}`,
            );
        }
        const figures = await compare({ url: server.url, pid: server.child.pid! }, path);
        const adminFigures = figures.get('admin')!;
        console.log(`  ${name.padEnd(26)} ${'admin'.padEnd(11)} ${format(adminFigures)}`);
        for (const caller of CALLERS) {
          const own = figures.get(caller.name)!;
          console.log(
            `  ${''.padEnd(26)} ${caller.name.padEnd(11)} ${format(own)}   req/s ${percent(adminFigures.rps, own.rps)}, cpu/req ${percent(adminFigures.cpuMs, own.cpuMs)}`,
          );
        }
      }
    } finally {
      await stopBenchServer(server);
    }
  } finally {
    await database.drop();
  }
}

/** Side-by-side list figures for an admin and a restricted user; prints, asserts nothing. */
export async function runPermissionsBench(clients: BenchClient[] = ['sqlite3', 'pg']): Promise<void> {
  for (const client of clients) await benchOn(client);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const only = process.env.BENCH_CLIENTS?.split(',') as BenchClient[] | undefined;
  await runPermissionsBench(only);
}

import autocannon from 'autocannon';
import {
  BENCH_TOKEN,
  bootstrapDatabase,
  createBenchDatabase,
  seedBenchData,
  startBenchServer,
  stopBenchServer,
  type RunningBenchServer,
} from './items-bench-setup.js';

interface Target {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

interface Scenario {
  name: string;
  rest: Target;
  graphql: Target;
  /** The rows of each answer, for checking that both read the same thing before timing. */
  rows: { rest: (body: any) => unknown[]; graphql: (body: any) => unknown[] }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 20;
const headers = { authorization: `Bearer ${BENCH_TOKEN}`, 'content-type': 'application/json' };
const graphqlPost = (query: string): Target => ({ method: 'POST', path: '/graphql', body: JSON.stringify({ query }) });

const LIST_QUERY = '{ bench_articles(limit: 25) { id title author { name } } }';
const SCENARIOS: Scenario[] = [
  {
    name: 'list 25, m2o expanded',
    rest: { method: 'GET', path: '/items/bench_articles?fields=id,title,author.name&limit=25' },
    graphql: graphqlPost(LIST_QUERY),
    rows: { rest: (body) => body.data, graphql: (body) => body.data.bench_articles },
  },
  {
    name: 'list 25, m2o expanded (GET)',
    rest: { method: 'GET', path: '/items/bench_articles?fields=id,title,author.name&limit=25' },
    graphql: { method: 'GET', path: `/graphql?query=${encodeURIComponent(LIST_QUERY)}` },
    rows: { rest: (body) => body.data, graphql: (body) => body.data.bench_articles },
  },
  {
    name: 'list 25, filter + sort',
    rest: { method: 'GET', path: '/items/bench_articles?fields=id,title,views&filter[status][_eq]=published&sort=-views&limit=25' },
    graphql: graphqlPost('{ bench_articles(filter: { status: { _eq: "published" } }, sort: ["-views"], limit: 25) { id title views } }'),
    rows: { rest: (body) => body.data, graphql: (body) => body.data.bench_articles },
  },
];

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(url: string, target: Target, duration = DURATION): Promise<Figures> {
  const result = await autocannon({
    url: `${url}${target.path}`,
    connections: CONNECTIONS,
    duration,
    method: target.method,
    headers,
    ...(target.body ? { body: target.body } : {}),
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/** Both answers' rows with ids as strings (GraphQL's ID type), so one read can be compared with the other. */
async function sameRows(server: RunningBenchServer, scenario: Scenario): Promise<boolean> {
  const fetchJson = async (target: Target) =>
    (await fetch(`${server.url}${target.path}`, { method: target.method, headers, ...(target.body ? { body: target.body } : {}) })).json();
  const [rest, graphql] = await Promise.all([fetchJson(scenario.rest), fetchJson(scenario.graphql)]);
  const normalise = (rows: unknown[] | undefined) =>
    JSON.stringify(rows ?? null, (key, value: unknown) => (key === 'id' ? String(value) : value));
  let restRows: string;
  let graphqlRows: string;
  try {
    restRows = normalise(scenario.rows.rest(rest));
    graphqlRows = normalise(scenario.rows.graphql(graphql));
  } catch {
    console.log(`  ! unexpected answer for ${scenario.name}: ${JSON.stringify(graphql).slice(0, 300)}`);
    return false;
  }
  if (restRows !== graphqlRows)
    console.log(`  ! rows differ for ${scenario.name}:\n    rest    ${restRows.slice(0, 300)}\n    graphql ${graphqlRows.slice(0, 300)}`);
  return restRows === graphqlRows;
}

const format = (figures: Figures) =>
  `${figures.rps.toFixed(0).padStart(6)} req/s  p50 ${String(figures.p50).padStart(3)} ms  p99 ${String(figures.p99).padStart(3)} ms${figures.errors ? `  (${figures.errors} errors)` : ''}`;

/**
 * `BENCH=graphql npm run bench`: GraphQL list reads next to REST for the same query (same fields,
 * limit and relation) on SQLite with the items bench's 100,000 articles; prints, asserts nothing.
 * BENCH_DURATION=3 for a quick run.
 */
export async function runGraphqlBench(): Promise<void> {
  const database = await createBenchDatabase('sqlite3');
  try {
    await bootstrapDatabase(database);
    const db = database.connect();
    await seedBenchData(db);
    await db.destroy();
    console.log(`\nGraphQL vs REST on SQLite (100,000 articles, 1,000 authors; ${CONNECTIONS} connections, ${DURATION} s each)`);
    const server = await startBenchServer(database, 20_000 + Math.floor(Math.random() * 1_000));
    try {
      for (const scenario of SCENARIOS) {
        const same = await sameRows(server, scenario);
        // Two seconds each first, so both run JIT-compiled code when timed.
        await measure(server.url, scenario.rest, 2);
        await measure(server.url, scenario.graphql, 2);
        const rest = await measure(server.url, scenario.rest);
        const graphql = await measure(server.url, scenario.graphql);
        console.log(`  ${scenario.name.padEnd(30)} REST    ${format(rest)}`);
        console.log(
          `  ${''.padEnd(30)} GraphQL ${format(graphql)}   ratio ${(graphql.rps / rest.rps).toFixed(2)}${same ? '' : '   (answers differ, see above)'}`,
        );
      }
    } finally {
      await stopBenchServer(server);
    }
  } finally {
    await database.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runGraphqlBench();

import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { benchServerCommand, serverCommand } from './server-command.js';

const BARE_SERVER = new URL('./bare-server.mjs', import.meta.url).pathname;

export const BENCH_TOKEN = 'bench-admin-static-token';

export type BenchClient = 'sqlite3' | 'pg';

export interface BenchDatabase {
  client: BenchClient;
  env: Record<string, string>;
  connect(): Knex;
  drop(): Promise<void>;
}

/** A fresh database for the bench: a SQLite file in a temp folder, or a new PostgreSQL database. */
export async function createBenchDatabase(client: BenchClient): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-items-bench-'));
  if (client === 'sqlite3') {
    const filename = join(dataDir, 'bench.db');
    return {
      client,
      env: { DB_CLIENT: 'sqlite3', DB_FILENAME: filename, DATA_DIR: dataDir },
      connect: () => knexFactory({ client: 'better-sqlite3', connection: { filename }, useNullAsDefault: true }),
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `tessera_bench_${randomBytes(4).toString('hex')}`;
  const admin = knexFactory({ client: 'pg', connection: { host: '127.0.0.1', user: 'postgres', database: 'postgres' } });
  await admin.raw(`create database "${name}"`);
  await admin.destroy();
  const connection = { host: '127.0.0.1', user: 'postgres', database: name };
  return {
    client,
    env: { DB_CLIENT: 'pg', DB_HOST: '127.0.0.1', DB_USER: 'postgres', DB_DATABASE: name, DATA_DIR: dataDir },
    connect: () => knexFactory({ client: 'pg', connection }),
    drop: async () => {
      const dropper = knexFactory({ client: 'pg', connection: { host: '127.0.0.1', user: 'postgres', database: 'postgres' } });
      await dropper.raw(`drop database if exists "${name}" with (force)`);
      await dropper.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function serverEnv(database: BenchDatabase, port: number): Record<string, string> {
  return {
    ...(process.env as Record<string, string>),
    LOG_LEVEL: 'error',
    ...database.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    // The benches saturate the server on purpose; the pressure limiter exists to refuse exactly that.
    PRESSURE_LIMITER_ENABLED: 'false',
    ADMIN_EMAIL: 'bench@example.com',
    ADMIN_PASSWORD: 'bench-password-1',
    SECRET: 'bench-secret-that-is-long-enough-for-hs256',
    SERVE_APP: 'false',
  };
}

/** `tessera bootstrap`: system tables, settings and the first admin, then exit. */
export async function bootstrapDatabase(database: BenchDatabase): Promise<void> {
  const bootstrap = serverCommand(['bootstrap']);
  const child = spawn(bootstrap.command, bootstrap.args, { env: serverEnv(database, 0), stdio: ['ignore', 'ignore', 'inherit'] });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`bootstrap exited with ${code}`);
}

/** The bench's two tables, empty: authors, and articles with a many-to-one to them, indexed on (status, views). */
export async function createBenchTables(db: Knex): Promise<void> {
  await db.schema.createTable('bench_authors', (t) => {
    t.increments('id');
    t.string('name', 100).notNullable();
  });
  await db.schema.createTable('bench_articles', (t) => {
    t.increments('id');
    t.string('title', 200).notNullable();
    t.string('status', 20).notNullable();
    t.integer('views').notNullable();
    t.float('score');
    t.integer('author').unsigned().references('id').inTable('bench_authors');
    if (db.client.config.client === 'pg') t.timestamp('created', { useTz: true });
    else t.specificType('created', 'timestamp');
    t.index(['status', 'views']);
  });
}

/**
 * 1,000 authors and 100,000 articles with a many-to-one to them, indexed as an operator would for
 * the list scenario (status + views), and a static token for the first admin.
 */
export async function seedBenchData(db: Knex): Promise<void> {
  await createBenchTables(db);
  const statuses = ['published', 'draft', 'archived', 'review'];
  await db.transaction(async (trx) => {
    const authors = Array.from({ length: 1000 }, (_, i) => ({ name: `Author ${i + 1}` }));
    for (let i = 0; i < authors.length; i += 250) await trx('bench_authors').insert(authors.slice(i, i + 250));
    const isPg = db.client.config.client === 'pg';
    // SQLite caps a compound SELECT (Knex's multi-row insert) at 500 terms.
    for (let start = 0; start < 100_000; start += 250) {
      const rows = Array.from({ length: 250 }, (_, j) => {
        const n = start + j;
        const created = new Date(Date.UTC(2024, 0, 1) + n * 60_000).toISOString();
        return {
          title: `Article number ${n + 1}`,
          status: statuses[n % statuses.length]!,
          views: (n * 7919) % 100_000,
          score: (n % 50) / 10,
          author: (n % 1000) + 1,
          created: isPg ? created : created.replace('T', ' ').replace('.000Z', ''),
        };
      });
      await trx('bench_articles').insert(rows);
    }
  });
  await db('directus_users').where({ email: 'bench@example.com' }).update({ token: BENCH_TOKEN });
  if (db.client.config.client !== 'pg') await db.raw('analyze');
  else await db.raw('analyze bench_articles');
}

export interface RunningBenchServer {
  child: ChildProcess;
  url: string;
  /** Peak resident memory of the server process (VmHWM), in MB. */
  peakRssMb(): number;
  /** Resident memory of the server process now (VmRSS), in MB. */
  rssMb(): number;
  /** CPU time the server process has used so far (user + system), in milliseconds. */
  cpuMs(): number;
}

export async function startBenchServer(database: BenchDatabase, port: number): Promise<RunningBenchServer> {
  const start = benchServerCommand();
  return startListening(start.command, start.args, database, port);
}

/**
 * bare-server.mjs: the baseline routes alone in a bare Fastify process on the raw driver (no Tessera
 * at all); with `requestLine`, Fastify's own logger writes one line per answered request.
 */
export async function startBareServer(database: BenchDatabase, port: number, requestLine = false): Promise<RunningBenchServer> {
  const logged = requestLine ? { ...database, env: { ...database.env, BARE_REQUEST_LINE: 'true' } } : database;
  return startListening(process.execPath, [BARE_SERVER], logged, port);
}

async function startListening(command: string, args: string[], database: BenchDatabase, port: number): Promise<RunningBenchServer> {
  const child = spawn(command, args, { env: serverEnv(database, port), stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    try {
      if ((await (await fetch(`${url}/server/ping`)).text()) === 'pong') break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (Date.now() - started > 30_000) throw new Error('server did not start within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return {
    child,
    url,
    peakRssMb: () => procStatusMb(child, 'VmHWM'),
    rssMb: () => procStatusMb(child, 'VmRSS'),
    cpuMs: () => procCpuMs(child),
  };
}

export async function stopBenchServer(server: RunningBenchServer, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill(signal);
  await exited;
}

function procStatusMb(child: ChildProcess, field: 'VmHWM' | 'VmRSS'): number {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024;
}

/** utime + stime of /proc/<pid>/stat (fields 14 and 15, in clock ticks of 10 ms). */
function procCpuMs(child: ChildProcess): number {
  const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

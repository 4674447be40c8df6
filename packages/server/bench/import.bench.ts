import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { BENCH_TOKEN, bootstrapDatabase, createBenchDatabase, serverEnv, type BenchClient } from './items-bench-setup.js';
import { serverCommand } from './server-command.js';

const ROWS = 100_000;
/** Rows per write of the generated request body. */
const SLICE = 1_000;

/** Resident set size of a process in bytes, from /proc (Linux), or null when it is gone. */
function rssOf(pid: number): number | null {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

async function waitForPong(url: string): Promise<void> {
  const started = performance.now();
  for (;;) {
    const answer = await fetch(`${url}/server/ping`).then(
      (response) => response.text(),
      () => null,
    );
    if (answer === 'pong') return;
    if (performance.now() - started > 30_000) throw new Error('server did not answer within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const csvRow = (index: number) =>
  `Row ${index},${index % 1000},${index % 2 === 0},${(index % 50) / 10},2024-01-${String((index % 28) + 1).padStart(2, '0')}\n`;

/** One multipart request whose CSV file of ROWS rows is made as it is sent (the bench holds SLICE rows at a time). */
function importGenerated(url: string): Promise<{ status: number; body: string }> {
  const boundary = `bench${Date.now()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="rows.csv"\r\nContent-Type: text/csv\r\n\r\ntitle,views,published,rating,day\n`;
  return new Promise((resolve, reject) => {
    const req = request(`${url}/utils/import/bench_import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${BENCH_TOKEN}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    req.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (text: string) => (body += text));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    let sent = 0;
    const pump = () => {
      while (sent < ROWS) {
        const rows = Array.from({ length: Math.min(SLICE, ROWS - sent) }, (_, offset) => csvRow(sent + offset)).join('');
        sent += SLICE;
        if (!req.write(rows)) return void req.once('drain', pump);
      }
      req.end(`\r\n--${boundary}--\r\n`);
    };
    req.write(head);
    pump();
  });
}

async function benchOn(client: BenchClient): Promise<void> {
  const database = await createBenchDatabase(client);
  const port = 22_000 + Math.floor(Math.random() * 2_000);
  const url = `http://127.0.0.1:${port}`;
  try {
    await bootstrapDatabase(database);
    const db = database.connect();
    await db.schema.createTable('bench_import', (t) => {
      t.increments('id');
      t.string('title', 100).notNullable();
      t.integer('views');
      t.boolean('published');
      t.float('rating');
      t.date('day');
    });
    await db('directus_users').update({ token: BENCH_TOKEN });
    await db.destroy();
    const start = serverCommand(['start']);
    const child = spawn(start.command, start.args, { env: serverEnv(database, port), stdio: 'ignore' });
    try {
      await waitForPong(url);
      const before = rssOf(child.pid!) ?? 0;
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, rssOf(child.pid!) ?? 0)), 20);
      const started = performance.now();
      const result = await importGenerated(url);
      const seconds = (performance.now() - started) / 1000;
      clearInterval(sampler);
      if (result.status !== 200) throw new Error(`import answered ${result.status}: ${result.body.slice(0, 300)}`);
      const counted = await fetch(`${url}/items/bench_import?aggregate[count]=*`, { headers: { authorization: `Bearer ${BENCH_TOKEN}` } });
      const count = Number(((await counted.json()) as { data: Array<{ count: unknown }> }).data[0]?.count);
      if (count !== ROWS) throw new Error(`imported ${count} rows, expected ${ROWS}`);
      const mb = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(0)} MB`;
      console.log(
        `CSV import of ${ROWS.toLocaleString('en')} rows on ${client === 'pg' ? 'PostgreSQL' : 'SQLite'}: ` +
          `${Math.round(ROWS / seconds).toLocaleString('en')} rows/s (${seconds.toFixed(1)} s), server peak RSS ${mb(peak)} (${mb(before)} before)`,
      );
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  } finally {
    await database.drop();
  }
}

/**
 * `BENCH=import`: 100,000 CSV rows (text, integer, boolean, float, date) imported through
 * `POST /utils/import/:collection` as one streamed multipart request, with activity and revisions
 * as for `POST /items`; prints rows per second and the server's peak RSS. BENCH_CLIENTS=sqlite3 (or pg) narrows it.
 */
export async function runImportBench(): Promise<void> {
  const clients = (process.env.BENCH_CLIENTS?.split(',').map((name) => name.trim()) ?? ['sqlite3', 'pg']) as BenchClient[];
  for (const client of clients) await benchOn(client);
}

if (import.meta.url === `file://${process.argv[1]}`) await runImportBench();

import type { Knex } from 'knex';
import { EXPORT_FORMATS } from '../src/services/export/export-format.js';
import {
  BENCH_TOKEN,
  bootstrapDatabase,
  createBenchDatabase,
  seedBenchData,
  startBenchServer,
  stopBenchServer,
  type BenchClient,
} from './items-bench-setup.js';

const ROWS = 100_000;

/** Waits for the notification that ends an export (ready or failed) with an id above `afterId`. */
async function notificationAfter(db: Knex, afterId: number): Promise<{ subject: string; item: string | null }> {
  for (;;) {
    const row = (await db('directus_notifications').where('id', '>', afterId).orderBy('id').first('subject', 'item')) as
      { subject: string; item: string | null } | undefined;
    if (row) return row;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * `POST /utils/export/bench_articles` of 100,000 rows (with their m2o author's name) in each
 * format, one after the other, against a Tessera process started as shipped: seconds from the
 * request to the notification, rows/s, the file's size, and the server's peak RSS (VmHWM) so far.
 */
async function runOn(client: BenchClient): Promise<void> {
  const database = await createBenchDatabase(client);
  const db = database.connect();
  try {
    await bootstrapDatabase(database);
    await seedBenchData(db);
    const server = await startBenchServer(database, 21_000 + Math.floor(Math.random() * 2_000));
    try {
      console.log(`${client}: server RSS ${server.rssMb().toFixed(0)} MB before the exports`);
      for (const format of EXPORT_FORMATS) {
        const last = (await db('directus_notifications').max('id as id').first()) as { id: number | null };
        const started = performance.now();
        const response = await fetch(`${server.url}/utils/export/bench_articles`, {
          method: 'POST',
          headers: { authorization: `Bearer ${BENCH_TOKEN}`, 'content-type': 'application/json' },
          body: JSON.stringify({ format, query: { fields: ['*', 'author.name'], limit: -1 } }),
        });
        if (response.status !== 204) throw new Error(`export answered ${response.status}: ${await response.text()}`);
        const answeredMs = performance.now() - started;
        const notice = await notificationAfter(db, Number(last?.id ?? 0));
        const seconds = (performance.now() - started) / 1000;
        if (!notice.item) throw new Error(`the ${format} export failed: ${notice.subject}`);
        const file = (await db('directus_files').where('id', notice.item).first('filesize')) as { filesize: number | string };
        console.log(
          `${client} ${format}: ${ROWS.toLocaleString('en')} rows in ${seconds.toFixed(2)} s = ${Math.round(ROWS / seconds).toLocaleString('en')} rows/s, ` +
            `${(Number(file.filesize) / 2 ** 20).toFixed(1)} MB file, 204 after ${answeredMs.toFixed(0)} ms, server peak RSS ${server.peakRssMb().toFixed(0)} MB`,
        );
      }
    } finally {
      await stopBenchServer(server);
    }
  } finally {
    await db.destroy();
    await database.drop();
  }
}

/** `BENCH=export`: background export of 100,000 rows on SQLite and PostgreSQL. */
export async function runExportBench(): Promise<void> {
  for (const client of ['sqlite3', 'pg'] as const) await runOn(client);
}

if (import.meta.url === `file://${process.argv[1]}`) await runExportBench();

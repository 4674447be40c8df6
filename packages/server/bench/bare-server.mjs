// @ts-check
/**
 * The practical limit the items bench compares Tessera with: a bare Fastify process (no logger, no
 * hooks, no authentication) running the baseline routes of bare-routes.mjs straight on the driver,
 * better-sqlite3 with Tessera's pragmas, or a `pg` Pool as large as Tessera's default pool.
 * Configured by the same variables as the server (DB_CLIENT, DB_FILENAME, DB_HOST, DB_USER,
 * DB_DATABASE, DATA_DIR, HOST, PORT). With BARE_REQUEST_LINE=true it also logs one pino line per
 * answered request through Fastify's own logger, the least any server that logs its requests pays.
 */
import { join } from 'node:path';
import Fastify, { LogController } from 'fastify';
import { mountBareRoutes } from './bare-routes.mjs';

/** @typedef {import('./bare-routes.mjs').Row} Row */
/** @typedef {import('./bare-routes.mjs').Run} Run */

const env = process.env;
const isPg = env.DB_CLIENT === 'pg';
const dataDir = env.DATA_DIR ?? './data';

/** @type {<T>(work: (run: Run) => Promise<T>) => Promise<T>} */
let withRun;
/** @type {() => Promise<void>} */
let closeDatabase;
if (isPg) {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ host: env.DB_HOST, user: env.DB_USER, database: env.DB_DATABASE, max: Number(env.DB_POOL_MAX ?? 10) });
  withRun = async (work) => {
    const client = await pool.connect();
    try {
      return await work(async (sql, values) => (await client.query({ text: sql, values })).rows);
    } finally {
      client.release();
    }
  };
  closeDatabase = () => pool.end();
} else {
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(env.DB_FILENAME ?? join(dataDir, 'tessera.db'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  /** @type {Map<string, import('better-sqlite3').Statement>} */
  const statements = new Map();
  /** @type {Run} */
  const run = async (sql, values) => {
    let statement = statements.get(sql);
    if (!statement) statements.set(sql, (statement = db.prepare(sql)));
    return statement.reader ? /** @type {Row[]} */ (statement.all(values)) : (statement.run(values), []);
  };
  withRun = (work) => work(run);
  closeDatabase = async () => {
    db.close();
  };
}

const [admin] = await withRun((run) => run("SELECT id FROM directus_users WHERE status = 'active' ORDER BY email LIMIT 1", []));
const adminId = admin ? String(admin.id) : null;
const app =
  env.BARE_REQUEST_LINE === 'true'
    ? Fastify({ logger: { level: 'info' }, logController: new LogController({ disableRequestLogging: true }) })
    : Fastify({ logger: false });
if (env.BARE_REQUEST_LINE === 'true')
  app.addHook('onResponse', (request, reply, done) => {
    const { method, url } = request;
    request.log.info({ method, url, statusCode: reply.statusCode, responseTime: reply.elapsedTime }, 'request completed');
    done();
  });
mountBareRoutes(app, { isPg, withRun, uploads: join(dataDir, 'uploads'), userOf: () => adminId });
app.get('/server/ping', async (_request, reply) => reply.type('text/plain').send('pong'));
await app.listen({ host: env.HOST ?? '127.0.0.1', port: Number(env.PORT ?? 8056) });
const stop = async () => {
  await app.close();
  await closeDatabase();
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());

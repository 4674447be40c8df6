// @ts-check
/**
 * The bench's baseline: the SQL the items engine runs for the bench scenarios, written by hand
 * against the raw driver with prepared statements, answering the same JSON. `npm run bench`
 * compares /items with these to measure what the engine costs. Only the benches' servers mount them
 * (bench-server.mjs, bare-server.mjs); they are unauthenticated and write system tables, so they
 * never ship in the server's source.
 */

/** @typedef {Record<string, unknown>} Row */
/** @typedef {(sql: string, values: unknown[]) => Promise<Row[]>} Run */

import { createReadStream } from 'node:fs';
import { join } from 'node:path';

const COLUMNS = 'id, title, status, views, score, author, created';

/**
 * The baseline inside Tessera's own process: the routes beside /items, on Knex's pool, so they pay
 * for the connections (and every Fastify hook Tessera registers) exactly as the items engine does.
 * @param {import('fastify').FastifyInstance} app
 * @param {import('@tessera/server').AppContext} ctx
 */
export async function bareRoutes(app, ctx) {
  const isPg = ctx.db.client.config.client === 'pg';
  /** @type {Map<string, import('better-sqlite3').Statement>} */
  const statements = new Map();
  const pool = /** @type {{ acquireConnection(): Promise<unknown>; releaseConnection(connection: unknown): Promise<void> }} */ (
    ctx.db.client
  );
  /** @type {<T>(work: (run: Run) => Promise<T>) => Promise<T>} */
  const withRun = async (work) => {
    const connection = await pool.acquireConnection();
    try {
      return await work(async (sql, values) => {
        if (isPg) return (await /** @type {import('pg').ClientBase} */ (connection).query({ text: sql, values })).rows;
        let statement = statements.get(sql);
        if (!statement) statements.set(sql, (statement = /** @type {import('better-sqlite3').Database} */ (connection).prepare(sql)));
        return statement.reader ? /** @type {Row[]} */ (statement.all(values)) : (statement.run(values), []);
      });
    } finally {
      await pool.releaseConnection(connection);
    }
  };
  mountBareRoutes(app, {
    isPg,
    withRun,
    uploads: join(ctx.config.DATA_DIR, 'uploads'),
    userOf: (request) => request.accountability.user,
  });
}

/**
 * @typedef {object} BareOptions
 * @property {boolean} isPg
 * @property {<T>(work: (run: Run) => Promise<T>) => Promise<T>} withRun  one connection for the work
 * @property {string} uploads  the folder of stored files
 * @property {(request: import('fastify').FastifyRequest) => string | null} userOf  the user an activity row names
 */

/**
 * The baseline routes on any connection source: Tessera's pool (above) or the raw drivers of
 * bare-server.mjs, which runs them with no authentication, no logging and no other hook at all.
 * @param {import('fastify').FastifyInstance} app
 * @param {BareOptions} options
 */
export function mountBareRoutes(app, { isPg, withRun, uploads, userOf }) {
  // The assets bench's baseline: a stored file straight off the disk, no permission check, no headers work.
  app.get('/bench-bare/file/:key', async (request, reply) => {
    const key = /** @type {{ key: string }} */ (request.params).key;
    if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(key)) return reply.status(404).send();
    return reply.type('image/jpeg').send(createReadStream(join(uploads, key)));
  });
  const p = (/** @type {number} */ index) => (isPg ? `$${index}` : '?');
  const article = (/** @type {Row} */ row) => ({
    id: row.id,
    title: row.title,
    status: row.status,
    views: row.views,
    score: row.score,
    author: row.author,
    created: iso(row.created),
  });
  /** @param {import('fastify').FastifyReply} reply @param {unknown} data */
  const send = (reply, data) => reply.type('application/json; charset=utf-8').send(JSON.stringify({ data }));

  app.get('/bench-bare/list', async (request, reply) => {
    const status = /** @type {{ status?: string }} */ (request.query).status ?? 'published';
    const rows = await withRun((run) =>
      run(`SELECT ${COLUMNS} FROM bench_articles WHERE status = ${p(1)} ORDER BY views DESC, id DESC LIMIT 25`, [status]),
    );
    return send(reply, rows.map(article));
  });

  app.get('/bench-bare/expanded', async (_request, reply) => {
    const data = await withRun(async (run) => {
      const rows = await run(`SELECT ${COLUMNS} FROM bench_articles ORDER BY id ASC LIMIT 25`, []);
      const keys = [...new Set(rows.map((row) => row.author).filter((key) => key !== null))];
      const authors =
        keys.length === 0
          ? []
          : await run(`SELECT id, name FROM bench_authors WHERE id IN (${keys.map((_, i) => p(i + 1)).join(', ')})`, keys);
      const byId = new Map(authors.map((author) => [author.id, { name: author.name }]));
      return rows.map((row) => ({ ...article(row), author: row.author === null ? null : (byId.get(row.author) ?? null) }));
    });
    return send(reply, data);
  });

  app.get('/bench-bare/item/:id', async (request, reply) => {
    const id = Number(/** @type {{ id: string }} */ (request.params).id);
    const [row] = await withRun((run) => run(`SELECT ${COLUMNS} FROM bench_articles WHERE id = ${p(1)} LIMIT 1`, [id]));
    return row ? send(reply, article(row)) : reply.status(403).send();
  });

  app.post('/bench-bare/create', async (request, reply) => {
    const body = /** @type {Row} */ (request.body);
    const row = await withRun(async (run) => {
      await run('BEGIN', []);
      try {
        const [created] = await run(
          `INSERT INTO bench_articles (title, status, views, score, author, created) VALUES (${p(1)}, ${p(2)}, ${p(3)}, ${p(4)}, ${p(5)}, ${p(6)}) RETURNING id`,
          [body.title, body.status, body.views, body.score, body.author, dbTime(body.created, isPg)],
        );
        const id = String(created?.id);
        const [activity] = await run(
          `INSERT INTO directus_activity (action, "user", ip, user_agent, origin, collection, item) VALUES ('create', ${p(1)}, ${p(2)}, ${p(3)}, ${p(4)}, 'bench_articles', ${p(5)}) RETURNING id`,
          [userOf(request), request.ip, request.headers['user-agent'] ?? null, null, id],
        );
        const json = JSON.stringify(body);
        await run(
          `INSERT INTO directus_revisions (activity, collection, item, data, delta) VALUES (${p(1)}, 'bench_articles', ${p(2)}, ${p(3)}, ${p(4)})`,
          [activity?.id, id, json, json],
        );
        await run('COMMIT', []);
        return (await run(`SELECT ${COLUMNS} FROM bench_articles WHERE id = ${p(1)}`, [created?.id]))[0] ?? {};
      } catch (error) {
        await run('ROLLBACK', []);
        throw error;
      }
    });
    return send(reply, article(row));
  });

  app.get('/bench-bare/aggregate', async (_request, reply) => {
    const rows = await withRun((run) =>
      run('SELECT status, COUNT(*) AS count FROM bench_articles GROUP BY status ORDER BY status ASC LIMIT 100', []),
    );
    return send(
      reply,
      rows.map((row) => ({ status: row.status, count: Number(row.count) })),
    );
  });
}

/** @param {unknown} value @param {boolean} isPg @returns {string | null} */
function dbTime(value, isPg) {
  if (typeof value !== 'string') return null;
  const iso = new Date(value).toISOString();
  return isPg ? iso : iso.replace('T', ' ').replace(/\.000Z$|Z$/, '');
}

/** @param {unknown} value @returns {string | null} */
function iso(value) {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  return new Date(`${String(value).replace(' ', 'T')}Z`).toISOString();
}

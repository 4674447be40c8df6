import type { Database, Statement } from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import type { ClientBase } from 'pg';
import type { AppContext } from '../../app-context.js';
import { dbClientOf } from '../../db/connection.js';

type Row = Record<string, unknown>;
type Run = (sql: string, values: unknown[]) => Promise<Row[]>;

const COLUMNS = 'id, title, status, views, score, author, created';

/**
 * Benchmark baseline only (BENCH_BARE_ROUTES=true): the SQL the items engine runs for the bench
 * scenarios, written by hand against the raw driver with prepared statements, answering the same
 * JSON. `npm run bench` compares /items with these to measure what the engine costs.
 */
export async function benchBareRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const isPg = dbClientOf(ctx.db) === 'pg';
  const p = (index: number) => (isPg ? `$${index}` : '?');
  const statements = new Map<string, Statement>();
  const pool = ctx.db.client as { acquireConnection(): Promise<unknown>; releaseConnection(connection: unknown): Promise<void> };
  const withRun = async <T>(work: (run: Run) => Promise<T>): Promise<T> => {
    const connection = await pool.acquireConnection();
    try {
      return await work(async (sql, values) => {
        if (isPg) return (await (connection as ClientBase).query<Row>({ text: sql, values })).rows;
        let statement = statements.get(sql);
        if (!statement) statements.set(sql, (statement = (connection as Database).prepare(sql)));
        return statement.reader ? (statement.all(values) as Row[]) : (statement.run(values), []);
      });
    } finally {
      await pool.releaseConnection(connection);
    }
  };
  const article = (row: Row) => ({ id: row.id, title: row.title, status: row.status, views: row.views, score: row.score, author: row.author, created: iso(row.created) });
  const send = (reply: { type(t: string): { send(body: string): unknown } }, data: unknown) => reply.type('application/json; charset=utf-8').send(JSON.stringify({ data }));

  app.get<{ Querystring: { status?: string } }>('/bench-bare/list', async (request, reply) => {
    const rows = await withRun((run) => run(`SELECT ${COLUMNS} FROM bench_articles WHERE status = ${p(1)} ORDER BY views DESC, id DESC LIMIT 25`, [request.query.status ?? 'published']));
    return send(reply, rows.map(article));
  });

  app.get('/bench-bare/expanded', async (_request, reply) => {
    const data = await withRun(async (run) => {
      const rows = await run(`SELECT ${COLUMNS} FROM bench_articles ORDER BY id ASC LIMIT 25`, []);
      const keys = [...new Set(rows.map((row) => row.author).filter((key) => key !== null))];
      const authors = keys.length === 0 ? [] : await run(`SELECT id, name FROM bench_authors WHERE id IN (${keys.map((_, i) => p(i + 1)).join(', ')})`, keys);
      const byId = new Map(authors.map((author) => [author.id, { name: author.name }]));
      return rows.map((row) => ({ ...article(row), author: row.author === null ? null : (byId.get(row.author) ?? null) }));
    });
    return send(reply, data);
  });

  app.get<{ Params: { id: string } }>('/bench-bare/item/:id', async (request, reply) => {
    const [row] = await withRun((run) => run(`SELECT ${COLUMNS} FROM bench_articles WHERE id = ${p(1)} LIMIT 1`, [Number(request.params.id)]));
    return row ? send(reply, article(row)) : reply.status(403).send();
  });

  app.post<{ Body: Row }>('/bench-bare/create', async (request, reply) => {
    const body = request.body;
    const row = await withRun(async (run) => {
      await run('BEGIN', []);
      try {
        const [created] = await run(
          `INSERT INTO bench_articles (title, status, views, score, author, created) VALUES (${p(1)}, ${p(2)}, ${p(3)}, ${p(4)}, ${p(5)}, ${p(6)}) RETURNING id`,
          [body.title, body.status, body.views, body.score, body.author, dbTime(body.created, isPg)],
        );
        const [activity] = await run(
          `INSERT INTO directus_activity (action, "user", ip, user_agent, origin, collection, item) VALUES ('create', ${p(1)}, ${p(2)}, ${p(3)}, ${p(4)}, 'bench_articles', ${p(5)}) RETURNING id`,
          [request.accountability.user, request.ip, request.headers['user-agent'] ?? null, null, String(created!.id)],
        );
        const json = JSON.stringify(body);
        await run(`INSERT INTO directus_revisions (activity, collection, item, data, delta) VALUES (${p(1)}, 'bench_articles', ${p(2)}, ${p(3)}, ${p(4)})`, [activity!.id, String(created!.id), json, json]);
        await run('COMMIT', []);
        return (await run(`SELECT ${COLUMNS} FROM bench_articles WHERE id = ${p(1)}`, [created!.id]))[0]!;
      } catch (error) {
        await run('ROLLBACK', []);
        throw error;
      }
    });
    return send(reply, article(row));
  });

  app.get('/bench-bare/aggregate', async (_request, reply) => {
    const rows = await withRun((run) => run('SELECT status, COUNT(*) AS count FROM bench_articles GROUP BY status ORDER BY status ASC LIMIT 100', []));
    return send(reply, rows.map((row) => ({ status: row.status, count: Number(row.count) })));
  });
}

function dbTime(value: unknown, isPg: boolean): string | null {
  if (typeof value !== 'string') return null;
  const iso = new Date(value).toISOString();
  return isPg ? iso : iso.replace('T', ' ').replace(/\.000Z$|Z$/, '');
}

function iso(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  return new Date(`${String(value).replace(' ', 'T')}Z`).toISOString();
}

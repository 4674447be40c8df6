import { expect } from 'vitest';
import type { TestServer } from './start-test-server.js';

/**
 * A collection made through the API whose inserts take `delay` seconds: a BEFORE INSERT trigger
 * (added straight in the database, the one thing the API cannot make) sleeps that long.
 */
export async function createSlowCollection(server: TestServer): Promise<void> {
  const created = await server.asAdmin('/collections', {
    method: 'POST',
    json: {
      collection: 'slow_rows',
      schema: {},
      fields: [
        { field: 'id', type: 'integer', schema: { is_primary_key: true, has_auto_increment: true } },
        { field: 'delay', type: 'float' },
      ],
    },
  });
  expect(created.status).toBe(200);
  const db = server.server.ctx.db;
  if (server.database.client === 'pg') {
    await db.raw(
      'create function slow_rows_sleep() returns trigger language plpgsql as $$ begin perform pg_sleep(new.delay); return new; end $$',
    );
    await db.raw('create trigger slow_rows_sleep before insert on slow_rows for each row execute function slow_rows_sleep()');
  } else {
    await db.raw('create trigger slow_rows_sleep before insert on slow_rows for each row set @slept = sleep(new.delay)');
  }
}

/** True while a statement of the server is sleeping in that trigger (the request is in flight). */
export async function isSleeping(server: TestServer): Promise<boolean> {
  const db = server.server.ctx.db;
  if (server.database.client === 'pg') {
    const result = (await db.raw(
      "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event = 'PgSleep'",
    )) as { rows: Array<{ n: number }> };
    return result.rows[0]!.n > 0;
  }
  const [rows] = (await db.raw(
    "select count(*) as n from information_schema.processlist where db = database() and state = 'User sleep'",
  )) as [Array<{ n: number }>];
  return Number(rows[0]!.n) > 0;
}

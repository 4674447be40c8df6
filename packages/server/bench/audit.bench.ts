import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { createCommittedWrites } from '../src/events/committed-writes.js';
import type { Accountability } from '../src/permissions/accountability.js';
import { loadSchema } from '../src/schema/load-schema.js';
import { createItems } from '../src/services/items/create-items.js';
import type { OperationContext } from '../src/services/items/operation-context.js';
import { updateItems } from '../src/services/items/update-items.js';
import { bootstrapDatabase, createBenchDatabase } from './items-bench-setup.js';

const WRITES = 500;
const ROUNDS = 5;

interface Cost {
  /** Wall time per write, µs. */
  wall: number;
  /** This process's CPU time per write (SQLite runs in it), µs: what the shared cores' load moves least. */
  cpu: number;
}

/** The fastest of ROUNDS rounds of WRITES writes, per write: on a loaded machine the least disturbed round. */
async function costPerWrite(write: (index: number) => Promise<unknown>): Promise<Cost> {
  let best: Cost = { wall: Infinity, cpu: Infinity };
  for (let round = 0; round < ROUNDS; round++) {
    const cpu = process.cpuUsage();
    const started = process.hrtime.bigint();
    for (let index = 0; index < WRITES; index++) await write(round * WRITES + index);
    const wall = Number(process.hrtime.bigint() - started) / 1_000 / WRITES;
    const used = process.cpuUsage(cpu);
    best = { wall: Math.min(best.wall, wall), cpu: Math.min(best.cpu, (used.user + used.system) / WRITES) };
  }
  return best;
}

/**
 * The audit trail's cost (issue 40): an admin's write to a system collection (now with its
 * activity row and revision) beside item writes to a user collection recording everything and
 * nothing, through the item operations in-process on SQLite, one write at a time. Printed in µs
 * per write (wall and CPU); asserts nothing.
 */
export async function runAuditBench(): Promise<void> {
  const database = await createBenchDatabase('sqlite3');
  let db: Knex | null = null;
  try {
    await bootstrapDatabase(database);
    db = database.connect();
    for (const name of ['bench_notes', 'bench_quiet']) {
      await db.schema.createTable(name, (table) => {
        table.increments('id');
        table.string('title', 100);
      });
    }
    await db('directus_collections').insert([
      { collection: 'bench_notes', accountability: 'all' },
      { collection: 'bench_quiet', accountability: null },
    ]);
    const admin = (await db('directus_users').first('id')) as { id: string };
    const accountability: Accountability = {
      user: admin.id,
      role: null,
      admin: true,
      app: true,
      ip: '127.0.0.1',
      userAgent: 'bench',
      origin: null,
    };
    const op: OperationContext = { db, schema: await loadSchema(db, 1), accountability, writes: createCommittedWrites(console) };
    const [note] = await createItems(op, 'bench_notes', [{ title: 'note' }]);
    const [quiet] = await createItems(op, 'bench_quiet', [{ title: 'quiet' }]);
    const [role] = await createItems(op, 'directus_roles', [{ name: 'Bench role' }]);

    const figures: Array<[string, Cost]> = [
      [
        'item update, accountability all (activity + revision)',
        await costPerWrite((i) => updateItems(op, 'bench_notes', [note], { title: `n${i}` })),
      ],
      [
        'item update, accountability null (nothing recorded)',
        await costPerWrite((i) => updateItems(op, 'bench_quiet', [quiet], { title: `q${i}` })),
      ],
      [
        'role update by an admin (activity + revision)',
        await costPerWrite((i) => updateItems(op, 'directus_roles', [role], { description: `r${i}` })),
      ],
      ['item create, accountability all', await costPerWrite((i) => createItems(op, 'bench_notes', [{ title: `c${i}` }]))],
      ['role create by an admin', await costPerWrite(() => createItems(op, 'directus_roles', [{ name: `Role ${randomUUID()}` }]))],
    ];
    for (const [name, cost] of figures) console.log(`${name}: ${cost.wall.toFixed(0)} µs per write, ${cost.cpu.toFixed(0)} µs CPU`);
  } finally {
    await db?.destroy();
    await database.drop();
  }
}

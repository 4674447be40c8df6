import type { Knex } from 'knex';

type Results<T extends readonly (() => Promise<unknown>)[]> = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };

/**
 * Runs independent reads side by side on a pool, one after another on a transaction: a
 * transaction is one connection, and pg refuses overlapping queries on one client (deprecated
 * since pg 8.x, removed in pg 9).
 */
export async function readAll<T extends readonly (() => Promise<unknown>)[]>(db: Knex, reads: T): Promise<Results<T>> {
  if (!db.isTransaction) return (await Promise.all(reads.map((read) => read()))) as Results<T>;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results<T>;
}

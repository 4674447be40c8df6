import type { Knex } from 'knex';
import { dialectOf } from '../dialects/dialect-of.js';
import type { TableInfo } from './table-info.js';

/** Reads every table of the live database: columns, keys and foreign keys. */
export function introspect(db: Knex): Promise<TableInfo[]> {
  return dialectOf(db).introspect(db);
}

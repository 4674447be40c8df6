import { createHash } from 'node:crypto';

/**
 * `<table>_<column>_<suffix>` as Knex names indexes and constraints, shortened with a hash when
 * it would pass the database's identifier limit (MySQL refuses longer names, PostgreSQL
 * silently truncates them, which makes two long names collide).
 */
export function constraintName(table: string, column: string, suffix: 'foreign' | 'unique' | 'index', maxLength: number): string {
  const full = `${table}_${column}_${suffix}`.toLowerCase();
  if (full.length <= maxLength) return full;
  const hash = createHash('sha1').update(full).digest('hex').slice(0, 8);
  return `${full.slice(0, maxLength - suffix.length - hash.length - 2)}_${hash}_${suffix}`;
}

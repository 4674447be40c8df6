import type { Knex } from 'knex';
import type { Config } from '../../config/load-config.js';
import { invalidQuery } from '../../errors/error-helpers.js';
import { castRowOut, columnsOf } from './system-rows.js';

/**
 * The part of the query language that /users and /roles answer until they run on the item
 * operations: fields (with one level of many-to-one, e.g. `role.*`), sort, limit, offset, page, meta.
 */
export interface PlainQuery {
  fields: string[];
  sort: string[];
  limit?: number;
  offset?: number;
  page?: number;
  meta: Array<'total_count' | 'filter_count'>;
}

const UNSUPPORTED = ['filter', 'search', 'aggregate', 'groupBy', 'deep', 'alias'];

/** Many-to-one links of system tables that `fields` may follow one level deep. */
const MANY_TO_ONE: Record<string, Record<string, string>> = {
  directus_users: { role: 'directus_roles', avatar: 'directus_files' },
};

export function parsePlainQuery(raw: Record<string, unknown>): PlainQuery {
  for (const option of UNSUPPORTED) {
    if (raw[option] !== undefined && raw[option] !== '') throw invalidQuery(`"${option}" is not supported on this endpoint yet`);
  }
  const meta = raw.meta === undefined ? [] : list(raw.meta, 'meta');
  if (meta.some((kind) => !['total_count', 'filter_count', '*'].includes(kind))) throw invalidQuery('"meta" must be total_count, filter_count or *');
  return {
    fields: raw.fields === undefined ? ['*'] : list(raw.fields, 'fields'),
    sort: raw.sort === undefined ? [] : list(raw.sort, 'sort'),
    ...integer(raw.limit, 'limit', -1),
    ...integer(raw.offset, 'offset', 0),
    ...integer(raw.page, 'page', 1),
    meta: meta.includes('*') ? ['total_count', 'filter_count'] : (meta as PlainQuery['meta']),
  };
}

export interface PlainReadOptions {
  config: Pick<Config, 'QUERY_LIMIT_DEFAULT' | 'QUERY_LIMIT_MAX'>;
  /** Only these primary keys (kept in this order when `sort` is empty). */
  keys?: readonly string[];
}

/** Rows of a system table by a PlainQuery, cast for the API; nested many-to-one objects read in one query per link. */
export async function readPlainRows(db: Knex, table: string, query: PlainQuery, options: PlainReadOptions): Promise<Record<string, unknown>[]> {
  const columns = columnsOf(table);
  const { own, nested } = splitFields(table, query.fields);
  const select = new Set(own);
  for (const link of nested.keys()) select.add(link);
  select.add('id');
  const builder = db(table).select([...select]);
  if (options.keys) builder.whereIn('id', [...options.keys]);
  for (const term of query.sort) {
    const field = term.replace(/^-/, '');
    if (!columns.has(field)) throw invalidQuery(`Can't sort by unknown field "${field}"`);
    builder.orderBy(field, term.startsWith('-') ? 'desc' : 'asc');
  }
  if (query.sort.length === 0 && !options.keys) builder.orderBy('id');
  const max = options.config.QUERY_LIMIT_MAX;
  let limit = query.limit ?? (options.keys ? -1 : options.config.QUERY_LIMIT_DEFAULT);
  if (max !== -1 && (limit === -1 || limit > max)) limit = max;
  if (limit !== -1) builder.limit(limit);
  const offset = query.page !== undefined && limit !== -1 ? limit * (query.page - 1) : query.offset;
  if (offset) builder.offset(offset);
  const rows = ((await builder) as Record<string, unknown>[]).map((row) => castRowOut(table, row));
  for (const [link, fields] of nested) await attachManyToOne(db, rows, link, MANY_TO_ONE[table]![link]!, fields);
  if (options.keys && query.sort.length === 0) rows.sort((a, b) => options.keys!.indexOf(String(a.id)) - options.keys!.indexOf(String(b.id)));
  return rows.map((row) => pick(row, own, nested, select));
}

export async function countRows(db: Knex, table: string): Promise<number> {
  const row = (await db(table).count({ count: '*' }).first()) as { count: number | string } | undefined;
  return Number(row?.count ?? 0);
}

function splitFields(table: string, fields: string[]): { own: string[]; nested: Map<string, string[]> } {
  const columns = columnsOf(table);
  const own = new Set<string>();
  const nested = new Map<string, string[]>();
  for (const field of fields) {
    if (field === '*') for (const name of columns.keys()) own.add(name);
    else if (field.includes('.')) {
      const [link = '', ...rest] = field.split('.');
      if (!MANY_TO_ONE[table]?.[link]) throw invalidQuery(`Field "${field}" can't be read on this endpoint yet`);
      nested.set(link, [...(nested.get(link) ?? []), rest.join('.')]);
    } else if (columns.has(field)) own.add(field);
    // Like the reference for admins, an unknown plain field is dropped rather than refused.
  }
  return { own: [...own], nested };
}

async function attachManyToOne(db: Knex, rows: Record<string, unknown>[], link: string, related: string, fields: string[]): Promise<void> {
  const relatedColumns = columnsOf(related);
  const wanted = fields.includes('*') ? [...relatedColumns.keys()] : fields.filter((field) => relatedColumns.has(field));
  const ids = [...new Set(rows.map((row) => row[link]).filter((id): id is string => typeof id === 'string'))];
  const found = ids.length === 0 ? [] : ((await db(related).select([...new Set(['id', ...wanted])]).whereIn('id', ids)) as Record<string, unknown>[]);
  const byId = new Map(found.map((row) => [String(row.id), castRowOut(related, row)]));
  for (const row of rows) {
    const target = typeof row[link] === 'string' ? byId.get(row[link]) : undefined;
    row[link] = target ? Object.fromEntries(wanted.map((field) => [field, target[field] ?? null])) : row[link] ?? null;
  }
}

function pick(row: Record<string, unknown>, own: string[], nested: Map<string, string[]>, selected: Set<string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of selected) if (own.includes(field) || nested.has(field)) out[field] = row[field] ?? null;
  return out;
}

function list(raw: unknown, option: string): string[] {
  const items = typeof raw === 'string' ? [raw] : Array.isArray(raw) ? raw : null;
  if (!items || items.some((item) => typeof item !== 'string')) throw invalidQuery(`"${option}" must be a string or an array of strings`);
  return (items as string[]).flatMap((item) => item.split(',')).map((item) => item.trim()).filter(Boolean);
}

function integer(raw: unknown, option: string, min: number): Record<string, number> {
  if (raw === undefined) return {};
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(value)) throw invalidQuery(`"${option}" must be an integer`);
  if (value < min) throw invalidQuery(`"${option}" must be greater than or equal to ${min}`);
  return { [option]: value };
}

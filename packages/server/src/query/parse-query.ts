import { invalidQuery } from '../errors/error-helpers.js';
import { isAppError } from '../errors/app-error.js';
import type { Accountability } from '../permissions/accountability.js';
import { isPlainObject } from '../utils/is-plain-object.js';
import { nameTable } from '../utils/name-table.js';
import { isNestedDeeperThan } from '../utils/nesting-depth.js';
import { countConditions } from './filter/count-conditions.js';
import { parseFilter } from './filter/parse-filter.js';
import {
  AGGREGATE_FUNCTIONS,
  type Aggregate,
  type AggregateFunction,
  type DeepQuery,
  type MetaKind,
  type NestedQuery,
  type Query,
} from './query.js';

export interface ParseQueryOptions {
  accountability?: Accountability | null;
  /** `MAX_RELATIONAL_DEPTH` (at least 2). */
  maxRelationalDepth?: number;
  /**
   * `MAX_JSON_DEPTH`: how deep an option's value may nest. Querystring objects are already capped
   * by qs (`QUERY_MAX_DEPTH`); this bounds options sent as JSON text or in a SEARCH body.
   */
  maxDepth?: number;
  /** `QUERY_FILTER_LIMIT`: conditions one filter (`filter`, a deep `_filter`) may hold. */
  maxConditions?: number;
  /** `QUERY_ALIAS_LIMIT`: entries one `alias` (or deep `_alias`) may have. */
  maxAliases?: number;
  now?: Date;
}

const NESTED_OPTIONS = ['filter', 'search', 'sort', 'limit', 'offset', 'page', 'alias', 'fields', 'aggregate', 'groupBy'] as const;
/** Options that may come as JSON text (`filter={"a":{"_eq":1}}`). */
const JSON_OPTIONS = ['filter', 'deep', 'alias', 'aggregate'] as const;
const DEFAULT_MAX_DEPTH = 100;
/** The defaults of QUERY_FILTER_LIMIT and QUERY_ALIAS_LIMIT, for callers without a config (the CLI). */
const DEFAULT_MAX_CONDITIONS = 1000;
const DEFAULT_MAX_ALIASES = 1000;

/**
 * Raw query options, as the querystring (already parsed by qs) or a SEARCH body carries them,
 * → a Query. Anything malformed is a 400 INVALID_QUERY whose message names the option.
 * Unknown options (`export`, `version`, access_token, …) are not part of the query and are ignored.
 */
export function parseQuery(input: Record<string, unknown>, options: ParseQueryOptions = {}): Query {
  const raw = boundedOptions(input, options.maxDepth ?? DEFAULT_MAX_DEPTH);
  const query: Query = {};
  const now = options.now ?? new Date();
  const nested: ParseQueryOptions = { ...options, now, maxRelationalDepth: Number.MAX_SAFE_INTEGER };
  if (raw.fields !== undefined) query.fields = parseList(raw.fields, 'fields');
  if (raw.filter !== undefined) {
    checkConditions(raw.filter, options.maxConditions ?? DEFAULT_MAX_CONDITIONS);
    const filter = parseFilter(raw.filter, { accountability: options.accountability, now, option: 'filter' });
    if (filter) query.filter = filter;
  }
  if (raw.search !== undefined && raw.search !== null && raw.search !== '') query.search = parseSearch(raw.search);
  if (raw.sort !== undefined) query.sort = parseList(raw.sort, 'sort');
  if (raw.limit !== undefined) query.limit = parseInteger(raw.limit, 'limit', -1);
  if (raw.offset !== undefined) query.offset = parseInteger(raw.offset, 'offset', 0);
  if (raw.page !== undefined) query.page = parseInteger(raw.page, 'page', 1);
  if (raw.after !== undefined) query.after = parseAfter(raw.after);
  if (raw.meta !== undefined) query.meta = parseMeta(raw.meta);
  if (raw.alias !== undefined) query.alias = parseAlias(raw.alias, 'alias', options.maxAliases ?? DEFAULT_MAX_ALIASES);
  if (raw.aggregate !== undefined) query.aggregate = parseAggregate(raw.aggregate);
  if (raw.groupBy !== undefined) query.groupBy = parseList(raw.groupBy, 'groupBy');
  if (raw.deep !== undefined) query.deep = parseDeep(raw.deep, nested);
  checkRelationalDepth(query, Math.max(2, options.maxRelationalDepth ?? 10));
  checkAfterCombination(query);
  return query;
}

/** `after` is a primary key as text: any non-empty string (its type is checked against the key's when the query compiles). */
function parseAfter(raw: unknown): string {
  const after = parseString(raw, 'after');
  if (after === '') throw invalidQuery(`"after" can't be empty`);
  if (after.includes('\u0000')) throw invalidQuery(`"after" can't contain the NUL character`);
  return after;
}

/** Keyset paging replaces offset paging, and aggregates have no rows to page after. */
function checkAfterCombination(query: Query): void {
  if (query.after === undefined) return;
  for (const option of ['offset', 'page', 'aggregate', 'groupBy'] as const) {
    if (query[option] !== undefined) throw invalidQuery(`"after" can't be combined with "${option}"`);
  }
}

/**
 * The options with JSON text decoded, once every value is known to nest at most `maxDepth` levels:
 * parsing filters and deep entries recurses, so the bound is checked before any of it runs.
 */
function boundedOptions(input: Record<string, unknown>, maxDepth: number): Record<string, unknown> {
  const raw = nameTable(Object.entries(input));
  for (const option of JSON_OPTIONS) {
    const value = raw[option];
    if (typeof value !== 'string' || value.trim() === '') continue;
    try {
      raw[option] = JSON.parse(value);
    } catch {
      throw invalidQuery(`"${option}" must be valid JSON`);
    }
  }
  for (const [option, value] of Object.entries(raw)) {
    if (isNestedDeeperThan(value, maxDepth)) throw invalidQuery(`"${option}" is nested deeper than ${maxDepth} levels`);
  }
  return raw;
}

function parseList(raw: unknown, option: string): string[] {
  const items = typeof raw === 'string' ? [raw] : Array.isArray(raw) ? raw : isPlainObject(raw) ? Object.values(raw) : null;
  if (!items || items.some((item) => typeof item !== 'string')) throw invalidQuery(`"${option}" must be a string or an array of strings`);
  return (items as string[])
    .flatMap((item) => item.split(','))
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

function parseString(raw: unknown, option: string): string {
  if (typeof raw === 'number') return String(raw);
  if (typeof raw !== 'string') throw invalidQuery(`"${option}" must be a string`);
  return raw;
}

function parseSearch(raw: unknown): string {
  const search = parseString(raw, 'search');
  // Compared with text columns, which can't hold NUL on PostgreSQL (a 500 there), as castText refuses it.
  if (search.includes('\u0000')) throw invalidQuery(`"search" can't contain the NUL character`);
  return search;
}

function parseInteger(raw: unknown, option: string, min: number): number {
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : typeof raw === 'number' ? raw : Number.NaN;
  if (Number.isNaN(value)) throw invalidQuery(`"${option}" must be a number`);
  if (!Number.isSafeInteger(value)) throw invalidQuery(`"${option}" must be an integer`);
  if (value < min) throw invalidQuery(`"${option}" must be greater than or equal to ${min}`);
  return value;
}

function parseMeta(raw: unknown): MetaKind[] {
  const items = parseList(raw, 'meta');
  if (items.includes('*')) return ['total_count', 'filter_count'];
  items.forEach((item, index) => {
    if (item !== 'total_count' && item !== 'filter_count')
      throw invalidQuery(`"meta[${index}]" must be one of [total_count, filter_count]`);
  });
  return [...new Set(items)] as MetaKind[];
}

function parseJsonObject(raw: unknown, option: string): Record<string, unknown> {
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      throw invalidQuery(`"${option}" must be valid JSON`);
    }
  }
  if (!isPlainObject(value)) throw invalidQuery(`"${option}" must be of type object`);
  return value;
}

function parseAlias(raw: unknown, option: string, max: number): Record<string, string> {
  const alias = parseJsonObject(raw, option);
  // Each entry is a column of the answer; the databases return at most 1664 (PostgreSQL) or 2000 (SQLite).
  if (Object.keys(alias).length > max) throw invalidQuery(`"${option}" can't have more than ${max} entries`);
  for (const [key, value] of Object.entries(alias)) {
    if (typeof value !== 'string') throw invalidQuery(`"${option}" value has to be a string. "${typeof value}" given`);
    if (key.includes('.') || value.includes('.')) throw invalidQuery(`"${option}" key/value can't contain a period character \`.\``);
  }
  // Keys are answer keys the client chooses: a null-prototype table, so `constructor` is just a key.
  return nameTable(Object.entries(alias as Record<string, string>));
}

function parseAggregate(raw: unknown): Aggregate {
  const input = parseJsonObject(raw, 'aggregate');
  const aggregate: Aggregate = {};
  for (const [fn, fields] of Object.entries(input)) {
    if (!(AGGREGATE_FUNCTIONS as readonly string[]).includes(fn)) throw invalidQuery(`"aggregate" has an unknown function "${fn}"`);
    aggregate[fn as AggregateFunction] = parseList(fields, `aggregate.${fn}`);
  }
  return aggregate;
}

/** A filter's conditions within `max` (countConditions), checked before it is parsed. */
function checkConditions(filter: unknown, max: number): void {
  if (countConditions(filter, max) > max) throw invalidQuery(`"filter" can't have more than ${max} conditions`);
}

function parseDeep(raw: unknown, options: ParseQueryOptions, path = 'deep'): Record<string, DeepQuery> {
  const input = parseJsonObject(raw, path);
  const deep = nameTable<DeepQuery>();
  for (const [field, value] of Object.entries(input)) {
    if (field.startsWith('_')) throw invalidQuery(`"${path}" has an option "${field}" outside of a relational field`);
    deep[field] = parseDeepLevel(value, options, `${path}.${field}`);
  }
  return deep;
}

function parseDeepLevel(raw: unknown, options: ParseQueryOptions, path: string): DeepQuery {
  const input = parseJsonObject(raw, path);
  const level: DeepQuery = { query: {}, deep: nameTable() };
  for (const [key, value] of Object.entries(input)) {
    if (!key.startsWith('_')) {
      level.deep[key] = parseDeepLevel(value, options, `${path}.${key}`);
      continue;
    }
    const option = key.slice(1) as keyof NestedQuery;
    if (!(NESTED_OPTIONS as readonly string[]).includes(option)) throw invalidQuery(`"${path}" has an unknown option "${key}"`);
    const parsed = withinDeepPath(`${path}.${key}`, () => parseQuery({ [option]: value }, options));
    if (parsed[option] !== undefined) (level.query as Record<string, unknown>)[option] = parsed[option];
  }
  return level;
}

/** A malformed nested option names where it sits (`"deep.comments._limit": …`), as a client needs to find it. */
function withinDeepPath<T>(path: string, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (isAppError(error) && error.code === 'INVALID_QUERY' && typeof error.extensions.reason === 'string')
      throw invalidQuery(`"${path}": ${error.extensions.reason}`);
    throw error;
  }
}

function checkRelationalDepth(query: Query, max: number): void {
  const tooDeep = (path: string) => path.split('.').length > max;
  if ((query.fields ?? []).some(tooDeep) || (query.sort ?? []).some(tooDeep) || (query.filter && filterDepth(query.filter) > max)) {
    throw invalidQuery('Max relational depth exceeded');
  }
}

function filterDepth(filter: unknown): number {
  if (filter === null || typeof filter !== 'object' || filter instanceof Date) return 0;
  // Not Math.max(...): a list may be longer than a call takes arguments.
  if (Array.isArray(filter)) return filter.reduce<number>((deepest, item) => Math.max(deepest, filterDepth(item)), 0);
  let depth = 0;
  for (const [key, value] of Object.entries(filter)) {
    const isField = !key.startsWith('_');
    depth = Math.max(depth, (isField ? 1 : 0) + filterDepth(value));
  }
  return depth;
}

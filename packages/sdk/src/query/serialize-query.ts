import { flattenFields } from './flatten-fields.js';
import type { LooseQuery } from './query-types.js';

type Serializer = (value: unknown, option: string) => string | undefined;

/**
 * Serialises query options into URL parameters exactly as the server reads them
 * (api-reference section 6, "Query serialisation"). Out-of-range `limit`, `offset` or `page`
 * values are refused with an Error naming the option, so no request is sent with them.
 *
 * @example
 * queryToParams({ fields: ['id', { author: ['name'] }], sort: ['-id'], limit: 10 });
 * // → { fields: 'id,author.name', sort: '-id', limit: '10' }
 */
export function queryToParams(query: LooseQuery = {}): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [option, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const serialize = SERIALIZERS[option] ?? serializeOther;
    const serialized = serialize(value, option);
    if (serialized !== undefined) params[option] = serialized;
  }
  return params;
}

const SERIALIZERS: Record<string, Serializer> = {
  fields: serializeFields,
  filter: serializeJson,
  deep: serializeJson,
  alias: serializeJson,
  aggregate: serializeJson,
  search: (value) => (value === '' ? undefined : String(value)),
  sort: serializeList,
  groupBy: serializeList,
  meta: serializeList,
  limit: (value, option) => serializeInteger(value, option, -1),
  offset: (value, option) => serializeInteger(value, option, 0),
  page: (value, option) => serializeInteger(value, option, 1),
};

function serializeFields(value: unknown, option: string): string | undefined {
  if (typeof value === 'string') return value === '' ? undefined : value;
  if (!Array.isArray(value)) throw invalidOption(option, 'must be an array of field paths');
  const paths = flattenFields(value);
  return paths.length === 0 ? undefined : paths.join(',');
}

/** Object options travel as JSON; an empty object is left out, as the reference SDK does. */
function serializeJson(value: unknown, option: string): string | undefined {
  if (typeof value === 'string') return value === '' ? undefined : value;
  if (typeof value !== 'object' || value === null) throw invalidOption(option, 'must be an object');
  return Object.keys(value).length === 0 ? undefined : JSON.stringify(value);
}

function serializeList(value: unknown, option: string): string | undefined {
  if (typeof value === 'string') return value === '' ? undefined : value;
  if (!Array.isArray(value) || value.some((entry) => typeof entry !== 'string')) {
    throw invalidOption(option, 'must be a string or an array of strings');
  }
  return value.length === 0 ? undefined : value.join(',');
}

function serializeInteger(value: unknown, option: string, minimum: number): string {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < minimum) {
    throw invalidOption(
      option,
      `must be an integer of ${minimum} or greater, got ${typeof value === 'string' ? `"${value}"` : String(value)}`,
    );
  }
  return String(value);
}

function serializeOther(value: unknown): string {
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function invalidOption(option: string, reason: string): Error {
  return new Error(`Invalid query option "${option}": ${reason}`);
}

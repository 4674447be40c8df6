import { isPlainObject } from '../utils/is-plain-object.js';

export type WebhookAction = 'create' | 'update' | 'delete';

/** An active row of `directus_webhooks`, ready to match and send. */
export interface Webhook {
  id: number;
  name: string;
  method: 'GET' | 'POST';
  url: string;
  /** Whether the body carries the written `payload`. */
  data: boolean;
  actions: ReadonlySet<string>;
  collections: ReadonlySet<string>;
  /** Extra request headers as [name, value] pairs, names lower-cased; only names and values an HTTP request can carry. */
  headers: ReadonlyArray<readonly [string, string]>;
}

/** RFC 9110 `token`: what a header name may be. */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/** Field values may not break the header block (CR, LF, NUL) or the line. */
const HEADER_VALUE = /^[^\r\n\0]*$/;
/** Headers that frame or route the request: the server sets them itself, a webhook row may not. */
const RESERVED_HEADERS = new Set(['host', 'content-length', 'transfer-encoding', 'connection', 'keep-alive', 'upgrade', 'te', 'trailer']);

/** Longest name and value accepted: receivers commonly refuse header blocks past 8 KB. */
const MAX_NAME_LENGTH = 256;
const MAX_VALUE_LENGTH = 4096;

/** Why a `{header, value}` entry cannot be sent, or null when it can. */
export function headerProblem(name: string, value: string): string | null {
  if (name.length > MAX_NAME_LENGTH) return `A header name is longer than ${MAX_NAME_LENGTH} characters`;
  if (value.length > MAX_VALUE_LENGTH) return `The value of header "${name}" is longer than ${MAX_VALUE_LENGTH} characters`;
  if (!HEADER_NAME.test(name)) return `"${name.slice(0, 64)}" is not a valid header name`;
  if (RESERVED_HEADERS.has(name.toLowerCase())) return `Header "${name}" is set by the server`;
  if (!HEADER_VALUE.test(value)) return `The value of header "${name}" contains a line break`;
  return null;
}

/** A database row as a Webhook; CSV columns may come as text or arrays, JSON headers as text or a list. */
export function webhookFromRow(row: Record<string, unknown>): Webhook {
  return {
    id: Number(row.id),
    name: String(row.name ?? ''),
    method: String(row.method ?? 'POST').toUpperCase() === 'GET' ? 'GET' : 'POST',
    url: String(row.url ?? ''),
    data: row.data === true || row.data === 1 || row.data === '1' || row.data === 'true',
    actions: new Set(csvList(row.actions)),
    collections: new Set(csvList(row.collections)),
    headers: headerPairs(row.headers),
  };
}

function csvList(value: unknown): string[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return list
    .filter((entry): entry is string => typeof entry === 'string')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/** Entries a request could not carry are left out (rows written before the route checked them). */
function headerPairs(value: unknown): Array<readonly [string, string]> {
  const list = typeof value === 'string' ? parseJson(value) : value;
  if (!Array.isArray(list)) return [];
  const pairs: Array<readonly [string, string]> = [];
  for (const entry of list) {
    if (!isPlainObject(entry) || typeof entry.header !== 'string' || typeof entry.value !== 'string') continue;
    if (headerProblem(entry.header, entry.value) === null) pairs.push([entry.header.toLowerCase(), entry.value]);
  }
  return pairs;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

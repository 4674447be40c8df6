import type { Dialect } from '../../db/dialects/dialect.js';
import { SERVER_TABLES } from '../../db/server-tables.js';

// Letters, digits and underscores, not starting with a digit: safe unquoted on every database,
// in URLs, in filter paths and as JSON keys.
const SAFE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** directus_collections.collection and directus_fields.field are varchar(64). */
const METADATA_NAME_LENGTH = 64;

/**
 * `constructor`, `toString`, `__proto__`, …: names that plain JavaScript objects already answer.
 * Tessera's own tables of names have no prototype, but clients (the SDK's users, the app's
 * extensions) index objects by field names too, so these are refused for new fields and collections.
 * A column that already has such a name is still served as an ordinary field.
 */
const PROTOTYPE_NAMES = new Set(Object.getOwnPropertyNames(Object.prototype));

/**
 * Table names an engine keeps for itself, refused on every engine so a data model moves between
 * them: SQLite's `sqlite_` prefix (CREATE TABLE fails), PostgreSQL's `pg_` prefix (system
 * catalogs shadow tables in `public`), and the catalog schemas of PostgreSQL and MySQL.
 */
const RESERVED_TABLE_PREFIXES = ['sqlite_', 'pg_'];
const RESERVED_TABLE_NAMES = new Set(['information_schema', 'mysql', 'performance_schema', 'sys']);

/** What is wrong with a collection or field name, or null when it is acceptable. */
export function nameProblem(kind: 'collection' | 'field', name: unknown, dialect: Dialect): string | null {
  const label = kind === 'collection' ? 'Collection' : 'Field';
  if (typeof name !== 'string' || name === '') return `"${kind}" is required`;
  if (!SAFE_NAME.test(name))
    return `${label} name "${name}" may only contain letters, digits and underscores, and can't start with a digit`;
  const limit = Math.min(dialect.maxIdentifierLength, METADATA_NAME_LENGTH);
  if (name.length > limit) return `${label} name "${name}" is longer than ${limit} characters`;
  if (PROTOTYPE_NAMES.has(name)) return `${label} name "${name}" is reserved`;
  if (kind === 'collection') return collectionNameProblem(name);
  return null;
}

function collectionNameProblem(name: string): string | null {
  const lower = name.toLowerCase();
  if (lower.startsWith('directus_')) return `Collection names can't start with "directus_"`;
  const prefix = RESERVED_TABLE_PREFIXES.find((reserved) => lower.startsWith(reserved));
  if (prefix) return `Collection names can't start with "${prefix}": the database reserves them`;
  if (RESERVED_TABLE_NAMES.has(lower)) return `Collection name "${name}" is reserved by the database`;
  if (SERVER_TABLES.has(lower)) return `Collection name "${name}" is reserved by the server`;
  return null;
}

/** Names are compared without case: MySQL and SQLite treat column names (and some setups table names) that way. */
export function sameName(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

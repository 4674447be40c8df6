import type { Dialect } from '../../db/dialects/dialect.js';

// Letters, digits and underscores, not starting with a digit: safe unquoted on every database,
// in URLs, in filter paths and as JSON keys.
const SAFE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** directus_collections.collection and directus_fields.field are varchar(64). */
const METADATA_NAME_LENGTH = 64;

/** What is wrong with a collection or field name, or null when it is acceptable. */
export function nameProblem(kind: 'collection' | 'field', name: unknown, dialect: Dialect): string | null {
  const label = kind === 'collection' ? 'Collection' : 'Field';
  if (typeof name !== 'string' || name === '') return `"${kind}" is required`;
  if (!SAFE_NAME.test(name)) return `${label} name "${name}" may only contain letters, digits and underscores, and can't start with a digit`;
  const limit = Math.min(dialect.maxIdentifierLength, METADATA_NAME_LENGTH);
  if (name.length > limit) return `${label} name "${name}" is longer than ${limit} characters`;
  if (kind === 'collection' && name.toLowerCase().startsWith('directus_')) return `Collection names can't start with "directus_"`;
  return null;
}

/** Names are compared without case: MySQL and SQLite treat column names (and some setups table names) that way. */
export function sameName(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

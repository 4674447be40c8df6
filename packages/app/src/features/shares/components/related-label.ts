import type { Field } from '../../../lib/schema/types.js';

const TO_ONE = new Set(['m2o', 'file']);
const TO_MANY = new Set(['o2m', 'files', 'm2m', 'translations']);
/** Fields that name a row better than its key, in the order tried. */
const NAMING_FIELDS = ['title', 'name', 'label', 'filename_download', 'email', 'slug', 'code'];

/**
 * The paths the shared item is read with so that its relations show as names, not keys: `author.*`
 * for a many-to-one, `labels.*.*` through a junction, `comments.*` for a one-to-many.
 */
export function relationalPaths(fields: readonly Field[]): string[] {
  const paths: string[] = [];
  for (const field of fields) {
    const special = field.meta?.special ?? [];
    if (special.some((kind) => TO_ONE.has(kind))) paths.push(`${field.field}.*`);
    else if (special.includes('o2m')) paths.push(`${field.field}.*`);
    else if (special.some((kind) => TO_MANY.has(kind) || kind === 'm2a')) paths.push(`${field.field}.*.*`);
  }
  return paths;
}

/** Whether the field's value is a related row or rows (so it is named, not shown by its display). */
export function isRelationalField(field: Field): boolean {
  const special = field.meta?.special ?? [];
  return special.some((kind) => TO_ONE.has(kind) || TO_MANY.has(kind) || kind === 'm2a');
}

const isRow = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function rowName(row: Record<string, unknown>): string | null {
  const person = [row.first_name, row.last_name].filter((part) => typeof part === 'string' && part !== '').join(' ');
  if (person) return person;
  for (const key of NAMING_FIELDS) {
    const value = row[key];
    if ((typeof value === 'string' && value !== '') || typeof value === 'number') return String(value);
  }
  return null;
}

/** Whether `candidate` is the parent row itself, read back through a junction (`articles_id.*`). */
function isParentRow(candidate: Record<string, unknown>, parent: Record<string, unknown> | undefined): boolean {
  if (!parent) return false;
  // Compare the plain values both hold (the parent's relations are expanded, the copy's are keys).
  const isPlain = (value: unknown) => value === null || typeof value !== 'object';
  const plain = Object.entries(candidate).filter(([key, value]) => isPlain(value) && isPlain(parent[key]));
  return plain.length > 0 && plain.every(([key, value]) => Object.is(parent[key], value));
}

/**
 * The name of a related value when it has one: a row by its name (title, name, …), a junction row by
 * the row it leads to (not the `parent` row it comes from), a list of named rows joined with commas.
 */
export function relatedName(value: unknown, parent?: Record<string, unknown>): string | null {
  if (Array.isArray(value)) {
    const names = value.map((entry) => relatedName(entry, parent));
    return names.length > 0 && names.every((name) => name !== null) ? names.join(', ') : null;
  }
  if (!isRow(value)) return null;
  const own = rowName(value);
  if (own) return own;
  const nested = Object.values(value).find((entry): entry is Record<string, unknown> => isRow(entry) && !isParentRow(entry, parent));
  return nested ? relatedName(nested, parent) : null;
}

/** How a related value reads: its name, else the related row's key (`—` for none). */
export function relatedLabel(value: unknown, parent?: Record<string, unknown>): string {
  if (value === null || value === undefined) return '—';
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map((entry) => relatedLabel(entry, parent)).join(', ');
  if (!isRow(value)) return String(value as string | number | boolean);
  const name = relatedName(value, parent);
  if (name !== null) return name;
  const key = value.id ?? Object.values(value)[0];
  return key === undefined || key === null || typeof key === 'object' ? '—' : String(key as string | number);
}

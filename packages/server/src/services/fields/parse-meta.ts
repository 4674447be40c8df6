import type { Problems } from './problems.js';
import { ownValue } from '../../utils/name-table.js';

/** How one metadata column is checked and stored. */
export type MetaKind =
  | { kind: 'string'; max: number; nullable?: false }
  | { kind: 'text' }
  | { kind: 'boolean'; nullable: boolean }
  | { kind: 'integer' }
  | { kind: 'json' }
  | { kind: 'enum'; values: readonly (string | null)[] }
  | { kind: 'stringList' }
  | { kind: 'csvList' }
  | { kind: 'translations' }
  | { kind: 'special'; known: ReadonlySet<string> };

export type MetaSpec = Readonly<Record<string, MetaKind>>;

type Row = Record<string, unknown>;

/**
 * Checks a `meta` payload against its spec and returns it in storage form (JSON as text,
 * specials as CSV). Keys in `ignored` (echoed back from a read) are dropped; unknown keys are
 * problems, as are values of the wrong kind.
 */
export function parseMeta(raw: unknown, spec: MetaSpec, label: string, problems: Problems, ignored: readonly string[] = []): Row | null {
  if (raw === null || raw === undefined) return null;
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    problems.add(`"${label}" must be an object or null`);
    return null;
  }
  const row: Row = {};
  for (const [key, value] of Object.entries(raw as Row)) {
    if (ignored.includes(key)) continue;
    // Own keys only: `meta.constructor` is an unknown option, not Object.
    const kind = ownValue(spec, key);
    if (!kind) {
      problems.add(`Unknown ${label} option "${key}"`);
      continue;
    }
    const stored = storeValue(value, kind, `${label}.${key}`, problems);
    if (stored !== INVALID) row[key] = stored;
  }
  return row;
}

const INVALID = Symbol('invalid');

function storeValue(value: unknown, kind: MetaKind, path: string, problems: Problems): unknown {
  const fail = (expected: string): typeof INVALID => {
    problems.add(`"${path}" must be ${expected}`);
    return INVALID;
  };
  switch (kind.kind) {
    case 'string':
      if (value === null) return null;
      if (typeof value !== 'string') return fail('a string or null');
      return value.length > kind.max ? fail(`at most ${kind.max} characters long`) : value;
    case 'text':
      return value === null || typeof value === 'string' ? value : fail('a string or null');
    case 'boolean':
      if (value === null && kind.nullable) return null;
      return typeof value === 'boolean' ? value : fail(kind.nullable ? 'true, false or null' : 'true or false');
    case 'integer':
      return value === null || (Number.isSafeInteger(value) && Math.abs(value as number) <= 2_147_483_647)
        ? value
        : fail('an integer or null');
    case 'json':
      if (value === null) return null;
      return typeof value === 'object' ? JSON.stringify(value) : fail('an object, an array or null');
    case 'enum':
      return kind.values.includes(value as string | null)
        ? value
        : fail(`one of ${kind.values.map((v) => (v === null ? 'null' : `"${v}"`)).join(', ')}`);
    case 'stringList':
      if (value === null) return null;
      return Array.isArray(value) && value.every((item) => typeof item === 'string')
        ? JSON.stringify(value)
        : fail('a list of strings or null');
    case 'csvList':
      if (value === null) return null;
      if (!Array.isArray(value) || !value.every((item) => typeof item === 'string' && item !== '' && !item.includes(',')))
        return fail('a list of names or null');
      return value.length > 0 ? value.join(',') : null;
    case 'translations':
      return storeTranslations(value, fail);
    case 'special':
      return storeSpecial(value, kind.known, path, problems);
  }
}

/** Spec section 5: each translation needs its language and its text. */
function storeTranslations(value: unknown, fail: (expected: string) => typeof INVALID): unknown {
  if (value === null) return null;
  const isEntry = (entry: unknown) =>
    typeof entry === 'object' &&
    entry !== null &&
    typeof (entry as Row).language === 'string' &&
    (entry as Row).language !== '' &&
    typeof (entry as Row).translation === 'string' &&
    (entry as Row).translation !== '';
  if (!Array.isArray(value) || !value.every(isEntry)) return fail('a list of {language, translation} entries, each with both set, or null');
  return JSON.stringify(value);
}

/** `special` is a list (or CSV) of known flags, stored as CSV in a varchar(64). */
function storeSpecial(value: unknown, known: ReadonlySet<string>, path: string, problems: Problems): unknown {
  if (value === null) return null;
  const flags =
    typeof value === 'string'
      ? value
          .split(',')
          .map((flag) => flag.trim())
          .filter(Boolean)
      : value;
  if (!Array.isArray(flags) || !flags.every((flag) => typeof flag === 'string')) {
    problems.add(`"${path}" must be a list of strings or null`);
    return INVALID;
  }
  const unknown = flags.filter((flag) => !known.has(flag));
  if (unknown.length > 0) {
    problems.add(`"${path}" has unknown flags: ${unknown.join(', ')}`);
    return INVALID;
  }
  const csv = [...new Set(flags)].join(',');
  if (csv.length > 64) {
    problems.add(`"${path}" is too long: at most 64 characters of flags`);
    return INVALID;
  }
  return csv === '' ? null : csv;
}

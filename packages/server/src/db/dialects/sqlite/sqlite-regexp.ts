import type { Database } from 'better-sqlite3';

/**
 * SQLite parses `x REGEXP y` but has no function behind it: this registers `regexp(pattern, value)`,
 * run with JavaScript's engine (Unicode mode, case-sensitive like PostgreSQL's `~`).
 * 1 when `value` matches, 0 when not, NULL when either is NULL or the pattern does not compile.
 *
 * Backtracking: JavaScript's engine can backtrack exponentially and runs on the event loop here.
 * The filter compiler bounds the pattern (MAX_REGEX_PATTERN_LENGTH) and refuses patterns that do not
 * compile or that repeat a repeating group (query/filter/nested-quantifier.ts); compiled patterns are
 * cached, so each row costs one match, not one compile.
 */
export const SQLITE_REGEXP_FUNCTION = 'regexp';

const CACHE_SIZE = 64;
const compiled = new Map<string, RegExp | null>();

function compile(pattern: string): RegExp | null {
  const cached = compiled.get(pattern);
  if (cached !== undefined) return cached;
  let regExp: RegExp | null;
  try {
    regExp = new RegExp(pattern, 'u');
  } catch {
    regExp = null;
  }
  if (compiled.size >= CACHE_SIZE) compiled.delete(compiled.keys().next().value!);
  compiled.set(pattern, regExp);
  return regExp;
}

export function sqliteRegexp(pattern: unknown, value: unknown): number | null {
  if (pattern === null || value === null || value === undefined) return null;
  const regExp = compile(String(pattern));
  if (!regExp) return null;
  const text = Buffer.isBuffer(value) ? value.toString('utf8') : String(value);
  return regExp.test(text) ? 1 : 0;
}

/** Registers the function on one better-sqlite3 connection (each pooled connection needs it). */
export function registerSqliteRegexp(connection: Pick<Database, 'function'>): void {
  connection.function(SQLITE_REGEXP_FUNCTION, { deterministic: true, directOnly: false }, sqliteRegexp);
}

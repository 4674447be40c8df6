/**
 * A piece of SQL in knex's raw syntax: `??` for an identifier, `?` for a value, each with its
 * binding in order. Identifiers always come from the schema model; values are always bound.
 */
export class Fragment {
  constructor(
    readonly text: string,
    readonly bindings: readonly unknown[],
  ) {}
}

export class Identifier {
  constructor(readonly name: string) {}
}

export class Param {
  constructor(readonly value: unknown) {}
}

export type SqlPart = Fragment | Identifier | Param;

/** An identifier: `id('articles', 'title')` → `"articles"."title"`. */
export const id = (...path: string[]): Identifier => new Identifier(path.join('.'));

/** A bound value (a slot filled per request, or a constant). */
export const param = (value: unknown): Param => new Param(value);

/** Constant SQL written in this codebase (keywords, function names); never user input. */
export const raw = (text: string): Fragment => new Fragment(text, []);

export const EMPTY = raw('');

/** Tagged template: sql`${id('t', 'a')} = ${param(slot)}`. */
export function sql(strings: TemplateStringsArray, ...parts: SqlPart[]): Fragment {
  let text = strings[0] ?? '';
  const bindings: unknown[] = [];
  parts.forEach((part, index) => {
    if (part instanceof Fragment) {
      text += part.text;
      // Not push(...): a fragment may carry more bindings than a call takes arguments.
      for (const binding of part.bindings) bindings.push(binding);
    } else if (part instanceof Identifier) {
      text += '??';
      bindings.push(part.name);
    } else {
      text += '?';
      bindings.push(part.value);
    }
    text += strings[index + 1] ?? '';
  });
  return new Fragment(text, bindings);
}

/** Whether a fragment binds a value (`?`), not only identifiers (`??`). */
export function hasBoundValues(fragment: Fragment): boolean {
  return fragment.text.replaceAll('??', '').includes('?');
}

export function join(fragments: readonly Fragment[], separator: string): Fragment {
  return new Fragment(
    fragments.map((f) => f.text).join(separator),
    fragments.flatMap((f) => f.bindings),
  );
}

/**
 * Terms joined flat beyond this many are grouped into parenthesised runs of this many: the parser
 * of SQLite nests `a OR b OR c …` one level per term and refuses an expression more than 1000
 * levels deep (SQLITE_MAX_EXPR_DEPTH, https://www.sqlite.org/limits.html#max_expr_depth), so a
 * 20,000-branch `_or` would fail; grouped, it is about 100 levels per factor of 100 terms.
 */
const FLAT_TERMS = 100;

/** `(a) AND (b)`, or TRUE-less empty when there is nothing to join. */
export function and(fragments: readonly Fragment[]): Fragment | null {
  const present = fragments.filter((f) => f.text !== '');
  if (present.length === 0) return null;
  return joinGrouped(present, ' AND ');
}

export function or(fragments: readonly Fragment[]): Fragment {
  return joinGrouped(fragments, ' OR ');
}

/** `(a) OP (b) OP …`, runs of more than FLAT_TERMS terms grouped (see there); one term as it is. */
function joinGrouped(fragments: readonly Fragment[], operator: string): Fragment {
  if (fragments.length === 1) return fragments[0]!;
  if (fragments.length <= FLAT_TERMS)
    return join(
      fragments.map((f) => sql`(${f})`),
      operator,
    );
  const runs: Fragment[] = [];
  for (let start = 0; start < fragments.length; start += FLAT_TERMS)
    runs.push(joinGrouped(fragments.slice(start, start + FLAT_TERMS), operator));
  return joinGrouped(runs, operator);
}

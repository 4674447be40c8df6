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
      bindings.push(...part.bindings);
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

/** `(a) AND (b)`, or TRUE-less empty when there is nothing to join. */
export function and(fragments: readonly Fragment[]): Fragment | null {
  const present = fragments.filter((f) => f.text !== '');
  if (present.length === 0) return null;
  if (present.length === 1) return present[0]!;
  return join(
    present.map((f) => sql`(${f})`),
    ' AND ',
  );
}

export function or(fragments: readonly Fragment[]): Fragment {
  if (fragments.length === 1) return fragments[0]!;
  return join(
    fragments.map((f) => sql`(${f})`),
    ' OR ',
  );
}

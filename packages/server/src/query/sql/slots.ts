/** Everything a compiled query reads its bound values from, per request. */
export interface RequestValues {
  /** The parsed query of the request. */
  query: unknown;
  /** Per-collection permission filters of the request, keyed by collection. */
  rules: Record<string, unknown>;
  /** Per-collection item rules of each merged permission row, for fields decided per row. */
  ruleRows: Record<string, unknown>;
}

export type Getter = (source: RequestValues) => unknown;

/** A placeholder for a value bound per request: index into the request's value list. */
export class Slot {
  constructor(readonly index: number) {}
}

/** Placeholder for the parent keys of a nested read, supplied when the level runs. */
export const KEYS_SLOT = new Slot(-1);

/**
 * The values a compiled query needs, each read from the request by a getter and converted by a
 * transform. Compiling registers them; every later request with the same shape only extracts.
 */
export class SlotRegistry {
  private readonly extractors: Array<(source: RequestValues) => unknown> = [];

  add(getter: Getter, transform: (value: unknown) => unknown = identity): Slot {
    this.extractors.push((source) => transform(getter(source)));
    return new Slot(this.extractors.length - 1);
  }

  /** A transform may throw an AppError (a value of the wrong kind) before anything runs. */
  extract(source: RequestValues): unknown[] {
    const values = new Array<unknown>(this.extractors.length);
    for (let i = 0; i < this.extractors.length; i++) values[i] = this.extractors[i]!(source);
    return values;
  }
}

const identity = (value: unknown) => value;

/** A getter for `key` below `parent` (objects and arrays). */
export function child(parent: Getter, key: string | number): Getter {
  return (source) => {
    const value = parent(source);
    return value === null || value === undefined ? undefined : (value as Record<string | number, unknown>)[key];
  };
}

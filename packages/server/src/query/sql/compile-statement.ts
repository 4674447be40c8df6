import type { Knex } from 'knex';
import type { Fragment } from '../../db/sql/fragment.js';
import { Slot } from './slots.js';

const CONSTANT = -2;

/** SQL text in the driver's own placeholder style, plus where each binding comes from. */
export interface CompiledStatement {
  sql: string;
  /** Per binding: a slot index, -1 for the parent keys of a nested read, -2 for a constant. */
  sources: Int32Array;
  constants: unknown[];
}

/** Turns a fragment into native SQL once (knex quotes the `??` identifiers); the result is reused per query shape. */
export function compileStatement(db: Knex, fragment: Fragment): CompiledStatement {
  const native = db
    .raw(fragment.text, fragment.bindings as Knex.RawBinding[])
    .toSQL()
    .toNative();
  const bindings = native.bindings as unknown[];
  const sources = new Int32Array(bindings.length);
  const constants = new Array<unknown>(bindings.length);
  bindings.forEach((binding, index) => {
    if (binding instanceof Slot) sources[index] = binding.index;
    else {
      sources[index] = CONSTANT;
      constants[index] = binding;
    }
  });
  return { sql: native.sql, sources, constants };
}

/** The bindings of one execution: slot values of the request, parent keys, constants. */
export function bindStatement(statement: CompiledStatement, values: readonly unknown[], keys?: unknown): unknown[] {
  const { sources, constants } = statement;
  const bindings = new Array<unknown>(sources.length);
  for (let i = 0; i < sources.length; i++) {
    const source = sources[i]!;
    bindings[i] = source >= 0 ? values[source] : source === CONSTANT ? constants[i] : keys;
  }
  return bindings;
}

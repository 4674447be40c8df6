import type { FieldFunction, IsToMany, RelationalKeys } from '../schema-types.js';

/**
 * Field names with a function applied, as `filter`, `sort` and `groupBy` take them
 * (api-reference section 4, function keys): date functions on date and time fields, `count` on
 * to-many relations and json fields. The Schema types dates as strings, so any text field
 * qualifies for the date functions.
 */
export type FunctionKey<Schema, Item> = `${DateFunction}(${DateKeys<Schema, Item>})` | `count(${CountKeys<Schema, Item>})`;

/** Relational fields that hold one key (many-to-one, many-to-any): the ones a dot path may follow in `sort`. */
export type ToOneKeys<Schema, Item> = {
  [K in RelationalKeys<Schema, Item>]-?: IsToMany<Schema, Item[K]> extends true ? never : K;
}[RelationalKeys<Schema, Item>];

type DateFunction = Exclude<FieldFunction, 'count'>;

type PlainKeys<Schema, Item> = Exclude<keyof Item & string, RelationalKeys<Schema, Item>>;

type DateKeys<Schema, Item> = {
  [K in PlainKeys<Schema, Item>]-?: [Extract<Item[K], string>] extends [never] ? never : K;
}[PlainKeys<Schema, Item>];

type CountKeys<Schema, Item> = {
  [K in keyof Item & string]-?: IsToMany<Schema, Item[K]> extends true
    ? K
    : unknown extends Item[K]
      ? K
      : [Exclude<NonNullable<Item[K]>, string | number | boolean>] extends [never]
        ? never
        : K;
}[keyof Item & string];

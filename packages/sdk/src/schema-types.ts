/**
 * Type-level machinery that turns a user's `Schema` plus a query's `fields` into the exact shape
 * the server returns. A Schema maps collection names to item types: an array for a regular
 * collection, a plain object for a singleton, e.g.
 * `{ articles: Article[]; authors: Author[]; settings_page: SettingsPage }`.
 *
 * A field is relational when its type (minus null, minus array) includes an item type of the
 * Schema or of the system collections (`number | Author`, `string[] | Comment[]`). Such a field
 * read without a sub-path returns its key part, as the server does (api-reference section 4, fields).
 */
import type { CoreItem } from './core-schema.js';

/**
 * The type an untyped client works with: any collection name, any field, results of type `any`.
 * The one deliberate `any` of the SDK; everything else names it through this alias.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Untyped = any;

/** The query type of a call made without a query. */
export type NoQuery = Record<never, never>;

/** `true` for `any`, `false` otherwise. */
export type IsAny<T> = 0 extends 1 & T ? true : false;

/** Flattens intersections into one object type for readable hovers and exact comparisons. */
export type Prettify<T> = { [K in keyof T]: T[K] } & {};

/** The item type of a collection type: `Article[]` → `Article`, a singleton stays itself. */
export type ItemOf<T> = T extends readonly (infer I)[] ? I : T;

type SystemName = `directus_${string}`;

/** Names of the Schema's regular (array-typed) collections, system collections excluded. */
export type RegularCollections<Schema> =
  IsAny<Schema> extends true
    ? string
    : Exclude<{ [K in keyof Schema]: Schema[K] extends readonly unknown[] ? K : never }[keyof Schema] & string, SystemName>;

/** Names of the Schema's singleton (object-typed) collections, system collections excluded. */
export type SingletonCollections<Schema> =
  IsAny<Schema> extends true
    ? string
    : Exclude<{ [K in keyof Schema]: Schema[K] extends readonly unknown[] ? never : K }[keyof Schema] & string, SystemName>;

/** Every collection name the Schema knows, or `string` for an untyped client. */
export type AllCollections<Schema> = IsAny<Schema> extends true ? string : keyof Schema & string;

/** The item type stored in `Collection`; `any` when the client is untyped. */
export type CollectionItem<Schema, Collection> =
  IsAny<Schema> extends true ? Untyped : Collection extends keyof Schema ? ItemOf<Schema[Collection]> : Untyped;

/** Every item type a relational field may point to. */
type KnownItems<Schema> = (IsAny<Schema> extends true ? never : { [K in keyof Schema]: ItemOf<Schema[K]> }[keyof Schema]) | CoreItem;

/** The related item type(s) of a field type, `never` for a plain field. */
export type RelatedItem<Schema, T> = Extract<ItemOf<NonNullable<T>>, KnownItems<Schema>>;

type IsRelational<Schema, T> = [RelatedItem<Schema, T>] extends [never] ? false : true;
/** `true` when a field of type `T` holds a list of related items (one-to-many, many-to-many). */
export type IsToMany<Schema, T> = [Extract<NonNullable<T>, readonly KnownItems<Schema>[]>] extends [never] ? false : true;

/** Keys of `Item` whose values are relations. */
export type RelationalKeys<Schema, Item> = {
  [K in keyof Item]-?: IsRelational<Schema, Item[K]> extends true ? K : never;
}[keyof Item] &
  string;

type PrimaryKey = string | number;

/** What a field returns when read without a sub-path: relations collapse to their keys. */
export type ScalarOf<Schema, T> =
  IsRelational<Schema, T> extends true
    ? [NonNullable<Exclude<T, RelatedItem<Schema, T> | readonly RelatedItem<Schema, T>[]>>] extends [never]
      ? (IsToMany<Schema, T> extends true ? PrimaryKey[] : PrimaryKey) | Extract<T, null | undefined>
      : Exclude<T, RelatedItem<Schema, T> | readonly RelatedItem<Schema, T>[]>
    : T;

/** What `fields: ['*']` (or no `fields`) returns: every field, relations as keys. */
export type ScalarFields<Schema, Item> = Item extends unknown ? { [K in keyof Item]: ScalarOf<Schema, Item[K]> } : never;

/** Functions usable in a field name, `count(comments)` → `comments_count` (api-reference section 4). */
export type FieldFunction = 'count' | 'year' | 'month' | 'week' | 'day' | 'weekday' | 'hour' | 'minute' | 'second';

type Next = [1, 2, 3, 4, 5];

/** Dot paths allowed in `fields` for `Item`, three relational hops deep. */
export type FieldPath<Schema, Item, Depth extends number = 0> =
  IsAny<Item> extends true
    ? string
    : Item extends unknown
      ? | '*'
        | '*.*'
        | '*.*.*'
        | (keyof Item & string)
        | `${FieldFunction}(${keyof Item & string})`
        | (Depth extends 3
            ? never
            : {
                [K in RelationalKeys<Schema, Item>]:
                  `${K}.${FieldPath<Schema, RelatedItem<Schema, Item[K]>, Next[Depth]>}` | `${K}:${string}`;
              }[RelationalKeys<Schema, Item>])
      : never;

/** One entry of `fields`: a path, or the nested object syntax `{ author: ['name'] }`. */
export type FieldEntry<Schema, Item, Depth extends number = 0> =
  | FieldPath<Schema, Item, Depth>
  | (IsAny<Item> extends true
      ? Record<string, readonly unknown[] | Record<string, readonly unknown[]>>
      : Depth extends 3
        ? never
        : {
            [K in RelationalKeys<Schema, Item>]?:
              readonly FieldEntry<Schema, RelatedItem<Schema, Item[K]>, Next[Depth]>[] | Record<string, readonly unknown[]>;
          });

/** Turns nested `fields` entries into dot paths, the way `queryToParams` does at run time. */
export type FlattenField<E> = E extends string
  ? E
  : E extends object
    ? {
        [K in keyof E & string]: E[K] extends readonly (infer X)[]
          ? `${K}.${FlattenField<X>}`
          : E[K] extends object
            ? { [C in keyof E[K] & string]: E[K][C] extends readonly (infer Y)[] ? `${K}:${C}.${FlattenField<Y>}` : never }[keyof E[K] &
                string]
            : never;
      }[keyof E & string]
    : never;

type HeadOf<F> = F extends `${infer H}.${string}`
  ? H extends `${infer K}:${string}`
    ? K
    : H
  : F extends `${string}(${string})`
    ? never
    : F;

type SubPaths<F, K extends string> = F extends `${K}.${infer R}` ? R : never;
type StarSubPaths<F> = F extends `*.${infer R}` ? R : never;
type ScopedCollections<F, K extends string> = F extends `${K}:${infer C}.${string}` ? C : never;
type ScopedSubPaths<F, K extends string, C extends string> = F extends `${K}:${C}.${infer R}` ? R : never;

type FunctionFields<F> = {
  [P in F & string as P extends `${infer Fn extends FieldFunction}(${infer K})` ? `${K}_${Fn}` : never]: number;
};

type RelationOutput<Schema, T, Sub extends string> =
  | Extract<T, null | undefined>
  | (IsToMany<Schema, T> extends true ? PickPaths<Schema, RelatedItem<Schema, T>, Sub>[] : PickPaths<Schema, RelatedItem<Schema, T>, Sub>);

type ScopedPicks<Schema, F, K extends string> = {
  [C in ScopedCollections<F, K>]: PickPaths<Schema, CollectionItem<Schema, C>, ScopedSubPaths<F, K, C>>;
}[ScopedCollections<F, K>];

/** A many-to-any field read with `item:collection.field` scopes: the key, or the scoped picks. */
type ScopedOutput<Schema, T, F, K extends string> =
  IsToMany<Schema, T> extends true
    ? (ItemOf<NonNullable<ScalarOf<Schema, T>>> | ScopedPicks<Schema, F, K>)[] | Extract<T, null | undefined>
    : ScalarOf<Schema, T> | ScopedPicks<Schema, F, K>;

type FieldOutput<Schema, T, F, K extends string, Sub extends string> = [ScopedCollections<F, K>] extends [never]
  ? [Sub] extends [never]
    ? ScalarOf<Schema, T>
    : IsRelational<Schema, T> extends true
      ? RelationOutput<Schema, T, Sub>
      : T
  : ScopedOutput<Schema, T, F, K>;

type SelectedKeys<Item, F> = '*' extends HeadOf<F> ? keyof Item & string : HeadOf<F> & keyof Item & string;

type SubPathsFor<Schema, Item, F, K extends string> = SubPaths<F, K> | (K extends RelationalKeys<Schema, Item> ? StarSubPaths<F> : never);

/** The object returned for `Item` when the union of dot paths `F` is requested. */
export type PickPaths<Schema, Item, F extends string> = Item extends unknown
  ? string extends F
    ? Record<string, unknown>
    : Prettify<
        {
          [K in SelectedKeys<Item, F>]: FieldOutput<Schema, Item[K], F, K, SubPathsFor<Schema, Item, F, K>>;
        } & FunctionFields<F>
      >
  : never;

/** Aggregate functions of `aggregate` (api-reference section 4). */
export type AggregateFunction = 'count' | 'countDistinct' | 'countAll' | 'sum' | 'sumDistinct' | 'avg' | 'avgDistinct' | 'min' | 'max';

/** `aggregate` option: function → `'*'`, a field, or a list of fields. */
export type AggregateQuery<Item = Untyped> = Partial<
  Record<
    AggregateFunction,
    '*' | (IsAny<Item> extends true ? string : keyof Item & string) | readonly (IsAny<Item> extends true ? string : keyof Item & string)[]
  >
>;

/** Databases may return aggregates as strings (PostgreSQL bigint counts), hence the union. */
type AggregateValue = number | string | null;

type AggregateFields<V> = V extends readonly (infer X extends string)[] ? X : V & string;

type GroupByFields<G> = G extends readonly (infer X extends string)[] ? X : G extends string ? G : never;

/** The column a `groupBy` entry adds: the field itself, or `<field>_<fn>` for a function key. */
type GroupByColumns<Schema, Item, G extends string> = {
  [C in G as C extends `${infer Fn extends FieldFunction}(${infer K})` ? `${K}_${Fn}` : C]: C extends keyof Item
    ? ScalarOf<Schema, Item[C]>
    : C extends `${FieldFunction}(${string})`
      ? number
      : unknown;
};

/** One row of an aggregate answer: `{ count: 42 }` or `{ sum: { price: '12.5' }, status: 'draft' }`. */
export type AggregateOutput<Item, Aggregate, GroupBy, Schema = unknown> = Prettify<
  {
    -readonly [Fn in keyof Aggregate]-?: Aggregate[Fn] extends '*'
      ? AggregateValue
      : { [F in AggregateFields<Aggregate[Fn]>]: AggregateValue };
  } & GroupByColumns<Schema, Item, GroupByFields<GroupBy>>
>;

/** The result of a read of `Item` with query `Query`: picked fields, or aggregate rows. */
export type ApplyQuery<Schema, Item, Query> =
  IsAny<Item> extends true
    ? Untyped
    : Query extends { aggregate: infer A }
      ? AggregateOutput<Item, A, Query extends { groupBy: infer G } ? G : never, Schema>
      : Query extends { fields: infer F extends readonly unknown[] }
        ? PickPaths<Schema, Item, FlattenField<F[number]>>
        : ScalarFields<Schema, Item>;

/**
 * The item type of a system collection: the SDK's built-in type, with the fields the user's
 * Schema declares for it (custom fields on `directus_users`, say) laid over it.
 */
export type SystemItem<Schema, Name extends string, Base> =
  IsAny<Schema> extends true
    ? Base
    : Name extends keyof Schema
      ? Prettify<Omit<Base, keyof ItemOf<Schema[Name]>> & ItemOf<Schema[Name]>>
      : Base;

import type { IsAny, IsToMany, RelatedItem, ScalarOf, Untyped } from '../schema-types.js';
import type { FieldOperators, NumberOperators } from './field-operators.js';
import type { FunctionKey, ToOneKeys } from './function-keys.js';

/** A filter without type checks: the untyped client's, and a many-to-any scope the types cannot follow. */
export type LooseFilter = Record<string, unknown>;

/**
 * A filter object (api-reference section 4). With a typed client every key is a field of `Item`
 * (or `_and` / `_or`, or a function such as `year(date_created)`), every operator is one the
 * field's type allows and every value has the field's type. A many-to-one field nests into the
 * related item's filter; a one-to-many or many-to-many field also takes `_some` and `_none`.
 *
 * @example
 * const recent: Filter<Schema, Article> = { _or: [{ author: { name: { _eq: 'Ann' } } }, { date_created: { _gte: '$NOW(-7 days)' } }] };
 */
export type Filter<Schema = Untyped, Item = Untyped> = IsAny<Item> extends true ? LooseFilter : ItemFilter<Schema, Item>;

/** The filter of one item type; a union of item types (many-to-any) gives a union of filters. */
export type ItemFilter<Schema, Item> = Item extends unknown
  ? LogicalFilter<Schema, Item> & FieldFilters<Schema, Item> & FunctionFilters<Schema, Item> & ScopedFilters<Schema, Item>
  : never;

/** A type alias, not an interface, so a typed filter still fits a `Record<string, unknown>` parameter. */
type LogicalFilter<Schema, Item> = {
  _and?: readonly ItemFilter<Schema, Item>[];
  _or?: readonly ItemFilter<Schema, Item>[];
};

type FieldFilters<Schema, Item> = { [K in keyof Item & string]?: FieldFilter<Schema, Item[K]> };

/** What a field of type `T` takes: operators, or a nested filter when `T` is a relation. */
export type FieldFilter<Schema, T> = [RelatedItem<Schema, T>] extends [never]
  ? FieldOperators<T>
  : IsToMany<Schema, T> extends true
    ? ToManyFilter<Schema, RelatedItem<Schema, T>>
    : FieldOperators<ScalarOf<Schema, T>> & ItemFilter<Schema, RelatedItem<Schema, T>>;

/** Plain nesting on a to-many field means "some related item matches", as `_some` does. */
type ToManyFilter<Schema, Related> = ItemFilter<Schema, Related> & {
  _some?: ItemFilter<Schema, Related>;
  _none?: ItemFilter<Schema, Related>;
};

/** `year(date_created)`, `count(comments)`: functions as filter keys compare numbers. */
type FunctionFilters<Schema, Item> = { [K in FunctionKey<Schema, Item>]?: NumberOperators };

/** Many-to-any scopes, `"item:headings": { … }`: the collection named after the colon is not followed. */
type ScopedFilters<Schema, Item> = { [K in `${ToOneKeys<Schema, Item>}:${string}`]?: LooseFilter };

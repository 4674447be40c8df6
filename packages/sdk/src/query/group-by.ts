import type { IsAny, Untyped } from '../schema-types.js';
import type { FunctionKey } from './function-keys.js';

/**
 * The `groupBy` option (api-reference section 4): fields of the item or function keys such as
 * `year(date_created)`; each adds a column to the aggregate rows (`date_created_year`).
 *
 * @example
 * const byYear: GroupBy<Schema, Article> = ['status', 'year(date_created)'];
 */
export type GroupBy<Schema = Untyped, Item = Untyped> =
  IsAny<Item> extends true ? string | readonly string[] : GroupByField<Schema, Item> | readonly GroupByField<Schema, Item>[];

/** One `groupBy` entry of `Item`. */
export type GroupByField<Schema, Item> = Item extends unknown ? (keyof Item & string) | FunctionKey<Schema, Item> : never;

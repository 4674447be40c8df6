import { describe, expectTypeOf, it } from 'vitest';
import type { ShopSchema } from '../../test/shop-schema.js';
import { createClient } from '../client.js';
import { aggregate } from '../rest/items/aggregate.js';
import { readItems } from '../rest/items/read-items.js';
import { rest } from '../rest/rest.js';

const client = createClient<ShopSchema>('http://localhost:8055').with(rest());

type AggregateValue = number | string | null;

describe('aggregate and groupBy', () => {
  it('types the rows: one member per function, one column per group, functions as <field>_<fn>', async () => {
    const rows = await client.request(
      aggregate('orders', { aggregate: { sum: ['total'], count: '*' }, groupBy: ['status', 'customer', 'year(placed_at)'] }),
    );
    expectTypeOf(rows).toEqualTypeOf<
      {
        sum: { total: AggregateValue };
        count: AggregateValue;
        status: 'open' | 'paid' | 'shipped';
        customer: string | null;
        placed_at_year: number;
      }[]
    >();
    const viaRead = await client.request(readItems('orders', { aggregate: { avg: 'total' }, groupBy: 'month(placed_at)' }));
    expectTypeOf(viaRead).toEqualTypeOf<{ avg: { total: AggregateValue }; placed_at_month: number }[]>();
  });

  it('refuses unknown fields in aggregate and groupBy', () => {
    // @ts-expect-error: no such field to sum
    void client.request(aggregate('orders', { aggregate: { sum: ['nope'] } }));
    // @ts-expect-error: no such field to group by
    void client.request(aggregate('orders', { aggregate: { count: '*' }, groupBy: ['status', 'nope'] }));
    // @ts-expect-error: no such field to group by, through readItems
    void client.request(readItems('orders', { aggregate: { count: '*' }, groupBy: ['nope'] }));
    // @ts-expect-error: a date function on a number
    void client.request(readItems('orders', { aggregate: { count: '*' }, groupBy: ['year(total)'] }));
    // @ts-expect-error: the narrowing query is checked too
    void client.request(aggregate('orders', { aggregate: { count: '*' }, query: { filter: { total: { _contains: 'x' } } } }));
  });
});

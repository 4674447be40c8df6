import { describe, expectTypeOf, it } from 'vitest';
import type { Order, ShopSchema } from '../../test/shop-schema.js';
import { createClient } from '../client.js';
import { readItems } from '../rest/items/read-items.js';
import { rest } from '../rest/rest.js';
import type { Sort } from './sort.js';

const client = createClient<ShopSchema>('http://localhost:8055').with(rest());

describe('Sort', () => {
  it('takes fields, -fields, many-to-one paths three hops deep and function keys', () => {
    void client.request(readItems('orders', { sort: 'total' }));
    void client.request(
      readItems('orders', {
        sort: ['-placed_at', 'customer.name', '-customer.country.region.name', 'year(placed_at)', 'user_created.role.name'],
      }),
    );
    expectTypeOf<'-customer.country.name'>().toExtend<Sort<ShopSchema, Order>>();
  });

  it('refuses unknown fields, to-many paths and random order', () => {
    // @ts-expect-error: no such field
    void client.request(readItems('orders', { sort: ['nope'] }));
    // @ts-expect-error: no such field, descending
    void client.request(readItems('orders', { sort: '-nope' }));
    // @ts-expect-error: the country has no code
    void client.request(readItems('orders', { sort: ['total', 'customer.country.code'] }));
    // @ts-expect-error: a one-to-many field has no column to sort by
    void client.request(readItems('orders', { sort: ['lines'] }));
    // @ts-expect-error: only many-to-one fields can be followed
    void client.request(readItems('orders', { sort: ['lines.quantity'] }));
    // @ts-expect-error: the server has no random sort
    void client.request(readItems('orders', { sort: '?' }));
  });

  it('leaves the untyped client loose', () => {
    expectTypeOf<Sort>().toEqualTypeOf<string | readonly string[]>();
  });
});

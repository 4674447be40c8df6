import { describe, expectTypeOf, it } from 'vitest';
import type { ShopSchema } from '../../test/shop-schema.js';
import { createClient } from '../client.js';
import { readItems } from '../rest/items/read-items.js';
import { rest } from '../rest/rest.js';
import type { Deep } from './deep.js';

const client = createClient<ShopSchema>('http://localhost:8055').with(rest());

describe('Deep', () => {
  it('takes the query options of each relational field, typed by the related item, nested', () => {
    const rows = client.request(
      readItems('customers', {
        fields: ['id', { orders: ['id', { lines: ['quantity'] }] }],
        deep: {
          orders: {
            _filter: { status: { _eq: 'paid' } },
            _sort: ['-placed_at'],
            _limit: 5,
            _offset: 0,
            _page: 1,
            _search: 'gift',
            _fields: ['id', 'customer.name'],
            lines: { _filter: { product: { price: { _gt: 1 } } }, _limit: 2 },
          },
          country: { _filter: { region: { name: { _eq: 'Asia' } } } },
        },
      }),
    );
    expectTypeOf(rows).resolves.toEqualTypeOf<{ id: string; orders: { id: number; lines: { quantity: number }[] }[] }[]>();
  });

  it('refuses unknown or non-relational fields and options of the wrong related type', () => {
    // @ts-expect-error: not a relational field
    void client.request(readItems('customers', { deep: { name: { _limit: 1 } } }));
    // @ts-expect-error: no such field, next to a valid one
    void client.request(readItems('customers', { deep: { orders: { _limit: 1 }, nope: { _limit: 1 } } }));
    // @ts-expect-error: an order has no price (its lines' products have)
    void client.request(readItems('customers', { deep: { orders: { _filter: { price: { _gt: 1 } } } } }));
    // @ts-expect-error: sort by a field the order lacks
    void client.request(readItems('customers', { deep: { orders: { _sort: ['name'] } } }));
    // @ts-expect-error: _limit is a number
    void client.request(readItems('customers', { deep: { orders: { _limit: '5' } } }));
    // @ts-expect-error: no such option
    void client.request(readItems('customers', { deep: { orders: { _nope: 1 } } }));
    // @ts-expect-error: a field the order line lacks, two levels down
    void client.request(readItems('customers', { deep: { orders: { lines: { _fields: ['title'] } } } }));
  });

  it('leaves the untyped client loose', () => {
    expectTypeOf<Deep>().toEqualTypeOf<Record<string, unknown>>();
  });
});

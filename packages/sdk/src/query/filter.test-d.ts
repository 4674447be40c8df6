import { describe, expectTypeOf, it } from 'vitest';
import type { Order, ShopSchema } from '../../test/shop-schema.js';
import { createClient } from '../client.js';
import { deleteItems } from '../rest/items/delete-items.js';
import { readItems } from '../rest/items/read-items.js';
import { updateItems } from '../rest/items/update-items.js';
import { readUsers } from '../rest/access/users.js';
import { rest } from '../rest/rest.js';
import type { FieldOperators } from './field-operators.js';
import type { Filter, LooseFilter } from './filter.js';

const client = createClient<ShopSchema>('http://localhost:8055').with(rest());

describe('Filter: operators by field type', () => {
  it('takes the operators of each type with values of that type', () => {
    const filter: Filter<ShopSchema, Order> = {
      reference: { _icontains: 'a-1', _nempty: true },
      status: { _in: ['open', 'paid'] },
      total: { _between: [10, 20], _neq: 0 },
      paid: { _eq: true },
      placed_at: { _gte: '$NOW(-1 day)', _lt: '2030-01-01' },
      notes: { _null: true },
      meta: { _nnull: true },
      raw: { _eq: { anything: 1 } },
      tags: { _contains: 'gift' },
      delivery_point: { _intersects: { type: 'Polygon', coordinates: [] } },
      user_created: { _eq: '$CURRENT_USER' },
      'year(placed_at)': { _eq: 2024 },
      'count(lines)': { _gt: 2 },
      _and: [{ status: { _eq: 'shipped' } }, { _or: [{ total: { _gt: 100 } }, { paid: { _neq: false } }] }],
    };
    expectTypeOf(filter).toExtend<LooseFilter>();
  });

  it('follows relations: many-to-one three hops, to-many with _some / _none, many-to-many through the junction', () => {
    void client.request(
      readItems('orders', {
        filter: {
          customer: { country: { region: { name: { _eq: 'Europe' } } }, vip: { _eq: true } },
          lines: { _some: { product: { price: { _gt: 5 } } }, _none: { quantity: { _lte: 0 } } },
          labels: { labels_id: { name: { _starts_with: 'eco' } } },
          attachments: { 'item:products': { title: { _eq: 'x' } } },
        },
      }),
    );
    void client.request(readItems('order_attachments', { filter: { 'item:products': { title: { _eq: 'x' } } } }));
    // A many-to-one field is a column too: its key takes the key's operators.
    void client.request(readItems('orders', { filter: { customer: { _eq: 'c-1' } } }));
  });

  it('refuses unknown fields, even next to known ones, and at any depth', () => {
    // @ts-expect-error: no such field
    void client.request(readItems('orders', { filter: { nope: { _eq: 1 } } }));
    // @ts-expect-error: no such field, next to a valid one
    void client.request(readItems('orders', { filter: { total: { _eq: 1 }, nope: { _eq: 1 } } }));
    // @ts-expect-error: a region has no code
    void client.request(readItems('orders', { filter: { customer: { country: { region: { code: { _eq: 'x' } } } } } }));
    // @ts-expect-error: an order line has no title (the product has)
    void client.request(readItems('orders', { filter: { lines: { _some: { title: { _eq: 'x' } } } } }));
    // @ts-expect-error: inside _and too
    void client.request(readItems('orders', { filter: { _and: [{ total: { _gt: 1 } }, { nope: { _null: true } }] } }));
  });

  it('refuses an operator the field type does not allow', () => {
    // @ts-expect-error: _contains on a number
    void client.request(readItems('orders', { filter: { total: { _contains: '1' } } }));
    // @ts-expect-error: _gt on a boolean
    void client.request(readItems('orders', { filter: { paid: { _gt: true } } }));
    // @ts-expect-error: _intersects on a string
    void client.request(readItems('orders', { filter: { reference: { _intersects: { type: 'Point', coordinates: [0, 0] } } } }));
    // @ts-expect-error: _contains on a geometry
    void client.request(readItems('orders', { filter: { delivery_point: { _contains: 'x' } } }));
    // @ts-expect-error: json takes null checks only
    void client.request(readItems('orders', { filter: { meta: { _eq: { source: 'web' } } } }));
    // @ts-expect-error: _some is for to-many fields
    void client.request(readItems('orders', { filter: { customer: { _some: { name: { _eq: 'x' } } } } }));
    // @ts-expect-error: no such operator, next to a valid one
    void client.request(readItems('orders', { filter: { total: { _eq: 1, _nope: 2 } } }));
    // @ts-expect-error: date functions apply to dates (strings), not numbers
    void client.request(readItems('orders', { filter: { 'year(total)': { _eq: 2024 } } }));
  });

  it('refuses a value of the wrong type', () => {
    // @ts-expect-error: a string for a number
    void client.request(readItems('orders', { filter: { total: { _eq: '5' } } }));
    // @ts-expect-error: not one of the choices
    void client.request(readItems('orders', { filter: { status: { _eq: 'lost' } } }));
    // @ts-expect-error: a list of the wrong element type
    void client.request(readItems('orders', { filter: { total: { _in: [1, '2'] } } }));
    // @ts-expect-error: _between takes exactly two bounds
    void client.request(readItems('orders', { filter: { total: { _between: [1, 2, 3] } } }));
    // @ts-expect-error: _null takes a boolean
    void client.request(readItems('orders', { filter: { notes: { _null: 'yes' } } }));
    // @ts-expect-error: a number where the related region's name is text
    void client.request(readItems('countries', { filter: { region: { name: { _eq: 1 } } } }));
  });

  it('types system collections and the query of a batch delete or update', () => {
    void client.request(readUsers({ filter: { role: { admin_access: { _eq: true } }, status: { _eq: 'active' } } }));
    // @ts-expect-error: not a user status
    void client.request(readUsers({ filter: { status: { _eq: 'gone' } } }));
    void client.request(deleteItems('orders', { filter: { status: { _eq: 'open' } }, limit: 10 }));
    void client.request(updateItems('orders', [1, 2], { paid: true }));
    // @ts-expect-error: _contains on a number, in a batch delete
    void client.request(deleteItems('orders', { filter: { total: { _contains: '1' } } }));
    // @ts-expect-error: no such field, in a batch update's query
    void client.request(updateItems('orders', { filter: { nope: { _null: true } } }, { paid: true }));
  });

  it('treats any GeoJSON-shaped type as a geometry, other objects as json', () => {
    type LooseGeometry = { type: string; coordinates: number[] } | null;
    expectTypeOf<{ _intersects_bbox: { type: 'Point'; coordinates: [1, 2] } }>().toExtend<FieldOperators<LooseGeometry>>();
    expectTypeOf<{ _eq: { source: 'web' } }>().not.toExtend<FieldOperators<{ source: string } | null>>();
    expectTypeOf<{ _nnull: true }>().toExtend<FieldOperators<{ source: string } | null>>();
  });

  it('leaves the untyped client loose', () => {
    const untyped = createClient('http://localhost:8055').with(rest());
    void untyped.request(readItems('anything', { filter: { any: { _whatever: [1, 'x'] } } }));
    expectTypeOf<Filter>().toEqualTypeOf<LooseFilter>();
  });
});

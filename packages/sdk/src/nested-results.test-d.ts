import { describe, expectTypeOf, it } from 'vitest';
import type { ShopSchema } from '../test/shop-schema.js';
import { createClient } from './client.js';
import { readItem } from './rest/items/read-item.js';
import { readItems } from './rest/items/read-items.js';
import { rest } from './rest/rest.js';

const client = createClient<ShopSchema>('http://localhost:8055').with(rest());

describe('nested fields give nested result types', () => {
  it('many-to-one three hops deep, one-to-many, many-to-many through the junction', async () => {
    const rows = await client.request(
      readItems('orders', {
        fields: ['id', 'customer.country.region.name', 'lines.quantity', 'lines.product.title', 'labels.labels_id.name'],
      }),
    );
    expectTypeOf(rows).toEqualTypeOf<
      {
        id: number;
        customer: { country: { region: { name: string } | null } | null } | null;
        lines: { quantity: number; product: { title: string } }[];
        labels: { labels_id: { name: string } }[];
      }[]
    >();
    // @ts-expect-error: total was not requested
    void rows[0]?.total;
    // @ts-expect-error: the customer's name was not requested
    void rows[0]?.customer?.name;
    // @ts-expect-error: the line's product id was not requested
    void rows[0]?.lines[0]?.product.id;
  });

  it('the nested object syntax, many-to-any scopes and a one-to-many back to many-to-one', async () => {
    const customer = await client.request(
      readItem('customers', 'c-1', {
        fields: ['name', { orders: ['reference', { attachments: [{ item: { products: ['price'], labels: ['name'] } }] }] }],
      }),
    );
    expectTypeOf(customer).toEqualTypeOf<{
      name: string;
      orders: { reference: string; attachments: { item: string | { price: number } | { name: string } }[] }[];
    }>();
    // @ts-expect-error: the order's status was not requested
    void customer.orders[0]?.status;
  });

  it('refuses a path through a field the related item lacks', () => {
    // @ts-expect-error: a region has no code
    void client.request(readItems('orders', { fields: ['customer.country.region.code'] }));
    // @ts-expect-error: an order line has no name
    void client.request(readItems('orders', { fields: [{ lines: ['name'] }] }));
  });
});

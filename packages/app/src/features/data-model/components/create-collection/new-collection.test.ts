import { describe, expect, it } from 'vitest';
import { newCollectionPayload, OPTIONAL_FIELDS, type PrimaryKeyKind } from './new-collection.js';

/**
 * The server numbers the fields sent with a collection 1..n by position, but only those that come with a
 * `meta` (a field without one has no `directus_fields` row, so no sort, and lands at the bottom of forms).
 */
describe('a new collection as the app sends it', () => {
  it.each<PrimaryKeyKind>(['integer', 'bigInteger', 'uuid', 'string'])(
    'sends every field with a meta and no sort of its own, so the server numbers them in order (%s key)',
    (kind) => {
      const payload = newCollectionPayload({
        name: 'articles',
        singleton: false,
        primaryKeyField: 'id',
        primaryKeyKind: kind,
        optionalFields: OPTIONAL_FIELDS.map(({ value }) => value),
      });
      expect(payload.fields?.map((field) => field.field)).toEqual([
        'id',
        'status',
        'sort',
        'date_created',
        'user_created',
        'date_updated',
        'user_updated',
      ]);
      for (const field of payload.fields ?? []) {
        expect({ field: field.field, hasMeta: typeof field.meta === 'object' && field.meta !== null }).toEqual({
          field: field.field,
          hasMeta: true,
        });
        expect({ field: field.field, sort: field.meta?.sort }).toEqual({ field: field.field, sort: undefined });
      }
    },
  );
});

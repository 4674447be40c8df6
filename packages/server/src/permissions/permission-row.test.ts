import { describe, expect, it } from 'vitest';
import { toPermissionRow } from './permission-row.js';

describe('toPermissionRow', () => {
  it('parses JSON columns stored as text and splits the field list', () => {
    expect(
      toPermissionRow({
        id: '3',
        role: 'r',
        collection: 'a',
        action: 'read',
        permissions: '{"x":{"_eq":1}}',
        validation: null,
        presets: '{"y":2}',
        fields: 'id, title',
      }),
    ).toEqual({
      id: 3,
      role: 'r',
      collection: 'a',
      action: 'read',
      permissions: { x: { _eq: 1 } },
      validation: null,
      presets: { y: 2 },
      fields: ['id', 'title'],
    });
  });

  it('keeps already-parsed JSON (PostgreSQL, MySQL) and a missing field list as null', () => {
    expect(
      toPermissionRow({
        id: 1,
        role: null,
        collection: 'a',
        action: 'delete',
        permissions: { x: 1 },
        validation: null,
        presets: null,
        fields: null,
      }),
    ).toMatchObject({ permissions: { x: 1 }, fields: null, role: null });
  });

  it('drops rows it cannot read instead of granting more than written', () => {
    expect(toPermissionRow({ id: 1, collection: 'a', action: 'read', permissions: '{broken', fields: '*' })).toBeNull();
    expect(toPermissionRow({ id: 1, collection: 'a', action: 'read', permissions: '[1]', fields: '*' })).toBeNull();
    expect(toPermissionRow({ id: 1, collection: 'a', action: 'destroy', fields: '*' })).toBeNull();
  });
});

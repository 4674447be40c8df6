import { describe, expect, it } from 'vitest';
import { ADMIN_PERMISSIONS, isInFieldList, permissionsFromRules } from './permissions.js';
import type { PermissionRule } from './types.js';

const rule = (
  collection: string,
  action: PermissionRule['action'],
  fields: string[],
  presets: PermissionRule['presets'] = null,
): PermissionRule => ({ id: null, role: null, collection, action, permissions: null, validation: null, presets, fields });

describe('permissionsFromRules', () => {
  const permissions = permissionsFromRules([
    rule('articles', 'read', ['*']),
    rule('articles', 'create', ['title', 'status'], { status: 'draft' }),
    rule('notes', 'read', ['id', 'body']),
    rule('notes', 'update', []),
  ]);

  it('allows exactly the actions the user has a rule for', () => {
    expect(permissions.isAdmin).toBe(false);
    expect(
      ['read', 'create', 'update', 'delete', 'share'].map((action) => permissions.can('articles', action as PermissionRule['action'])),
    ).toEqual([true, true, false, false, false]);
    expect(permissions.can('notes', 'update')).toBe(true);
    expect(permissions.can('authors', 'read')).toBe(false);
  });

  it('answers the field allow-lists, with * for every field and nothing without the action', () => {
    expect(permissions.fieldsAllowed('articles', 'read')).toEqual(['*']);
    expect(permissions.fieldsAllowed('articles', 'create')).toEqual(['title', 'status']);
    expect(permissions.fieldsAllowed('articles', 'update')).toEqual([]);
    expect(permissions.fieldsAllowed('notes', 'update')).toEqual([]);
    expect(permissions.isFieldAllowed('articles', 'read', 'anything')).toBe(true);
    expect(permissions.isFieldAllowed('articles', 'create', 'status')).toBe(true);
    expect(permissions.isFieldAllowed('articles', 'create', 'body')).toBe(false);
    expect(permissions.isFieldAllowed('notes', 'read', 'title')).toBe(false);
  });

  it('hands out a copy of the presets', () => {
    const presets = permissions.presets('articles', 'create');
    expect(presets).toEqual({ status: 'draft' });
    presets.status = 'changed';
    expect(permissions.presets('articles', 'create')).toEqual({ status: 'draft' });
    expect(permissions.presets('articles', 'read')).toEqual({});
  });
});

describe('ADMIN_PERMISSIONS and isInFieldList', () => {
  it('lets an admin do everything with every field', () => {
    expect(ADMIN_PERMISSIONS.can('anything', 'delete')).toBe(true);
    expect(ADMIN_PERMISSIONS.fieldsAllowed('anything', 'update')).toEqual(['*']);
    expect(ADMIN_PERMISSIONS.isFieldAllowed('anything', 'update', 'x')).toBe(true);
    expect(ADMIN_PERMISSIONS.presets('anything', 'create')).toEqual({});
  });

  it('matches a name or the wildcard', () => {
    expect([
      isInFieldList(['*'], 'a'),
      isInFieldList(['a'], 'a'),
      isInFieldList(['b'], 'a'),
      isInFieldList([], 'a'),
      isInFieldList(null, 'a'),
    ]).toEqual([true, true, false, false, false]);
  });
});

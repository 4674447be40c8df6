import { describe, expect, it } from 'vitest';
import { ADMIN_PERMISSIONS, permissionsFromRules } from '../../../../lib/permissions/permissions.js';
import type { PermissionRule } from '../../../../lib/permissions/types.js';
import type { CollectionMeta } from '../../../../lib/schema/types.js';
import { collectionMetaFixture } from '../../../../testing/fixtures.js';
import { permissionRule } from '../../../../testing/permission-fixtures.js';
import { collectionActions } from './collection-actions.js';

const meta = collectionMetaFixture('articles', { archive_field: 'status', archive_value: 'archived', sort_field: 'sort' });
const rule = (action: PermissionRule['action'], fields: string[] = ['*']): PermissionRule => permissionRule('articles', action, fields);
const actions = (rules: PermissionRule[], collectionMeta: CollectionMeta | null = meta) =>
  collectionActions('articles', collectionMeta, permissionsFromRules(rules));

describe('collectionActions', () => {
  it('offers nothing but reading to a read-only role', () => {
    expect(actions([rule('read')])).toEqual({ create: false, edit: false, archive: false, delete: false, sort: false, select: false });
  });

  it('needs update of the archive and sort fields to archive and reorder', () => {
    expect(actions([rule('read'), rule('update', ['title'])])).toEqual({
      create: false,
      edit: true,
      archive: false,
      delete: false,
      sort: false,
      select: true,
    });
    expect(actions([rule('read'), rule('update', ['title', 'status', 'sort'])])).toMatchObject({ archive: true, sort: true });
    expect(actions([rule('read'), rule('update')], collectionMetaFixture('articles'))).toMatchObject({ archive: false, sort: false });
  });

  it('offers create and delete on their own rules', () => {
    expect(actions([rule('read'), rule('create', ['title']), rule('delete')])).toEqual({
      create: true,
      edit: false,
      archive: false,
      delete: true,
      sort: false,
      select: true,
    });
  });

  it('offers an admin everything the collection has', () => {
    expect(collectionActions('articles', meta, ADMIN_PERMISSIONS)).toEqual({
      create: true,
      edit: true,
      archive: true,
      delete: true,
      sort: true,
      select: true,
    });
    expect(collectionActions('articles', collectionMetaFixture('articles'), ADMIN_PERMISSIONS)).toMatchObject({
      archive: false,
      sort: false,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { ADMIN_PERMISSIONS, permissionsFromRules } from '../../../../../lib/permissions/permissions.js';
import type { PermissionRule } from '../../../../../lib/permissions/types.js';
import { isMentionable, mentionQuery } from './mention-query.js';

const usersRead = (fields: string[]): PermissionRule => ({
  id: null,
  role: 'editor',
  collection: 'directus_users',
  action: 'read',
  permissions: null,
  validation: null,
  presets: null,
  fields,
});

describe('the mention picker query', () => {
  it('asks an editor whose rule lacks `status` only for the fields it may read, with no status filter', () => {
    const query = mentionQuery(permissionsFromRules([usersRead(['id', 'first_name', 'last_name', 'email', 'avatar'])]), 'Rit', 8);
    expect(query).toEqual({
      search: 'Rit',
      fields: ['id', 'first_name', 'last_name', 'email'],
      sort: ['first_name', 'last_name', 'email'],
      limit: 8,
    });
  });

  it('reads `status` where the rule allows it, filtering on it only for an admin', () => {
    const editor = mentionQuery(permissionsFromRules([usersRead(['id', 'last_name', 'status'])]), '', 8);
    expect(editor).toEqual({ fields: ['id', 'last_name', 'status'], sort: ['last_name'], limit: 16 });
    expect(mentionQuery(ADMIN_PERMISSIONS, 'a', 8)).toEqual({
      search: 'a',
      filter: { status: { _eq: 'active' } },
      fields: ['id', 'first_name', 'last_name', 'email'],
      sort: ['first_name', 'last_name', 'email'],
      limit: 8,
    });
  });

  it('is null when the role may list nobody it could name', () => {
    expect(mentionQuery(permissionsFromRules([]), 'a', 8)).toBeNull();
    expect(mentionQuery(permissionsFromRules([usersRead(['first_name'])]), 'a', 8)).toBeNull();
    expect(mentionQuery(permissionsFromRules([usersRead(['id', 'avatar'])]), 'a', 8)).toBeNull();
  });

  it('drops only users shown inactive', () => {
    expect([{ status: 'active' }, {}, { status: null }, { status: 'suspended' }].map(isMentionable)).toEqual([true, true, true, false]);
  });
});

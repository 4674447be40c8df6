import type { UserRow } from '../../../lib/access/types.js';

/** The columns of the users directory. */
export const DIRECTORY_FIELDS = ['id', 'first_name', 'last_name', 'email', 'avatar', 'role', 'status', 'title'];

/** Every field of spec section 3 a person edits on the user page (password is write-only). */
export const USER_PAGE_FIELDS = [
  'id',
  'first_name',
  'last_name',
  'email',
  'avatar',
  'location',
  'title',
  'description',
  'tags',
  'role',
  'status',
  'language',
  'appearance',
  'theme_light',
  'theme_dark',
  'theme_light_overrides',
  'theme_dark_overrides',
  'email_notifications',
  'tfa_secret',
  'token',
  'last_access',
  'provider',
  'external_identifier',
];

/** What a user without admin access may read of themselves (spec section 6's default rule). */
export const SELF_FIELDS = [
  'id',
  'first_name',
  'last_name',
  'email',
  'avatar',
  'location',
  'title',
  'description',
  'tags',
  'role',
  'status',
  'language',
  'appearance',
  'theme_light',
  'theme_dark',
  'theme_light_overrides',
  'theme_dark_overrides',
  'tfa_secret',
];

export const USER_STATUSES: { value: UserRow['status']; label: string }[] = [
  { value: 'draft', label: 'Draft' },
  { value: 'invited', label: 'Invited' },
  { value: 'unverified', label: 'Unverified' },
  { value: 'active', label: 'Active' },
  { value: 'suspended', label: 'Suspended' },
  { value: 'archived', label: 'Archived' },
];

/** "Ada Lovelace", else the e-mail, else the key. */
export function userName(user: Pick<UserRow, 'id' | 'first_name' | 'last_name' | 'email'>): string {
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ').trim();
  return name || user.email || user.id;
}

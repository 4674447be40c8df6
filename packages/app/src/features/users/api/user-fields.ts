import type { UserRow } from '../../../lib/access/types.js';
import type { MessageKey } from '../../../lib/i18n/i18n.js';

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

/** Each status with the catalogue key of its name. */
export const USER_STATUSES: { value: UserRow['status']; label: MessageKey }[] = [
  { value: 'draft', label: 'users.statusDraft' },
  { value: 'invited', label: 'users.statusInvited' },
  { value: 'unverified', label: 'users.statusUnverified' },
  { value: 'active', label: 'users.statusActive' },
  { value: 'suspended', label: 'users.statusSuspended' },
  { value: 'archived', label: 'users.statusArchived' },
];

/** "Ada Lovelace", else the e-mail, else the key. */
export function userName(user: Pick<UserRow, 'id' | 'first_name' | 'last_name' | 'email'>): string {
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ').trim();
  return name || user.email || user.id;
}

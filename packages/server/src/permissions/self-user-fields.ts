type SelfAccess = 'read' | 'read-edit' | 'edit';

/**
 * What every signed-in user may do with the fields of their own user record, whatever their role
 * (spec section 6): read them (the reference's app-access minimal permissions) and change them
 * through `PATCH /users/me`. Fields not listed are neither; the readable ones keep this order.
 */
const SELF_USER_FIELDS: Readonly<Record<string, SelfAccess>> = Object.freeze({
  id: 'read',
  first_name: 'read-edit',
  last_name: 'read-edit',
  last_page: 'read-edit',
  email: 'read-edit',
  password: 'read-edit',
  location: 'read-edit',
  title: 'read-edit',
  description: 'read-edit',
  tags: 'read-edit',
  avatar: 'read-edit',
  language: 'read-edit',
  appearance: 'read-edit',
  theme_light: 'read-edit',
  theme_dark: 'read-edit',
  theme_light_overrides: 'read-edit',
  theme_dark_overrides: 'read-edit',
  tfa_secret: 'read',
  status: 'read',
  role: 'read',
  // A preference the user sets, which the reference's minimal read permissions leave out.
  email_notifications: 'edit',
});

const fieldsWith = (access: 'read' | 'edit') => Object.keys(SELF_USER_FIELDS).filter((field) => SELF_USER_FIELDS[field]!.includes(access));

/** The fields of their own user record any signed-in user may read. */
export const SELF_READABLE_USER_FIELDS: readonly string[] = Object.freeze(fieldsWith('read'));

/** What a user may change on their own record through `PATCH /users/me`. */
export const SELF_EDITABLE_USER_FIELDS: ReadonlySet<string> = new Set(fieldsWith('edit'));

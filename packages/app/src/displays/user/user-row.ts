/** The fields of a `directus_users` row the user display reads. */
export const USER_FIELDS = ['id', 'first_name', 'last_name', 'email', 'avatar'];

export interface UserRow {
  id: string | null;
  name: string;
  initials: string;
  avatar: string | null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** A user value: "First Last", else the e-mail, else the id; the avatar's file id when set. */
export function userRow(value: unknown): UserRow | null {
  if (typeof value === 'string' && value !== '') return { id: value, name: value, initials: '?', avatar: null };
  if (typeof value !== 'object' || value === null) return null;
  const row = value as Record<string, unknown>;
  const first = text(row.first_name);
  const last = text(row.last_name);
  const fullName = [first, last].filter(Boolean).join(' ');
  const name = fullName || text(row.email) || text(row.id) || '';
  const initials = (first || last ? `${first?.charAt(0) ?? ''}${last?.charAt(0) ?? ''}` : name.charAt(0)).toUpperCase() || '?';
  const avatar =
    typeof row.avatar === 'object' && row.avatar !== null ? text((row.avatar as Record<string, unknown>).id) : text(row.avatar);
  return { id: text(row.id), name, initials, avatar };
}

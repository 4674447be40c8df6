import type { Activity } from '../../../../../lib/schema/system-types.js';
import { formatDateTime } from '../../../../../lib/i18n/format.js';
import { i18n } from '../../../../../lib/i18n/i18n.js';

/** A user as the API gives it: expanded (`{id, first_name, …}`), a bare id, or nobody. */
export type UserRef = Activity['user'];

/** The name to show for a user: first and last name, else the e-mail, else the id; "System" for nobody. */
export function userName(user: UserRef | undefined): string {
  if (!user) return i18n.t('itemSidebar.system');
  if (typeof user === 'string') return user;
  return [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email || user.id;
}

/** The nested fields to ask for with a user reference at `path`. */
export const userFields = (path: string): string[] => ['id', 'email', 'first_name', 'last_name'].map((field) => `${path}.${field}`);

/** A timestamp as the editor's locale writes it. */
export function formatWhen(timestamp: string | null | undefined): string {
  if (!timestamp) return '—';
  return formatDateTime(timestamp);
}

import type { Knex } from 'knex';
import type { Filter } from '../../permissions/permission-row.js';
import { toBoolean } from '../../utils/to-boolean.js';

export interface RegistrationSettings {
  enabled: boolean;
  verifyEmail: boolean;
  role: string | null;
  /** A filter the registering e-mail must pass (`{email: …}` is what it sees), or null. */
  emailFilter: Filter | null;
}

/** `directus_settings.public_registration*`, read per request so a change applies at once. */
export async function readRegistrationSettings(db: Knex): Promise<RegistrationSettings> {
  const row = (await db('directus_settings').first(
    'public_registration',
    'public_registration_verify_email',
    'public_registration_role',
    'public_registration_email_filter',
  )) as Record<string, unknown> | undefined;
  // No settings row: the reference's defaults (registration off).
  if (!row) return { enabled: false, verifyEmail: true, role: null, emailFilter: null };
  return {
    enabled: toBoolean(row.public_registration),
    verifyEmail: toBoolean(row.public_registration_verify_email),
    role: typeof row.public_registration_role === 'string' ? row.public_registration_role : null,
    emailFilter: filterOf(row.public_registration_email_filter),
  };
}

/** A JSON column comes back parsed (pg) or as text (SQLite, MariaDB); anything but an object means no filter. */
function filterOf(value: unknown): Filter | null {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value) as unknown;
    } catch {
      return null;
    }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed) || Object.keys(parsed).length === 0) return null;
  return parsed as Filter;
}

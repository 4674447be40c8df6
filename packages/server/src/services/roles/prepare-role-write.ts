import { failedValidation, invalidPayload } from '../../errors/error-helpers.js';
import { castRowIn } from '../users/system-rows.js';

/** A role payload → the row to write: known columns only, cast, with a non-empty name on create. */
export function prepareRoleWrite(data: unknown, isCreate: boolean): Record<string, unknown> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw invalidPayload('Each role must be an object');
  const payload = { ...(data as Record<string, unknown>) };
  if (!isCreate) delete payload.id;
  const row = castRowIn('directus_roles', payload);
  if ((isCreate || 'name' in row) && (typeof row.name !== 'string' || row.name.trim() === '')) {
    throw failedValidation('name', 'Value is required.', { type: 'required' });
  }
  for (const flag of ['enforce_tfa', 'admin_access', 'app_access', 'icon']) {
    // These columns are NOT NULL with a default: null means "leave the default".
    if (flag in row && row[flag] === null) delete row[flag];
  }
  return row;
}

import { invalidPayload } from '../../errors/error-helpers.js';
import { isPermissionAction, PERMISSION_ACTIONS } from '../../permissions/permission-row.js';

const JSON_OBJECTS = ['permissions', 'validation', 'presets'] as const;

/**
 * A `directus_permissions` row as submitted: a known action, a collection, filters and presets as
 * objects, fields as a list or CSV. A row the engine could not read would silently grant nothing, so
 * it is refused here instead (400 INVALID_PAYLOAD naming the field).
 */
export function checkPermissionPayload(payload: unknown, action: 'create' | 'update'): void {
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload))
    throw invalidPayload('Each permission has to be an object');
  const row = payload as Record<string, unknown>;
  if (action === 'create' || 'action' in row) {
    if (!isPermissionAction(row.action))
      throw invalidPayload(`"action" must be one of [${PERMISSION_ACTIONS.join(', ')}]`, { field: 'action' });
  }
  if (action === 'create' || 'collection' in row) {
    if (typeof row.collection !== 'string' || row.collection === '')
      throw invalidPayload('"collection" is required', { field: 'collection' });
  }
  for (const key of JSON_OBJECTS) {
    const value = row[key];
    if (value !== undefined && value !== null && (typeof value !== 'object' || Array.isArray(value)))
      throw invalidPayload(`"${key}" must be an object`, { field: key });
  }
  const fields = row.fields;
  if (
    fields !== undefined &&
    fields !== null &&
    typeof fields !== 'string' &&
    !(Array.isArray(fields) && fields.every((f) => typeof f === 'string'))
  ) {
    throw invalidPayload('"fields" must be a list of field names', { field: 'fields' });
  }
}

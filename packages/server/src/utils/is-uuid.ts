const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A UUID in its text form, any version. Keys of users, roles and shares are UUIDs: anything else
 * names no row (and must not reach a uuid column on PostgreSQL, which would refuse it with a 500).
 */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

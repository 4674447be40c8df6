import type { Untyped } from '../../schema-types.js';
import type { RestCommand } from '../command.js';

/**
 * Empties the data and schema caches (administrators only): `POST /utils/cache/clear` (204).
 *
 * @example
 * await client.request(clearCache());
 */
export function clearCache<Schema = Untyped>(): RestCommand<void, Schema> {
  return () => ({ path: '/utils/cache/clear', method: 'POST' });
}

import type { Untyped } from '../../schema-types.js';
import type { RestCommand } from '../command.js';
import { forceParams, type SchemaDiffOutput } from './schema-diff.js';

/**
 * Applies a diff from {@link schemaDiff} (administrators only): `POST /schema/apply` (204). The
 * server refuses it when its data model changed since the diff was made (the hash differs).
 *
 * @example
 * if (diff) await target.request(schemaApply(diff));
 */
export function schemaApply<Schema = Untyped>(diff: SchemaDiffOutput, force = false): RestCommand<void, Schema> {
  return () => ({ path: '/schema/apply', method: 'POST', body: diff, params: forceParams(force) });
}

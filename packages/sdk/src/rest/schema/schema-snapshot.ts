import type { Untyped } from '../../schema-types.js';
import type { RestCommand } from '../command.js';

/** The data model as `GET /schema/snapshot` answers it (and `schemaDiff` takes it). */
export interface SchemaSnapshotOutput {
  version: number;
  directus: string;
  vendor: string;
  collections: Record<string, unknown>[];
  fields: Record<string, unknown>[];
  relations: Record<string, unknown>[];
}

/**
 * Reads the data model (collections, fields, relations; administrators only): `GET /schema/snapshot`.
 *
 * @example
 * const snapshot = await client.request(schemaSnapshot());
 */
export function schemaSnapshot<Schema = Untyped>(): RestCommand<SchemaSnapshotOutput, Schema> {
  return () => ({ path: '/schema/snapshot' });
}

import type { Untyped } from '../../schema-types.js';
import type { RestCommand } from '../command.js';
import type { SchemaSnapshotOutput } from './schema-snapshot.js';

/** The changes that turn this server's data model into a snapshot's, with the hash of the model they start from. */
export interface SchemaDiffOutput {
  hash: string;
  diff: { collections: unknown[]; fields: unknown[]; relations: unknown[] };
}

/**
 * Compares a snapshot with this server's data model (administrators only): `POST /schema/diff`,
 * with `?force=true` to skip the version and database-vendor checks. Resolves to `undefined`
 * (the server's 204) when there is nothing to change.
 *
 * @example
 * const diff = await target.request(schemaDiff(await source.request(schemaSnapshot())));
 */
export function schemaDiff<Schema = Untyped>(
  snapshot: SchemaSnapshotOutput,
  force = false,
): RestCommand<SchemaDiffOutput | undefined, Schema> {
  return () => ({ path: '/schema/diff', method: 'POST', body: snapshot, params: forceParams(force) });
}

/** `?force=true` when forced, no parameter otherwise. */
export function forceParams(force: boolean): Record<string, string> {
  return force ? { force: 'true' } : {};
}

import type { TesseraExtension } from '../../core-schema.js';
import type { RestCommand } from '../command.js';
import { throwIfEmpty } from '../guards.js';
import { pathSegment } from '../path-segment.js';
import type { Untyped } from '../../schema-types.js';

/** Lists the installed extensions: `GET /extensions` (Tessera runs none, so admins get `[]`). */
export function readExtensions<Schema = Untyped>(): RestCommand<TesseraExtension[], Schema> {
  return () => ({ path: '/extensions' });
}

/**
 * Changes an extension's settings (e.g. `{ meta: { enabled: false } }`): `PATCH /extensions/:bundle/:name`,
 * or `PATCH /extensions/:name` when `bundle` is null. Tessera runs no extensions, so it answers FORBIDDEN.
 */
export function updateExtension<Schema = Untyped>(
  bundle: string | null,
  name: string,
  data: { meta?: Partial<TesseraExtension['meta']> },
): RestCommand<TesseraExtension, Schema> {
  return () => {
    if (bundle !== null) throwIfEmpty(bundle, 'Bundle cannot be an empty string');
    throwIfEmpty(name, 'Name cannot be empty');
    const path = bundle === null ? `/extensions/${pathSegment(name)}` : `/extensions/${pathSegment(bundle)}/${pathSegment(name)}`;
    return { path, method: 'PATCH', body: data };
  };
}

/** Removes an installed extension by id: `DELETE /extensions/:id` (204; Tessera answers FORBIDDEN). */
export function deleteExtension<Schema = Untyped>(id: string): RestCommand<void, Schema> {
  return () => {
    throwIfEmpty(id, 'Id cannot be empty');
    return { path: `/extensions/${pathSegment(id)}`, method: 'DELETE' };
  };
}

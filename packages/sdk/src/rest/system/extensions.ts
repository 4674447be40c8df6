import type { TesseraExtension } from '../../core-schema.js';
import type { RestCommand } from '../command.js';
import type { Untyped } from '../../schema-types.js';

/** Lists the installed extensions: `GET /extensions` (Tessera runs none, so admins get `[]`). */
export function readExtensions<Schema = Untyped>(): RestCommand<TesseraExtension[], Schema> {
  return () => ({ path: '/extensions' });
}

import type { TesseraShare } from '../../core-schema.js';
import type { Untyped } from '../../schema-types.js';
import type { RestCommand } from '../command.js';
import { throwIfEmpty } from '../guards.js';
import { pathSegment } from '../path-segment.js';

/** What anyone may learn about a share before signing in to it (`password` is a hash or null). */
export type ShareInfo = Pick<
  TesseraShare,
  'id' | 'collection' | 'item' | 'password' | 'date_start' | 'date_end' | 'times_used' | 'max_uses'
>;

/**
 * Reads the public facts of a share, signed in or not: `GET /shares/info/:id`.
 *
 * @example
 * const info = await client.request(readShareInfo(shareId));
 */
export function readShareInfo<Schema = Untyped>(id: string): RestCommand<ShareInfo, Schema> {
  return () => {
    throwIfEmpty(id, 'Id cannot be empty');
    return { path: `/shares/info/${pathSegment(id)}` };
  };
}

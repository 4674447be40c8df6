import type { Untyped } from '../../schema-types.js';
import type { RestCommand } from '../command.js';

/**
 * Hashes a string with the server's password hash (argon2): `POST /utils/hash/generate`.
 *
 * @example
 * const hash = await client.request(generateHash('secret'));
 */
export function generateHash<Schema = Untyped>(string: string): RestCommand<string, Schema> {
  return () => ({ path: '/utils/hash/generate', method: 'POST', body: { string } });
}

/**
 * Tells whether a string matches a hash from {@link generateHash}: `POST /utils/hash/verify`.
 *
 * @example
 * const matches = await client.request(verifyHash('secret', hash));
 */
export function verifyHash<Schema = Untyped>(string: string, hash: string): RestCommand<boolean, Schema> {
  return () => ({ path: '/utils/hash/verify', method: 'POST', body: { string, hash } });
}

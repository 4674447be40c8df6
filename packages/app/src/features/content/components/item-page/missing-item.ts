import { errorStatus, hasErrorCode } from '../../../../lib/api-error.js';

/**
 * Whether a failed read of one item means "there is no such item" rather than "you may not".
 *
 * The API never answers 404 for an item: a missing key is FORBIDDEN (403), for admins too, so
 * that nobody can probe which keys exist (api-reference §3, `forbiddenOrMissing` on the server).
 * The item page only asks once the collection is in the schema and the role may read it (see
 * `WithCollectionSchema`), so a FORBIDDEN for the item itself can only mean the row isn't there —
 * or, for a role with a row filter, that it is outside the rows the role sees, which to that user
 * is the same thing. Any other failure (network, 500, an expired session) is a real error with
 * "Try again".
 */
export function isMissingItem(error: unknown, canReadCollection: boolean): boolean {
  if (!canReadCollection || !error) return false;
  return hasErrorCode(error, 'FORBIDDEN') || errorStatus(error) === 403 || errorStatus(error) === 404;
}

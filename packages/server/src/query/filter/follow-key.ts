import { invalidQuery } from '../../errors/error-helpers.js';

/** A filter key `$FOLLOW(collection, field)`: the rows of `collection` whose `field` points at the row filtered. */
export interface FollowKey {
  collection: string;
  field: string;
}

const PREFIX = '$FOLLOW(';
const FOLLOW_KEY = /^\$FOLLOW\(\s*([^\s,()]+)\s*,\s*([^\s,()]+)\s*\)$/;

/**
 * Reads a `$FOLLOW(collection, field)` filter key, the reference's way to filter on a reverse
 * relation that has no alias field (its app's many-to-many "Add existing" sends one). Null for any
 * other key; a key that starts like one but is malformed is an INVALID_QUERY.
 */
export function parseFollowKey(key: string): FollowKey | null {
  if (!key.startsWith(PREFIX)) return null;
  const match = FOLLOW_KEY.exec(key);
  if (!match) throw invalidQuery(`"${key}" has to be of the form $FOLLOW(collection, field)`);
  return { collection: match[1]!, field: match[2]! };
}

import { MAX_REGEX_PATTERN_LENGTH } from '@tessera/shared';
import { invalidQuery } from '../../errors/error-helpers.js';

/**
 * A `_regex` filter value as the pattern bound to the database: at most MAX_REGEX_PATTERN_LENGTH
 * characters and one that compiles (as a JavaScript Unicode pattern, the engine SQLite runs; a
 * pattern PostgreSQL or MariaDB still refuse is answered the same way by their error mapping).
 */
export function regexPattern(value: unknown): string {
  const pattern = String(value);
  if ([...pattern].length > MAX_REGEX_PATTERN_LENGTH) {
    throw invalidQuery(`The "_regex" pattern can't be longer than ${MAX_REGEX_PATTERN_LENGTH} characters`);
  }
  try {
    new RegExp(pattern, 'u');
  } catch {
    throw invalidQuery(`The "_regex" pattern "${pattern}" is not a valid regular expression`);
  }
  return pattern;
}

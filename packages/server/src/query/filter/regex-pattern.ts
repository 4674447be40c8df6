import { MAX_REGEX_PATTERN_LENGTH } from '@tessera/shared';
import { invalidQuery } from '../../errors/error-helpers.js';
import { hasNestedQuantifier } from './nested-quantifier.js';

/**
 * A `_regex` filter value as the pattern bound to the database: at most MAX_REGEX_PATTERN_LENGTH
 * characters and one that compiles (as a JavaScript Unicode pattern, the engine SQLite runs; a
 * pattern PostgreSQL or MariaDB still refuse is answered the same way by their error mapping), and
 * one without a repeated group that itself repeats (`(a+)+`): JavaScript's and MariaDB's engines
 * backtrack, and such a pattern can take exponential time, on the event loop for SQLite.
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
  if (hasNestedQuantifier(pattern)) {
    throw invalidQuery(`The "_regex" pattern "${pattern}" repeats a group that itself repeats, which is not allowed`);
  }
  return pattern;
}

import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { DriverError } from '../driver-error.js';
import { sqliteErrors } from './sqlite-errors.js';

/** The error better-sqlite3 throws preparing `text`. */
function prepareError(text: string): DriverError {
  const db = new Database(':memory:');
  try {
    db.exec('CREATE TABLE t (a)');
    db.prepare(text);
  } catch (error) {
    return error as DriverError;
  } finally {
    db.close();
  }
  throw new Error('expected the statement to fail');
}

describe('sqliteErrors.queryErrorOf: the limits of one statement as INVALID_QUERY naming them', () => {
  it.each([
    [
      '2001 columns',
      `SELECT ${Array.from({ length: 2001 }, (_, i) => `a AS c${i}`).join(', ')} FROM t`,
      /2000 columns SQLite returns in one row/,
    ],
    ['32,767 values', `SELECT * FROM t WHERE a IN (${Array.from({ length: 32_767 }, () => '?').join(', ')})`, /32766 values SQLite binds/],
    [
      'a chain of 1,000 ORs',
      `SELECT * FROM t WHERE ${Array.from({ length: 1000 }, () => '(a = 1)').join(' OR ')}`,
      /1000 levels SQLite takes/,
    ],
  ])('%s', (_name, text, message) => {
    const mapped = sqliteErrors.queryErrorOf(prepareError(text));
    expect(mapped).toMatchObject({ code: 'INVALID_QUERY', status: 400 });
    expect(mapped?.message).toMatch(message);
  });

  it('leaves other errors alone', () => {
    expect(sqliteErrors.queryErrorOf(prepareError('SELECT nope FROM t'))).toBeNull();
    expect(
      sqliteErrors.queryErrorOf(
        Object.assign(new Error('too many columns in result set'), { code: 'SQLITE_CONSTRAINT' }) as unknown as DriverError,
      ),
    ).toBeNull();
  });
});

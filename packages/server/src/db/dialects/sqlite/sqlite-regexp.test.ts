import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { registerSqliteRegexp, sqliteRegexp } from './sqlite-regexp.js';

describe('sqlite REGEXP function', () => {
  it('matches case-sensitively, by character, NULL for NULL or a pattern that does not compile', () => {
    expect(sqliteRegexp('^H', 'Hello')).toBe(1);
    expect(sqliteRegexp('^H', 'hello')).toBe(0);
    expect(sqliteRegexp('^.té$', 'Été')).toBe(1);
    expect(sqliteRegexp('^H', null)).toBeNull();
    expect(sqliteRegexp('(', 'x')).toBeNull();
  });

  it('backs `x REGEXP y` on a connection', () => {
    const db = new Database(':memory:');
    registerSqliteRegexp(db);
    const row = db.prepare("SELECT 'Apple' REGEXP ? AS a, 'apple' REGEXP ? AS b").get('^A', '^A') as { a: number; b: number };
    expect(row).toEqual({ a: 1, b: 0 });
    db.close();
  });
});

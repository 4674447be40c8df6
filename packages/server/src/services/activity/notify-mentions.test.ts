import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_MENTIONS, mentionedUsers, userName } from './notify-mentions.js';

const v4 = () => fc.uuid({ version: 4 });

describe('mentionedUsers', () => {
  it('finds @<uuid v4> mentions, distinct and lower-cased, in order', () => {
    const a = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const b = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
    expect(mentionedUsers(`hi @${a}, @${b.toUpperCase()} and @${a} again; ${b} without @`)).toEqual([a, b]);
    // Not version 4 (the reference's pattern), or not a whole id: no mention.
    expect(mentionedUsers('@0f8fad5b-d9cb-169f-a165-70867728950e @0f8fad5b-d9cb-469f')).toEqual([]);
  });

  it(`names at most ${MAX_MENTIONS} users`, () => {
    const ids = Array.from({ length: MAX_MENTIONS + 10 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    const found = mentionedUsers(ids.map((id) => `@${id}`).join(' '));
    expect(found).toEqual(ids.slice(0, MAX_MENTIONS));
  });

  it('never throws, and every id it answers was mentioned (fuzz)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.string(),
            v4().map((id) => `@${id}`),
            v4(),
          ),
        ),
        (parts) => {
          const text = parts.join(' ');
          const found = mentionedUsers(text);
          expect(new Set(found).size).toBe(found.length);
          expect(found.length).toBeLessThanOrEqual(MAX_MENTIONS);
          for (const id of found) expect(text.toLowerCase()).toContain(`@${id}`);
        },
      ),
    );
  });
});

describe('userName', () => {
  it('is the full name, else the first name, else the email, else Unknown User', () => {
    expect(userName({ first_name: 'Ada', last_name: 'Lovelace', email: 'a@x.org' })).toBe('Ada Lovelace');
    expect(userName({ first_name: 'Ada', last_name: null, email: 'a@x.org' })).toBe('Ada');
    expect(userName({ first_name: null, last_name: 'Lovelace', email: 'a@x.org' })).toBe('a@x.org');
    expect(userName({ first_name: null, last_name: null, email: 'a@x.org' })).toBe('a@x.org');
    expect(userName({ first_name: null, last_name: null, email: null })).toBe('Unknown User');
    expect(userName(undefined)).toBe('Unknown User');
  });
});

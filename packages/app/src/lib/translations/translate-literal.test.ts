import { describe, expect, it } from 'vitest';
import { stringsFor, translateLiteral } from './translate-literal.js';

const rows = [
  { key: 'title', language: 'en-US', value: 'Title' },
  { key: 'title', language: 'de-DE', value: 'Titel' },
  { key: 'only_en', language: 'en-US', value: 'Only English' },
  { key: '__proto__', language: 'de-DE', value: 'Prototyp' },
];

describe('translateLiteral', () => {
  const german = stringsFor(rows, 'de-DE', 'en-US');
  it.each([
    ['$t:title', 'Titel'],
    ['$t:only_en', 'Only English'],
    ['$t:__proto__', 'Prototyp'],
    ['$t:missing_key', 'missing_key'],
    ['Plain name', 'Plain name'],
    ['title', 'title'],
  ])('%s → %s', (literal, expected) => {
    expect(translateLiteral(literal, german)).toBe(expected);
  });
});

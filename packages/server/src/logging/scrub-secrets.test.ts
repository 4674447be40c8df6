import { describe, expect, it } from 'vitest';
import { scrubSecrets } from './scrub-secrets.js';

const line = (value: unknown) => `${JSON.stringify(value)}\n`;

describe('scrubSecrets', () => {
  it.each([
    ['a query string in a URL', { url: '/items/a?access_token=Q1&limit=2' }, 'Q1', 'access_token=--redacted--&limit=2'],
    [
      'a form body quoted by a JSON parser error',
      { msg: 'Unexpected token \'e\', "email=a&password=F2" is not valid JSON' },
      'F2',
      'password=--redacted--',
    ],
    [
      'an unquoted value in invalid JSON quoted by a parser error',
      { msg: 'Unexpected token \'U\', ..."password":U3}" is not valid JSON' },
      'U3',
      '\\"password\\":--redacted--',
    ],
    [
      'JSON quoted inside a message',
      { msg: 'body was {"refresh_token":"R4","mode":"json"}' },
      'R4',
      '\\"refresh_token\\":\\"--redacted--\\"',
    ],
    ['a deep field of the line itself', { a: { b: { c: { d: { e: { password: 'P5' } } } } } }, 'P5', '"password":"--redacted--"'],
    ['a deep number of the line itself', { a: { b: { c: { d: { e: { otp: 918273 } } } } } }, '918273', '"otp":"--redacted--"'],
    ['a session cookie', { msg: 'cookie: directus_session_token=C6; theme=dark' }, 'C6', 'directus_session_token=--redacted--; theme=dark'],
    ['a bearer header', { msg: 'authorization: Bearer eyJ7.payload.sig' }, 'eyJ7', 'Bearer --redacted--'],
  ])('replaces the secret in %s and keeps the line JSON', (_name, value, secret, expected) => {
    const scrubbed = scrubSecrets(line(value));
    expect(scrubbed).not.toContain(secret);
    expect(scrubbed).toContain(expected);
    expect(() => JSON.parse(scrubbed) as unknown).not.toThrow();
  });

  it('leaves lines without secrets, and null or object values, as they are', () => {
    const value = {
      msg: 'request completed',
      url: '/items/a?limit=2&fields=token_count',
      token: null,
      tokens: 3,
      user: { password: null },
    };
    expect(scrubSecrets(line(value))).toBe(line(value));
  });
});

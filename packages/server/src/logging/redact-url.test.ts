import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url.js';

describe('redactUrl', () => {
  it.each([
    ['/users/me', '/users/me'],
    ['/items/a?limit=2', '/items/a?limit=2'],
    ['/users/me?access_token=abc', '/users/me?access_token=--redacted--'],
    ['/x?fields=id&ACCESS_TOKEN=abc&sort=id', '/x?fields=id&ACCESS_TOKEN=--redacted--&sort=id'],
    [
      '/x?refresh_token=a&token=b&password=c&otp=d&secret=e',
      '/x?refresh_token=--redacted--&token=--redacted--&password=--redacted--&otp=--redacted--&secret=--redacted--',
    ],
    ['/users?filter[password][_eq]=abc&filter[email][_eq]=x', '/users?filter[password][_eq]=--redacted--&filter[email][_eq]=x'],
    ['/users?filter%5Btoken%5D%5B_eq%5D=abc', '/users?filter%5Btoken%5D%5B_eq%5D=--redacted--'],
    ['/x?access%5Ftoken=abc', '/x?access%5Ftoken=--redacted--'],
    ['/x?%E0%A4%A=abc', '/x?%E0%A4%A=--redacted--'],
    ['/x?flag&access_token', '/x?flag&access_token'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});

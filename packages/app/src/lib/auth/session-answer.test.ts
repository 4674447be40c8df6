import { describe, expect, it } from 'vitest';
import { sessionFromAnswer } from './session-answer.js';

describe('sessionFromAnswer', () => {
  it('keeps json tokens with their expiry time', () => {
    expect(sessionFromAnswer({ access_token: 'a', refresh_token: 'r', expires: 900_000 }, 1_000)).toEqual({
      access_token: 'a',
      refresh_token: 'r',
      expires: 900_000,
      expires_at: 901_000,
    });
  });

  it.each([
    ['nothing', undefined],
    ['a cookie-mode answer without refresh token', { access_token: 'a', expires: 900_000 }],
    ['a session-mode answer', { expires: 900_000 }],
    ['text where a number belongs', { access_token: 'a', refresh_token: 'r', expires: '900000' }],
    ['a hostile object', JSON.parse('{"__proto__":{"access_token":"a","refresh_token":"r","expires":1}}') as unknown],
  ])('refuses %s', (_, answer) => {
    expect(() => sessionFromAnswer(answer, 0)).toThrow('The server did not answer with json tokens.');
  });
});

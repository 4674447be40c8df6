import { describe, expect, it } from 'vitest';
import { isAllowedBeforeTfaSetup } from './tfa-setup-gate.js';

describe('routes open to a user who must still set up TFA', () => {
  it.each([
    ['GET', '/users/me', true],
    ['PATCH', '/users/me', false],
    ['POST', '/users/me/tfa/generate', true],
    ['POST', '/users/me/tfa/enable', true],
    ['POST', '/auth/logout', true],
    ['POST', '/auth/refresh', true],
    ['GET', '/server/info', true],
    ['GET', '/users', false],
    ['GET', '/items/:collection', false],
    ['PATCH', '/users/me/track/page', false],
    ['GET', undefined, true],
  ])('%s %s → %s', (method, url, allowed) => {
    expect(isAllowedBeforeTfaSetup(method, url)).toBe(allowed);
  });
});

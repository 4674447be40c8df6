import { describe, expect, it } from 'vitest';
import { claimsProfile } from './claims-profile.js';
import type { FlowSettings } from './flow-settings.js';

const settings: FlowSettings = {
  clientId: 'id',
  clientSecret: 'secret',
  scope: 'openid',
  params: new Map(),
  identifierKey: 'sub',
  emailKey: 'email',
  firstNameKey: 'given_name',
  lastNameKey: 'family_name',
  groupClaim: 'groups',
};

describe('claimsProfile', () => {
  it('maps the configured claims, groups as a list and the tokens to keep', () => {
    const claims = { sub: 'abc', email: 'a@example.com', given_name: 'A', family_name: 'B', groups: ['x', 7, 'y'] };
    expect(claimsProfile(settings, claims, { refreshToken: 'r' })).toEqual({
      identifier: 'abc',
      email: 'a@example.com',
      firstName: 'A',
      lastName: 'B',
      groups: ['x', 'y'],
      authData: { refreshToken: 'r' },
    });
  });

  it('takes a single group as a one-element list and caps long lists', () => {
    expect(claimsProfile(settings, { sub: 'a', groups: 'solo' }, null).groups).toEqual(['solo']);
    const many = Array.from({ length: 500 }, (_, index) => `g${index}`);
    expect(claimsProfile(settings, { sub: 'a', groups: many }, null).groups).toHaveLength(100);
  });

  it('reads numeric identifiers as text', () => {
    expect(claimsProfile({ ...settings, identifierKey: 'id' }, { id: 42 }, null).identifier).toBe('42');
  });

  it.each([['constructor'], ['__proto__'], ['toString']])('never reads %s from Object.prototype', (key) => {
    expect(() => claimsProfile({ ...settings, identifierKey: key }, { sub: 'a' }, null)).toThrow(
      expect.objectContaining({ code: 'INVALID_CREDENTIALS' }),
    );
    expect(claimsProfile({ ...settings, emailKey: key, groupClaim: key }, { sub: 'a' }, null)).toMatchObject({ email: null, groups: [] });
  });

  it.each([[{}], [{ sub: '' }], [{ sub: '  ' }], [{ sub: { nested: true } }]])(
    'refuses claims without a usable identifier: %j',
    (claims) => {
      expect(() => claimsProfile(settings, claims, null)).toThrow(expect.objectContaining({ code: 'INVALID_CREDENTIALS' }));
    },
  );
});

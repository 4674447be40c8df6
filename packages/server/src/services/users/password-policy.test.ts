import { describe, expect, it } from 'vitest';
import { assertPasswordPolicy, passwordPolicyPattern } from './password-policy.js';

const accepts = (policy: string | null, password: string) => {
  try {
    assertPasswordPolicy(password, policy);
    return true;
  } catch (error) {
    expect(error).toMatchObject({ code: 'FAILED_VALIDATION', extensions: { field: 'password' } });
    return false;
  }
};

describe('password policy', () => {
  it.each([
    // Without a policy the floor is the weak preset's 8 characters.
    [null, 'a', false],
    [null, 'seven c', false],
    [null, 'eight ch', true],
    ['none', 'a', false],
    ['none', 'eight ch', true],
    ['weak', 'short', false],
    ['weak', 'eight ch', true],
    ['strong', 'Abcdefg1!', true],
    ['strong', 'abcdefg1!', false],
    ['strong', 'ABCDEFG1!', false],
    ['strong', 'Abcdefgh!', false],
    ['strong', 'Abcdefg12', false],
    ['strong', 'Abc defg1!', false],
    ['strong', 'Ab1!', false],
    ['/^.{12,}$/', 'elevenchars', false],
    ['/^.{12,}$/', 'twelve chars', true],
    ['/^[a-z]+$/i', 'MiXeD', true],
    ['^\\d+$', '12345', true],
    // The reference's own "strong" preset as it stores it in settings.
    ["/(?=^.{8,}$)(?=.*\\d)(?=.*[a-z])(?=.*[A-Z])(?=.*[!@#$%^&*()_+}{';'?>.<,])(?!.*\\s).*$/", 'Abcdefg1!', true],
  ])('%s accepts %j: %s', (policy, password, expected) => {
    expect(accepts(policy, password)).toBe(expected);
  });

  it('keeps no state between checks even with a g flag', () => {
    const pattern = passwordPolicyPattern('/^.{3,}$/g');
    expect(pattern?.test('abcd')).toBe(true);
    expect(pattern?.test('abcd')).toBe(true);
  });

  it('refuses every password under a policy that is not a valid pattern', () => {
    expect(accepts('/([/', 'anything at all')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { ssoFailureMessage } from './sso-failure-message.js';

const company = { name: 'company', label: 'Company SSO', driver: 'openid', icon: null };

describe('ssoFailureMessage', () => {
  it('explains INVALID_CREDENTIALS in words', () => {
    expect(ssoFailureMessage('INVALID_CREDENTIALS', company)).toMatch(/^That account could not be signed in/);
  });

  it('names the provider and the code for other failures', () => {
    expect(ssoFailureMessage('SERVICE_UNAVAILABLE', company)).toBe('Signing in with Company SSO failed (SERVICE_UNAVAILABLE).');
    expect(ssoFailureMessage('INVALID_PAYLOAD', undefined)).toBe('Signing in with that provider failed (INVALID_PAYLOAD).');
  });

  it('never repeats words a crafted link put in the URL', () => {
    const message = ssoFailureMessage('Call 0800 123 to unlock your account', company);
    expect(message).toBe('Signing in with Company SSO failed.');
    expect(ssoFailureMessage('X'.repeat(10_000), company)).toBe('Signing in with Company SSO failed.');
  });
});

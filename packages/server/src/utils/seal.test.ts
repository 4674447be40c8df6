import { describe, expect, it } from 'vitest';
import { openJson, sealJson } from './seal.js';

describe('sealJson / openJson', () => {
  it('gives back what was sealed, and nothing to another secret, another purpose or a tampered text', () => {
    // A token long enough that base64url ciphertext cannot contain it by chance (a two-letter one did, 1 run in ~60).
    const token = 'refresh-token-plain-text-0123456789';
    const sealed = sealJson({ refresh_token: token, n: [1, 2] }, 'secret-a', 'auth_data');
    expect(sealed).not.toContain(token);
    expect(openJson(sealed, 'secret-a', 'auth_data')).toEqual({ refresh_token: token, n: [1, 2] });
    expect(openJson(sealed, 'secret-b', 'auth_data')).toBeNull();
    expect(openJson(sealed, 'secret-a', 'other')).toBeNull();
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3]!, 'base64url');
    body[0] = body[0]! ^ 0xff;
    parts[3] = body.toString('base64url');
    expect(openJson(parts.join('.'), 'secret-a', 'auth_data')).toBeNull();
    expect(openJson('{"plain":true}', 'secret-a', 'auth_data')).toBeNull();
    expect(openJson(null, 'secret-a', 'auth_data')).toBeNull();
  });

  it('seals the same value differently each time', () => {
    expect(sealJson('x', 's', 'p')).not.toBe(sealJson('x', 's', 'p'));
  });
});

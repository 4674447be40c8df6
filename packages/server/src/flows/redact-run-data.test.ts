import { describe, expect, it } from 'vitest';
import { redactRunData } from './redact-run-data.js';

describe('redactRunData', () => {
  it('redacts authorization, cookie, access_token and password at any depth, whatever their case', () => {
    expect(
      redactRunData({
        $trigger: { headers: { Authorization: 'Bearer x', cookie: 'a=b', accept: '*/*' }, query: { access_token: 't' } },
        step: [{ user: { PASSWORD: 'p', email: 'e' } }],
      }),
    ).toEqual({
      $trigger: {
        headers: { Authorization: '--redacted--', cookie: '--redacted--', accept: '*/*' },
        query: { access_token: '--redacted--' },
      },
      step: [{ user: { PASSWORD: '--redacted--', email: 'e' } }],
    });
  });

  it('cuts off data nested past its bound instead of recursing on', () => {
    let deep: unknown = { password: 'p' };
    for (let level = 0; level < 1000; level += 1) deep = { deeper: deep };
    expect(JSON.stringify(redactRunData(deep))).not.toContain('"p"');
  });
});

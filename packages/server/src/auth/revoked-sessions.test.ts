import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRevokedSessions } from './revoked-sessions.js';
import { parseAuthChange } from './token-cache-sync.js';
import { fuzzRuns } from '../../test/harness/slow-tests.js';

describe('revoked sessions', () => {
  it('refuses a session until its time, keeps the later of two times, and sweeps what expired', () => {
    const revoked = createRevokedSessions();
    revoked.add(['a', '__proto__'], 1_000, 0);
    expect(revoked.has('a', 999)).toBe(true);
    expect(revoked.has('__proto__', 999)).toBe(true);
    expect(revoked.has('constructor', 999)).toBe(false);
    expect(revoked.has('a', 1_000)).toBe(false);
    revoked.add(['a'], 500, 10);
    expect(revoked.has('a', 900)).toBe(true);
    // A time already past stores nothing; the next revocation a minute later sweeps the expired ones.
    revoked.add(['b'], 5, 10);
    expect(revoked.has('b', 6)).toBe(false);
    revoked.add(['c'], 200_000, 70_000);
    expect(revoked.size).toBe(1);
  });

  it('parses any message off Redis without throwing, keeping only well-formed changes', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const change = parseAuthChange(value);
        if (change?.kind === 'revoked') for (const session of change.sessions) expect(Number.isFinite(session.until)).toBe(true);
      }),
      { numRuns: fuzzRuns(500) },
    );
    expect(parseAuthChange({ kind: 'revoked', sessions: [{ id: 'x', until: 5 }] })).toEqual({
      kind: 'revoked',
      sessions: [{ id: 'x', until: 5 }],
    });
    for (const sessions of [
      [{ id: '', until: 1 }],
      [{ id: 'x'.repeat(129), until: 1 }],
      [{ id: 'x', until: Number.NaN }],
      'x',
      Array(10_001).fill({ id: 'x', until: 1 }),
    ])
      expect(parseAuthChange({ kind: 'revoked', sessions })).toBeNull();
    expect(parseAuthChange({ kind: 'session', session: 5 })).toBeNull();
    expect(parseAuthChange({ kind: '__proto__' })).toBeNull();
  });
});

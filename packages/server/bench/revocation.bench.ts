import { randomUUID } from 'node:crypto';
import knex from 'knex';
import { createAuthRuntime } from '../src/auth/auth-runtime.js';
import type { Principal } from '../src/auth/principal.js';
import { resolvePrincipal } from '../src/auth/resolve-principal.js';
import { createRevokedSessions } from '../src/auth/revoked-sessions.js';
import { SESSION_ID_LENGTH } from '../src/auth/sessions.js';
import { loadConfig } from '../src/config/load-config.js';
import { resolveSecrets } from '../src/config/secrets.js';

const CHECKS = 2_000_000;
const ROUNDS = 5;

const sessionId = () => randomUUID().replaceAll('-', '').slice(0, SESSION_ID_LENGTH);

/** Median over ROUNDS of the time per call of `work` (called `count` times a round), in ns. */
function nsPerCall(count: number, work: (index: number) => unknown): number {
  const rounds: number[] = [];
  let sink = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const started = process.hrtime.bigint();
    for (let index = 0; index < count; index++) if (work(index)) sink++;
    rounds.push(Number(process.hrtime.bigint() - started) / count);
  }
  if (sink < 0) console.log(sink);
  return rounds.sort((a, b) => a - b)[Math.floor(ROUNDS / 2)]!;
}

async function nsPerAsyncCall(count: number, work: () => Promise<unknown>): Promise<number> {
  const rounds: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const started = process.hrtime.bigint();
    for (let index = 0; index < count; index++) await work();
    rounds.push(Number(process.hrtime.bigint() - started) / count);
  }
  return rounds.sort((a, b) => a - b)[Math.floor(ROUNDS / 2)]!;
}

/**
 * The revocation check every request makes (issue 38 point 2): a lookup of the token's session id
 * in the set of revoked sessions, then, as a request pays it, a cached token resolved with and
 * without a session id to check. Printed in ns per request; asserts nothing.
 */
export async function runRevocationBench(): Promise<void> {
  const now = Date.now();
  for (const size of [0, 1_000, 100_000]) {
    const revoked = createRevokedSessions();
    const ids = Array.from({ length: size }, sessionId);
    revoked.add(ids, now + 3_600_000, now);
    // Half the lookups hit a revoked session (when there are any), half a live one.
    const probes = Array.from({ length: 1_024 }, (_, index) => (index % 2 === 0 && size > 0 ? ids[index % size]! : sessionId()));
    const ns = nsPerCall(CHECKS, (index) => revoked.has(probes[index & 1_023]!, now));
    console.log(`revocation check, ${size.toLocaleString('en')} revoked sessions: ${ns.toFixed(1)} ns per request`);
  }

  // The whole cached path of a request's token: cache lookup + revocation check.
  const config = loadConfig({
    envFile: null,
    env: { SECRET: 'bench-secret-that-is-long-enough-for-hs256', KEY: 'bench', LOG_LEVEL: 'silent' },
  });
  const auth = createAuthRuntime(config);
  const db = knex({ client: 'better-sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
  try {
    const ctx = { db, config, secrets: resolveSecrets(config), auth };
    await auth.revokeSessions(Array.from({ length: 1_000 }, sessionId));
    const principal = (id?: string): Principal => ({
      accountability: { user: randomUUID(), role: null, admin: false, app: true, ...(id ? { sessionId: id } : {}) },
      isIpAllowed: () => true,
      needsTfaSetup: false,
    });
    auth.principals.set('with-session', principal(sessionId()), now + 3_600_000);
    auth.principals.set('static', principal(), now + 3_600_000);
    const withCheck = await nsPerAsyncCall(200_000, () => resolvePrincipal(ctx, 'with-session'));
    const without = await nsPerAsyncCall(200_000, () => resolvePrincipal(ctx, 'static'));
    console.log(
      `cached token resolved: ${withCheck.toFixed(0)} ns with its session checked, ${without.toFixed(0)} ns without (static token); ` +
        `difference ${(withCheck - without).toFixed(0)} ns`,
    );
  } finally {
    await auth.close();
    await db.destroy();
  }
}

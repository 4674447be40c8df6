import { randomUUID } from 'node:crypto';
import { loadRedis } from '../utils/load-redis.js';

export const AUTH_CHANNEL = 'tessera:auth-changed';
/** Sorted set of revoked session ids, scored by the time until which their tokens are refused. */
export const REVOKED_SESSIONS_KEY = 'tessera:revoked-sessions';

/** Session ids one message may revoke. */
const MAX_REVOKED = 10_000;

export interface RevokedSession {
  id: string;
  /** Epoch ms until which tokens naming the session are refused. */
  until: number;
}

/**
 * What one instance tells the others: drop every cached token; drop those of one session-mode token
 * (rotated); or refuse the tokens of ended sessions from now on.
 */
export type AuthChange = { kind: 'all' } | { kind: 'session'; session: string } | { kind: 'revoked'; sessions: RevokedSession[] };

export interface TokenCacheSync {
  /**
   * Tells the other instances; resolves once Redis has taken it, so a change answered here is known
   * everywhere before the answer leaves. Never rejects: while Redis is unreachable the others learn
   * revocations when it is back (see onChange at connection) and the rest at their cache TTL.
   */
  publish(change: AuthChange): Promise<void>;
  close(): Promise<void>;
}

/**
 * Redis pub/sub for the token cache (SYNCHRONIZATION_STORE=redis): a suspension, a role change or
 * a logout on one instance reaches the cached tokens of every other at once, not after their TTL.
 * Revocations are also kept in a sorted set until they expire: an instance that (re)connects reads
 * them, so one that missed the message (started later, lost Redis for a while) refuses them too.
 * The instance's own messages are ignored; it already applied the change.
 */
export function createTokenCacheSync(redisUrl: string, onChange: (change: AuthChange) => void): TokenCacheSync {
  const instance = randomUUID();
  const Redis = loadRedis();
  const publisher = new Redis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2_000 });
  const subscriber = new Redis(redisUrl, { connectTimeout: 2_000 });
  // Lost connections are retried by ioredis; until then the cache TTL still bounds staleness.
  for (const connection of [publisher, subscriber]) connection.on('error', () => {});
  subscriber.on('message', (channel: string, message: string) => {
    if (channel !== AUTH_CHANNEL) return;
    try {
      const { from, change } = JSON.parse(message) as { from: unknown; change: unknown };
      const parsed = parseAuthChange(change);
      if (from !== instance && parsed) onChange(parsed);
    } catch {
      // Not one of ours.
    }
  });
  // At each (re)connection: the revocations made while this instance was not listening.
  subscriber.on('ready', () => {
    const now = Date.now();
    publisher
      .zrangebyscore(REVOKED_SESSIONS_KEY, now, '+inf', 'WITHSCORES')
      .then((flat: string[]) => {
        const sessions: RevokedSession[] = [];
        for (let i = 0; i + 1 < flat.length; i += 2) sessions.push({ id: flat[i]!, until: Number(flat[i + 1]) });
        if (sessions.length > 0) onChange({ kind: 'revoked', sessions });
      })
      .catch(() => {});
  });
  subscriber.subscribe(AUTH_CHANNEL).catch(() => {});
  return {
    async publish(change) {
      const message = JSON.stringify({ from: instance, change });
      try {
        if (change.kind !== 'revoked') {
          await publisher.publish(AUTH_CHANNEL, message);
          return;
        }
        const now = Date.now();
        const last = Math.max(...change.sessions.map((session) => session.until));
        await publisher
          .multi()
          .zadd(REVOKED_SESSIONS_KEY, ...change.sessions.flatMap((session) => [session.until, session.id]))
          .zremrangebyscore(REVOKED_SESSIONS_KEY, '-inf', now)
          .pexpire(REVOKED_SESSIONS_KEY, Math.max(1, last - now))
          .publish(AUTH_CHANNEL, message)
          .exec();
      } catch {
        // Redis is unreachable: see publish's comment.
      }
    },
    async close() {
      await Promise.all([publisher, subscriber].map((connection) => connection.quit().catch(() => connection.disconnect())));
    },
  };
}

/** A change off Redis, checked like input: null for anything malformed. */
export function parseAuthChange(value: unknown): AuthChange | null {
  if (typeof value !== 'object' || value === null) return null;
  const change = value as Record<string, unknown>;
  if (change.kind === 'all') return { kind: 'all' };
  if (change.kind === 'session') return typeof change.session === 'string' ? { kind: 'session', session: change.session } : null;
  if (change.kind !== 'revoked' || !Array.isArray(change.sessions) || change.sessions.length > MAX_REVOKED) return null;
  const sessions: RevokedSession[] = [];
  for (const entry of change.sessions as unknown[]) {
    const { id, until } = (entry ?? {}) as Record<string, unknown>;
    if (typeof id !== 'string' || id.length === 0 || id.length > 128 || typeof until !== 'number' || !Number.isFinite(until)) return null;
    sessions.push({ id, until });
  }
  return { kind: 'revoked', sessions };
}

import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Config } from '../config/load-config.js';
import { DEFAULT_REDIS_URL } from '../schema/schema-sync.js';
import { createRateLimiter } from '../utils/create-rate-limiter.js';
import { failFastRedis } from '../utils/fail-fast-redis.js';
import { createTtlCache, type TtlCache } from '../utils/ttl-cache.js';
import type { Principal } from './principal.js';
import { createRevokedSessions } from './revoked-sessions.js';
import { createTokenCacheSync, type AuthChange, type RevokedSession } from './token-cache-sync.js';

export interface AuthLimiters {
  /** Every request, per IP (RATE_LIMITER_ENABLED). */
  global: RateLimiterAbstract | null;
  /** Every request from anyone, one shared budget (RATE_LIMITER_GLOBAL_ENABLED). */
  everyone: RateLimiterAbstract | null;
  loginByIp: RateLimiterAbstract | null;
  loginByAccount: RateLimiterAbstract | null;
  passwordRequestByIp: RateLimiterAbstract | null;
  passwordRequestByAccount: RateLimiterAbstract | null;
  /** `POST /users/register`, per IP (RATE_LIMITER_REGISTRATION_*). */
  registrationByIp: RateLimiterAbstract | null;
  /** `/utils/hash/*`, per user or (anonymous) per IP (RATE_LIMITER_HASH_*). */
  hashByCaller: RateLimiterAbstract | null;
  /** Consecutive failed sign-ins per user, against settings.auth_login_attempts; never expires by itself. */
  loginAttempts: RateLimiterAbstract;
}

/** The authentication state one server process keeps: token cache and rate-limit counters. */
export interface AuthRuntime {
  /** Token (JWT or static) → what it stands for; bounded, each entry dropped at its expiry. */
  principals: TtlCache<string, Principal>;
  limiters: AuthLimiters;
  /**
   * Users or roles changed: every cached token is resolved again on its next use, here and (once
   * the promise resolves) on every instance. Never rejects.
   */
  invalidate(): Promise<void>;
  /** A session-mode token was rotated: cached tokens carrying it are resolved again (its row is gone, so they fail). */
  forgetSession(session: string): void;
  /**
   * Sessions ended (logout, password change, an admin's revocation, a deleted user): access tokens
   * naming them are refused from now on, here and (once the promise resolves) on every instance,
   * until the last one that could carry them has expired. Never rejects.
   */
  revokeSessions(ids: readonly string[]): Promise<void>;
  /** Whether access tokens of session `id` are refused (the check every request makes: a Map lookup). */
  isRevoked(id: string, now?: number): boolean;
  /**
   * Calls `listener` after every invalidate() or forgetSession(), here or on another instance
   * (SYNCHRONIZATION_STORE=redis), so holders of long-lived connections can check them again.
   * Answers a function that removes it.
   */
  onChange(listener: (change: AuthChange) => void): () => void;
  close(): Promise<void>;
}

export function createAuthRuntime(config: Config, logger?: Pick<Logger, 'warn' | 'info'>): AuthRuntime {
  const redis = config.RATE_LIMITER_STORE === 'redis' ? connectRedis(config, logger) : null;
  const prefix = config.RATE_LIMITER_NAMESPACE;
  const limiter = (name: string, points: number, durationSeconds: number) =>
    createRateLimiter({ keyPrefix: `${prefix}:${name}`, points, durationSeconds, redis });
  const login = config.LOGIN_RATE_LIMIT_ENABLED;
  const principals = createTtlCache<string, Principal>(config.AUTH_TOKEN_CACHE_MAX);
  const listeners = new Set<(change: AuthChange) => void>();
  const notify = (change: AuthChange) => {
    for (const listener of listeners) {
      try {
        listener(change);
      } catch {
        // A listener's failure is its own; the cache is already up to date.
      }
    }
  };
  const dropAll = () => {
    principals.clear();
    notify({ kind: 'all' });
  };
  const dropSession = (session: string) => {
    principals.deleteWhere((principal) => principal.accountability.session === session);
    notify({ kind: 'session', session });
  };
  const revoked = createRevokedSessions();
  const refuse = (sessions: RevokedSession[]) => {
    for (const { id, until } of sessions) revoked.add([id], until);
    const ids = new Set(sessions.map((session) => session.id));
    principals.deleteWhere((principal) => ids.has(principal.accountability.sessionId ?? ''));
    notify({ kind: 'revoked', sessions });
  };
  // The last access token of a session ends at most this long after the session: a json-mode one
  // (ACCESS_TOKEN_TTL) or a session-mode one (SESSION_COOKIE_TTL).
  const longestTokenMs = Math.max(config.ACCESS_TOKEN_TTL, config.SESSION_COOKIE_TTL);
  // REDIS unset means the default Redis, as for the schema, rules and flow sync: never no sync at all.
  const sync =
    config.SYNCHRONIZATION_STORE === 'redis'
      ? createTokenCacheSync(config.REDIS ?? DEFAULT_REDIS_URL, (change) => {
          if (change.kind === 'all') dropAll();
          else if (change.kind === 'session') dropSession(change.session);
          else refuse(change.sessions);
        })
      : null;
  return {
    principals,
    limiters: {
      global: config.RATE_LIMITER_ENABLED ? limiter('ip', config.RATE_LIMITER_POINTS, config.RATE_LIMITER_DURATION) : null,
      everyone: config.RATE_LIMITER_GLOBAL_ENABLED
        ? limiter('global', config.RATE_LIMITER_GLOBAL_POINTS, config.RATE_LIMITER_GLOBAL_DURATION)
        : null,
      loginByIp: login ? limiter('login-ip', config.LOGIN_RATE_LIMIT_POINTS, config.LOGIN_RATE_LIMIT_DURATION) : null,
      loginByAccount: login ? limiter('login-account', config.LOGIN_RATE_LIMIT_POINTS, config.LOGIN_RATE_LIMIT_DURATION) : null,
      passwordRequestByIp: login
        ? limiter('password-ip', config.PASSWORD_REQUEST_RATE_LIMIT_POINTS, config.PASSWORD_REQUEST_RATE_LIMIT_DURATION)
        : null,
      passwordRequestByAccount: login
        ? limiter('password-account', config.PASSWORD_REQUEST_RATE_LIMIT_POINTS, config.PASSWORD_REQUEST_RATE_LIMIT_DURATION)
        : null,
      registrationByIp: config.RATE_LIMITER_REGISTRATION_ENABLED
        ? limiter('registration-ip', config.RATE_LIMITER_REGISTRATION_POINTS, config.RATE_LIMITER_REGISTRATION_DURATION)
        : null,
      hashByCaller: config.RATE_LIMITER_HASH_ENABLED
        ? limiter('hash-caller', config.RATE_LIMITER_HASH_POINTS, config.RATE_LIMITER_HASH_DURATION)
        : null,
      loginAttempts: limiter('login-attempts', Number.MAX_SAFE_INTEGER, 0),
    },
    invalidate: async () => {
      dropAll();
      await sync?.publish({ kind: 'all' });
    },
    forgetSession: (session) => {
      dropSession(session);
      void sync?.publish({ kind: 'session', session });
    },
    revokeSessions: async (ids) => {
      if (ids.length === 0) return;
      const until = Date.now() + longestTokenMs;
      const sessions = ids.map((id) => ({ id, until }));
      refuse(sessions);
      await sync?.publish({ kind: 'revoked', sessions });
    },
    isRevoked: (id, now) => revoked.has(id, now),
    onChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: async () => {
      listeners.clear();
      await sync?.close();
      if (redis) await redis.quit().catch(() => redis.disconnect());
    },
  };
}

function connectRedis(config: Config, logger?: Pick<Logger, 'warn' | 'info'>): Redis {
  if (!config.REDIS) throw new Error('RATE_LIMITER_STORE=redis needs REDIS (a redis:// URL)');
  // Commands never wait for a lost connection: the limiters then count in this process (their
  // insurance limiters) until Redis is back.
  const redis = failFastRedis(config.REDIS);
  let lost = false;
  // One warning per outage, not one per request.
  redis.on('error', (error: unknown) => {
    if (lost) return;
    lost = true;
    logger?.warn({ err: error }, 'rate limiter: Redis is unreachable; limits are counted per instance until it is back');
  });
  redis.on('ready', () => {
    if (!lost) return;
    lost = false;
    logger?.info('rate limiter: Redis is back; limits are shared again');
  });
  return redis;
}

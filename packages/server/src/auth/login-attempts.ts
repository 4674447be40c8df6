import type { Knex } from 'knex';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { serviceUnavailable } from '../errors/error-helpers.js';
import type { AuthRuntime } from './auth-runtime.js';

interface AttemptsContext {
  db: Knex;
  auth: AuthRuntime;
}

/**
 * Counts a failed sign-in of a known user. When `allowed` consecutive failures are reached the user
 * is suspended and the counter starts again, so a re-activated user gets the full allowance.
 */
export async function recordFailedLogin(ctx: AttemptsContext, user: string, allowed: number | null): Promise<void> {
  if (allowed === null) return;
  const counted = await ofStore(ctx.auth.limiters.loginAttempts.penalty(user, 1));
  if (counted.consumedPoints < allowed) return;
  await ctx.db('directus_users').where({ id: user, status: 'active' }).update({ status: 'suspended' });
  await ofStore(ctx.auth.limiters.loginAttempts.delete(user));
  await ctx.auth.invalidate();
}

export async function resetLoginAttempts(ctx: AttemptsContext, user: string): Promise<void> {
  await ofStore(ctx.auth.limiters.loginAttempts.delete(user));
}

/** The reference answers 503 when the limiter store cannot be reached. */
async function ofStore<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof RateLimiterRes) return error as T;
    throw serviceUnavailable('authentication', 'Rate limiter unreachable');
  }
}

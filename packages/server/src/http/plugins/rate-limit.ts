import type { FastifyInstance } from 'fastify';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { AppContext } from '../../app-context.js';
import { requestsExceeded, serviceUnavailable } from '../../errors/error-helpers.js';

/**
 * The per-IP limiter on every request (RATE_LIMITER_ENABLED, off by default as in the reference).
 * Registered before authentication, as in reference section 1 step 6.
 */
export function registerRateLimit(app: FastifyInstance, ctx: AppContext): void {
  const limiter = ctx.auth.limiters.global;
  if (!limiter) return;
  app.addHook('onRequest', async (request) => {
    await consumeRateLimit(limiter, request.ip);
  });
}

/** Takes one point for `key`: 429 REQUESTS_EXCEEDED (with Retry-After) when none is left, 503 when the store is down. */
export async function consumeRateLimit(limiter: RateLimiterAbstract | null, key: string | undefined): Promise<void> {
  if (!limiter || !key) return;
  try {
    await limiter.consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw requestsExceeded(limiter.points, Math.max(1, error.msBeforeNext));
    throw serviceUnavailable('rate-limiter', 'Rate limiter unreachable');
  }
}

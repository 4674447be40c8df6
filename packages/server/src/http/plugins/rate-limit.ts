import type { FastifyInstance } from 'fastify';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { AppContext } from '../../app-context.js';
import { requestsExceeded, serviceUnavailable } from '../../errors/error-helpers.js';

/**
 * The limiters of every request: per IP (RATE_LIMITER_ENABLED) and shared by all clients
 * (RATE_LIMITER_GLOBAL_ENABLED), both off by default as in the reference.
 * Registered before authentication, as in reference section 1 step 6.
 */
export function registerRateLimit(app: FastifyInstance, ctx: AppContext): void {
  const { global: perIp, everyone } = ctx.auth.limiters;
  if (!perIp && !everyone) return;
  app.addHook('onRequest', async (request) => {
    // The shared budget first, then the caller's own, in the reference's order.
    await consumeRateLimit(everyone, EVERYONE);
    await consumeRateLimit(perIp, request.ip);
  });
}

/** The one key of the shared budget. */
const EVERYONE = 'all';

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

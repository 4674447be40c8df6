import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/load-config.js';

/**
 * Helmet's headers on every answer, the API's JSON and errors included: nosniff, Referrer-Policy,
 * X-Frame-Options, Cross-Origin-Opener-Policy and the rest. Registered before every other hook so
 * an answer refused early (rate limit, bad token, 404) carries them too. The Content-Security-Policy
 * is the admin app's alone (admin-app.ts), since JSON is never rendered as a page.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Pick<Config, 'HSTS_ENABLED'>): Promise<void> {
  await app.register(helmet, { global: true, ...securityHeaderOptions(config) });
}

/** Helmet's settings for every answer, also used where Fastify answers before any hook runs (framework-errors.ts). */
export function securityHeaderOptions(config: Pick<Config, 'HSTS_ENABLED'>) {
  return {
    contentSecurityPolicy: false,
    // Files and answers are meant to be embedded by the sites this CMS feeds, on other origins.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // Off unless asked for, as in the reference: on a host served over plain HTTP it would lock browsers out for a year.
    ...(config.HSTS_ENABLED ? {} : { strictTransportSecurity: false }),
  } as const;
}

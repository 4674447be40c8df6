import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../../config/load-config.js';

/**
 * Helmet's headers on every answer, the API's JSON and errors included: nosniff, Referrer-Policy,
 * X-Frame-Options, Cross-Origin-Opener-Policy and the rest. Registered before every other hook so
 * an answer refused early (rate limit, bad token, 404) carries them too. The Content-Security-Policy
 * is the admin app's alone (admin-app.ts), since JSON is never rendered as a page.
 *
 * With these settings the headers are the same for every request, so helmet works them out once at
 * start-up and each answer gets a copy; running its middleware per request cost about 5% of a read.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Pick<Config, 'HSTS_ENABLED'>): Promise<void> {
  const headers = securityHeadersOf(config);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** The headers helmet sets with Tessera's settings, by name. */
export function securityHeadersOf(config: Pick<Config, 'HSTS_ENABLED'>): Readonly<Record<string, string>> {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
    getHeader: (name: string) => headers.get(name.toLowerCase()),
  } as unknown as ServerResponse;
  let finished = false;
  helmet(securityHeaderOptions(config))({ headers: {} } as never, response, () => (finished = true));
  // helmet's middleware is synchronous with these settings; an asynchronous one would leave headers out.
  if (!finished) throw new Error('helmet did not finish synchronously');
  return Object.freeze(Object.fromEntries(headers));
}

/** Helmet's settings for every answer. */
function securityHeaderOptions(config: Pick<Config, 'HSTS_ENABLED'>) {
  return {
    contentSecurityPolicy: false,
    // Files and answers are meant to be embedded by the sites this CMS feeds, on other origins.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // Off unless asked for, as in the reference: on a host served over plain HTTP it would lock browsers out for a year.
    ...(config.HSTS_ENABLED ? {} : { strictTransportSecurity: false }),
  } as const;
}

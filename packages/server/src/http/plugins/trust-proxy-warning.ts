import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/load-config.js';

/**
 * With IP_TRUST_PROXY on, the client address is read from X-Forwarded-For. If the very first request
 * arrives without that header, nothing sets it in front of this server, so any client can write its
 * own and pass `ip_access` and per-IP limits with an address of its choosing: say so, once.
 */
export function registerTrustProxyWarning(app: FastifyInstance, config: Pick<Config, 'IP_TRUST_PROXY'>): void {
  if (!config.IP_TRUST_PROXY) return;
  let checked = false;
  app.addHook('onRequest', async (request) => {
    if (checked) return;
    checked = true;
    if (request.headers['x-forwarded-for'] !== undefined) return;
    request.log.warn(
      'IP_TRUST_PROXY is true but the first request came without X-Forwarded-For: if no proxy sets that header, clients can spoof their address; set IP_TRUST_PROXY=false',
    );
  });
}

import type { FastifyInstance } from 'fastify';
import ipaddr from 'ipaddr.js';
import type { Config } from '../../config/load-config.js';

/**
 * IP_CUSTOM_HEADER, as the reference names it: behind a proxy that puts the client's address in a
 * header of its own (`CF-Connecting-IP`, `True-Client-IP`), that address is the client's for
 * `ip_access`, per-IP limits, sessions and activity. Only a valid IP address is taken; anything
 * else leaves the connection's address. Like IP_TRUST_PROXY, only safe when the proxy overwrites it.
 */
export function registerClientIp(app: FastifyInstance, config: Pick<Config, 'IP_CUSTOM_HEADER'>): void {
  const header = config.IP_CUSTOM_HEADER?.toLowerCase();
  if (!header) return;
  app.addHook('onRequest', async (request) => {
    const value = request.headers[header];
    const text = (Array.isArray(value) ? value[0] : value)?.trim();
    if (!text || !ipaddr.isValid(text)) return;
    const address = ipaddr.process(text).toString();
    // Fastify's `ip` is a getter on the prototype: an own property of this request takes its place.
    Object.defineProperty(request, 'ip', { value: address, configurable: true, enumerable: true });
  });
}

import type { EndpointRequest, SchemaOverview } from '@tessera/extensions-sdk';
import type { FastifyRequest } from 'fastify';

/**
 * The Express-style request of an endpoint: `url` and `path` relative to the mount (as inside an
 * Express router), `originalUrl` the full one, the caller's accountability and the live schema.
 */
export function endpointRequest(
  request: FastifyRequest,
  subPath: string,
  schema: SchemaOverview,
): EndpointRequest & { originalUrl: string; baseUrl: string; get(name: string): string | undefined } {
  const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
  const mount = request.url.split('?')[0]!.slice(0, request.url.split('?')[0]!.length - (subPath === '/' ? 0 : subPath.length));
  return {
    method: request.method,
    url: `${subPath}${search}`,
    path: subPath,
    originalUrl: request.url,
    baseUrl: mount.replace(/\/$/, ''),
    params: Object.create(null) as Record<string, string>,
    query: (request.query ?? Object.create(null)) as Record<string, unknown>,
    body: request.body,
    headers: request.headers,
    accountability: request.accountability,
    schema,
    get(name: string) {
      const value = request.headers[name.toLowerCase()];
      return Array.isArray(value) ? value.join(', ') : value;
    },
  };
}

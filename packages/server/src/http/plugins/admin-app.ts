import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../../config/load-config.js';
import { adminSecurityPolicyHook } from './admin-content-security-policy.js';
import { notBuiltMessage, type AdminAppLocation } from './admin-app-location.js';

const HASHED_ASSET = /\/assets\/.+-[A-Za-z0-9_-]{8,}\.(js|css|woff2?|svg|png)(\.br|\.gz)?$/;

/**
 * Serves the admin app at /admin: hashed assets cached for a year (brotli or gzip variants written
 * by the build when the client accepts them), index.html never cached and answered for every app
 * route so the client router can take over. `/` redirects there. Every answer of this scope carries
 * the admin app's Content-Security-Policy.
 */
export async function adminAppRoutes(
  app: FastifyInstance,
  options: { location: AdminAppLocation; config: Pick<Config, 'CONTENT_SECURITY_POLICY_DIRECTIVES'> },
): Promise<void> {
  app.addHook('onRequest', adminSecurityPolicyHook(options.config));
  const { location } = options;
  if (!location.isBuilt || location.root === null) {
    const notBuilt = async (_request: unknown, reply: FastifyReply) =>
      reply.status(503).type('text/plain; charset=utf-8').send(notBuiltMessage(location));
    // The router ignores a trailing slash: this is `/admin/` too.
    app.get('/admin', notBuilt);
    app.get('/admin/*', notBuilt);
    return;
  }
  // Loaded only when there is an app to serve: @fastify/static brings glob, send and mime with it.
  const { default: fastifyStatic } = await import('@fastify/static');
  await app.register(fastifyStatic, {
    root: location.root,
    prefix: '/admin/',
    wildcard: false,
    index: false,
    cacheControl: false,
    // The app build writes .br/.gz beside each asset; send those when the client accepts them.
    preCompressed: true,
    setHeaders(response, path) {
      response.setHeader('cache-control', HASHED_ASSET.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const sendIndex = async (_request: unknown, reply: FastifyReply) => reply.header('cache-control', 'no-cache').sendFile('index.html');
  // The router ignores a trailing slash: this is `/admin/` too.
  app.get('/admin', sendIndex);
  app.get('/admin/*', async (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    // A missing file with an extension is a 404; anything else is a client-side route.
    if (/\.[a-z0-9]+$/i.test(path)) return reply.callNotFound();
    return sendIndex(request, reply);
  });
}

import helmet, { type fastifyHelmet } from '@fastify/helmet';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config/load-config.js';

/**
 * What the built admin app needs, and nothing more (read from packages/app's `vite build` output):
 * its own module scripts and stylesheets, images from /assets and the data: URI favicon, API calls
 * to its own origin, and basemap tiles, styles and TileJSON over HTTPS for the map layout (the project settings
 * name any tile server; the reference allows `https://*` the same way). It has no inline script or style element and no eval; the theme colour and
 * table widths are set through the CSSOM, which style-src does not govern. upgrade-insecure-requests
 * is left out, as in the reference, because it breaks installs reached over plain HTTP.
 */
const ADMIN_DIRECTIVES: ReadonlyArray<[string, string[]]> = [
  ['default-src', ["'self'"]],
  ['base-uri', ["'self'"]],
  ['connect-src', ["'self'", 'https://*']],
  ['font-src', ["'self'"]],
  ['form-action', ["'self'"]],
  ['frame-ancestors', ["'self'"]],
  ['img-src', ["'self'", 'data:']],
  ['object-src', ["'none'"]],
  ['script-src', ["'self'"]],
  ['script-src-attr', ["'none'"]],
  ['style-src', ["'self'"]],
];

// The module's CommonJS export carries helmet's contentSecurityPolicy; its types declare it on the named export only.
const { contentSecurityPolicy } = helmet as unknown as typeof fastifyHelmet;

/** The admin app's directives: the defaults above with each `CONTENT_SECURITY_POLICY_DIRECTIVES__<NAME>` replacing (or, when false, dropping) its own. */
export function adminDirectives(config: Pick<Config, 'CONTENT_SECURITY_POLICY_DIRECTIVES'>): Map<string, string[]> {
  const directives = new Map(ADMIN_DIRECTIVES);
  for (const [name, sources] of config.CONTENT_SECURITY_POLICY_DIRECTIVES) {
    const directive = name.toLowerCase().replace(/_/g, '-');
    if (sources === null) directives.delete(directive);
    else directives.set(directive, sources);
  }
  return directives;
}

/**
 * An onRequest hook setting the admin app's Content-Security-Policy, and X-Frame-Options to match
 * its frame-ancestors (old browsers read only the latter). Built once, so a policy helmet rejects
 * stops the start instead of failing every request.
 */
export function adminSecurityPolicyHook(
  config: Pick<Config, 'CONTENT_SECURITY_POLICY_DIRECTIVES'>,
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  const directives = adminDirectives(config);
  const setPolicy = contentSecurityPolicy({ useDefaults: false, directives: Object.fromEntries(directives) });
  const frameOptions = frameOptionsFor(directives.get('frame-ancestors'));
  return async (request, reply) => {
    setPolicy(request.raw, reply.raw, () => {});
    // On the reply, where the security headers of every answer are (security-headers.ts).
    if (frameOptions) reply.header('x-frame-options', frameOptions);
    else reply.removeHeader('x-frame-options');
  };
}

/** X-Frame-Options can say only "nobody" or "this origin"; for any other list (or none), frame-ancestors alone decides. */
function frameOptionsFor(ancestors: string[] | undefined): string | null {
  if (!ancestors) return null;
  if (ancestors.length === 1 && ancestors[0] === "'none'") return 'DENY';
  if (ancestors.length === 1 && ancestors[0] === "'self'") return 'SAMEORIGIN';
  return null;
}

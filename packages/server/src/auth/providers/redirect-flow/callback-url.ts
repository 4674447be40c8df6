import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import type { ProviderConfig } from '../provider-config.js';

/**
 * Where the IdP sends the browser back: under PUBLIC_URL when it is absolute, else on the host the
 * browser used. The IdP only redirects to callback URLs registered for the client, so a forged Host
 * header cannot send a code elsewhere.
 */
export function callbackUrlOf(ctx: Pick<AppContext, 'config'>, provider: ProviderConfig, request: FastifyRequest): string {
  const path = `/auth/login/${provider.name}/callback`;
  const publicUrl = ctx.config.PUBLIC_URL;
  if (/^https?:\/\//i.test(publicUrl)) return `${publicUrl.replace(/\/+$/, '')}${path}`;
  return `${request.protocol}://${request.host}${path}`;
}

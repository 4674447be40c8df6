import { allowInsecureRequests, ClientSecretPost, discovery, type Configuration } from 'openid-client';
import { AppError } from '../../../errors/app-error.js';
import type { ProviderConfig } from '../provider-config.js';
import type { FlowSettings } from '../redirect-flow/flow-settings.js';

const DISCOVERY_TIMEOUT_SECONDS = 10;

/**
 * The issuer's metadata, discovered at the first sign-in (never at start, so an IdP that is down
 * cannot stop the server) and kept. A failed discovery is not kept: the next sign-in tries again,
 * and this one answers 503 SERVICE_UNAVAILABLE. ISSUER_URL is the admin's; an http:// one is
 * used as given (a private IdP on the same network).
 */
export function discoverIssuer(provider: ProviderConfig, issuerUrl: URL, settings: FlowSettings): () => Promise<Configuration> {
  let pending: Promise<Configuration> | null = null;
  return () => {
    pending ??= discovery(issuerUrl, settings.clientId, settings.clientSecret, ClientSecretPost(settings.clientSecret), {
      timeout: DISCOVERY_TIMEOUT_SECONDS,
      ...(issuerUrl.protocol === 'http:' ? { execute: [allowInsecureRequests] } : {}),
    }).catch((error: unknown) => {
      pending = null;
      const reason = 'The identity provider could not be discovered';
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        `Service "${provider.name}" is unavailable. ${reason}.`,
        { service: provider.name, reason },
        error,
      );
    });
    return pending;
  };
}

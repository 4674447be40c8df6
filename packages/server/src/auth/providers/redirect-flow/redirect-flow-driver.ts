import type { AuthDriver } from '../auth-driver.js';
import type { ProviderConfig } from '../provider-config.js';
import type { RedirectFlow } from './redirect-flow.js';
import { refreshProviderTokens } from './refresh-provider-tokens.js';
import { registerFlowRoutes } from './register-flow-routes.js';

/** An AuthDriver for a browser-redirect sign-in (OpenID Connect or OAuth 2.0 authorization code with PKCE). */
export function createRedirectFlowDriver(provider: ProviderConfig, flow: RedirectFlow): AuthDriver {
  return {
    provider,
    register: (app, ctx) => registerFlowRoutes(app, ctx, provider, flow),
    refresh: (ctx, userId) => refreshProviderTokens(ctx, provider, flow, userId),
  };
}

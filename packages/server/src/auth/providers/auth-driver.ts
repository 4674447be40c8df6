import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { ProviderConfig } from './provider-config.js';

/**
 * One configured provider's sign-in. `register` adds its routes under `/auth/login/<name>` (static
 * paths, so they win over the local `/auth/login/:provider`); it runs once when the app is built and
 * throws ConfigError for settings its driver cannot use.
 */
export interface AuthDriver {
  readonly provider: ProviderConfig;
  register(app: FastifyInstance, ctx: AppContext): Promise<void>;
  /**
   * Called by `POST /auth/refresh` for a user of this provider before new tokens are issued
   * (OpenID/OAuth 2.0: refresh the provider's tokens kept in `auth_data`; throw INVALID_CREDENTIALS
   * when the provider no longer vouches for the user).
   */
  refresh?(ctx: AppContext, userId: string): Promise<void>;
}

export type AuthDriverFactory = (provider: ProviderConfig) => AuthDriver;

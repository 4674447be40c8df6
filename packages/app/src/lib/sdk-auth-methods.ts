import type { RestCommand, TokenStorage } from '@tessera/sdk';
import type { AppClient } from './app-client.js';
import { parseAuthProviders } from './auth/parse-auth-providers.js';
import { sessionFromAnswer } from './auth/session-answer.js';

type AuthMethods = Pick<AppClient, 'readAuthProviders' | 'signInWithProvider' | 'requestSignInLink' | 'exchangeSessionCookie'>;

const loginPath = (provider: string) => `/auth/login/${encodeURIComponent(provider)}`;

/**
 * Sign-in beyond the password (issue 18): the provider list, LDAP credentials, e-mailed links
 * and the cookie a redirect provider leaves. Tokens land in the SDK's own storage, so the SDK
 * reads and refreshes them exactly as after `login` (on demand, like after a reload).
 */
export function sdkAuthMethods(request: <Output>(command: RestCommand<Output>) => Promise<Output>, storage: TokenStorage): AuthMethods {
  const store = async (answer: unknown) => {
    await storage.set(sessionFromAnswer(answer, Date.now()));
  };
  return {
    readAuthProviders: async () => parseAuthProviders(await request<unknown>(() => ({ method: 'GET', path: '/auth', unwrap: 'body' }))),
    async signInWithProvider(provider, { identifier, password, otp }) {
      const body = { identifier, password, ...(otp ? { otp } : {}), mode: 'json' };
      await store(await request<unknown>(() => ({ method: 'POST', path: loginPath(provider), body })));
    },
    async requestSignInLink(provider, email, redirect) {
      await request<unknown>(() => ({ method: 'POST', path: loginPath(provider), body: { email, redirect } }));
    },
    // The browser sends the provider's session (or refresh) cookie: the client is built with
    // credentials 'include', and /auth/refresh accepts that cookie in any mode.
    exchangeSessionCookie: async () =>
      store(await request<unknown>(() => ({ method: 'POST', path: '/auth/refresh', body: { mode: 'json' } }))),
  };
}

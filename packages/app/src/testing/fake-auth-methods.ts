import type { AppClient } from '../lib/app-client.js';
import type { AuthProviderList } from '../lib/auth/types.js';

/** What the fake API knows about sign-in providers (issue 18). */
export interface FakeAuthData {
  /** `GET /auth`. */
  providers: AuthProviderList;
  /** Accounts of LDAP providers: `provider` is the provider's name. */
  directoryAccounts: { provider: string; identifier: string; password: string; otp?: string }[];
  /** Whether the browser holds the cookie a provider's redirect sets (what `exchangeSessionCookie` spends). */
  hasSessionCookie: boolean;
}

export function fakeAuthData(): FakeAuthData {
  return { providers: { providers: [], disableDefault: false }, directoryAccounts: [], hasSessionCookie: false };
}

/** What the fake's provider methods need from the fake client. */
export interface FakeAuthStore {
  record(method: keyof AppClient, args: unknown[]): void;
  auth(): FakeAuthData;
  /** Signs the fake in (the session the API would hand out). */
  signIn(who: string): void;
  fail(status: number, code: string, message: string): never;
}

const clone = <T>(value: T): T => structuredClone(value);

/** The provider sign-ins, answering as the API's `/auth` routes do. */
export function fakeAuthMethods(store: FakeAuthStore) {
  const { record } = store;
  const provider = (name: string) => store.auth().providers.providers.find((entry) => entry.name === name);
  const methods = {
    async readAuthProviders() {
      record('readAuthProviders', []);
      return clone(store.auth().providers);
    },
    async signInWithProvider(name, credentials) {
      record('signInWithProvider', [name, credentials]);
      if (provider(name)?.driver !== 'ldap') store.fail(404, 'ROUTE_NOT_FOUND', `Route /auth/login/${name} doesn't exist.`);
      const account = store
        .auth()
        .directoryAccounts.find(
          (entry) => entry.provider === name && entry.identifier === credentials.identifier && entry.password === credentials.password,
        );
      if (!account) store.fail(401, 'INVALID_CREDENTIALS', 'Invalid user credentials.');
      if (account.otp && credentials.otp !== account.otp) store.fail(401, 'INVALID_OTP', 'Invalid user OTP.');
      store.signIn(account.identifier);
    },
    async requestSignInLink(name, email, redirect) {
      record('requestSignInLink', [name, email, redirect]);
      if (provider(name)?.driver !== 'email') store.fail(404, 'ROUTE_NOT_FOUND', `Route /auth/login/${name} doesn't exist.`);
    },
    async exchangeSessionCookie() {
      record('exchangeSessionCookie', []);
      if (!store.auth().hasSessionCookie)
        store.fail(400, 'INVALID_PAYLOAD', 'The refresh token is required in either the payload or cookie.');
      // Refresh tokens rotate: the cookie is spent.
      store.auth().hasSessionCookie = false;
      store.signIn('sso');
    },
  } satisfies Partial<AppClient>;
  return methods;
}

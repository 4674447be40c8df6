import type { BrowserContextOptions } from 'playwright-core';
import type { TestServer } from '../../../server/test/harness/start-test-server.js';

/**
 * The app's localStorage key of the session (`AUTH_STORAGE_KEY` in src/lib/sdk-client.ts); a test
 * that starts signed in fails at once if the two ever differ (it lands on the sign-in page).
 */
const AUTH_STORAGE_KEY = 'tessera_auth';

export interface Credentials {
  email: string;
  password: string;
}

/**
 * A browser context's starting storage signed in as `user`: a real `POST /auth/login` (json mode, as
 * the app signs in), stored as the app's SDK stores it (`toAuthData` in packages/sdk/src/auth/login.ts), so the
 * app opens signed in without going through its sign-in page. The server records the sign-in as usual.
 */
export async function signedInState(
  server: TestServer,
  user: Credentials,
): Promise<Exclude<BrowserContextOptions['storageState'], string>> {
  const tokens = await server.login(user.email, user.password);
  const session = {
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token,
    expires: tokens.expires,
    expires_at: Date.now() + tokens.expires,
  };
  return { cookies: [], origins: [{ origin: server.url, localStorage: [{ name: AUTH_STORAGE_KEY, value: JSON.stringify(session) }] }] };
}

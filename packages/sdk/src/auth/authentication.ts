import type { TesseraClient } from '../client.js';
import type { RequestOptions } from '../rest/command.js';
import { sendRequest } from '../rest/send-request.js';
import { isTesseraError } from '../sdk-error.js';
import { loginRequest, toAuthData, type AuthMode, type LoginOptions } from './login.js';
import { logoutRequest } from './logout.js';
import { createRefreshTimer } from './refresh-timer.js';
import { refreshRequest } from './refresh.js';
import { memoryStorage, type AuthData, type TokenStorage } from './token-storage.js';

/** Options of the {@link authentication} part; defaults per system-spec sections 4 and 9. */
export interface AuthenticationOptions {
  /** Refresh the access token before it expires (default true). */
  autoRefresh?: boolean;
  /** How long before expiry the refresh fires, in ms (default 30000). */
  msRefreshBeforeExpires?: number;
  /** fetch `credentials` for login/refresh/logout; `'include'` for cookie mode across origins. */
  credentials?: RequestCredentials;
  /** Where the session is kept (default {@link memoryStorage}). */
  storage?: TokenStorage;
}

/** Members the {@link authentication} part adds. */
export interface AuthenticationClient {
  /** Signs in (`POST /auth/login[/provider]`), stores the session and starts the refresh timer. */
  login(email: string, password: string, options?: LoginOptions): Promise<AuthData>;
  /** Renews the session (`POST /auth/refresh`); a rejected refresh token signs out. */
  refresh(): Promise<AuthData>;
  /** Ends the session (`POST /auth/logout`); tokens are cleared and the timer stopped even if the call fails. */
  logout(): Promise<void>;
  /** The access token, refreshed first when it is about to expire; null when signed out. */
  getToken(): Promise<string | null>;
  /** Uses a token obtained elsewhere (no refresh token, no timer); null signs out. */
  setToken(token: string | null): Promise<void>;
  /** Stops the auto-refresh timer; the session stays. */
  stopRefreshing(): void;
}

const DEFAULTS = { autoRefresh: true, msRefreshBeforeExpires: 30_000 };

/**
 * The authentication part (system-spec sections 4 and 7, api-reference section 6). `mode` is the
 * default of `login` (`cookie` unless given); refresh and logout use the mode of the last login.
 *
 * @example
 * const client = createClient(url).with(rest()).with(authentication('json', { storage: localStorageAdapter('auth') }));
 * await client.login('admin@example.com', 'secret');
 */
export function authentication(mode: AuthMode = 'cookie', options: AuthenticationOptions = {}) {
  return <Schema>(client: TesseraClient<Schema>): AuthenticationClient => {
    const config = { ...DEFAULTS, ...options };
    const storage = options.storage ?? memoryStorage();
    const timer = createRefreshTimer();
    let sessionMode = mode;
    let refreshing: Promise<AuthData> | null = null;
    // Bumped whenever the session is replaced or cleared, so a refresh answer that arrives
    // after a logout or a new login is not stored over it.
    let epoch = 0;

    const send = (request: RequestOptions) =>
      sendRequest(client.url, request, { fetch: client.globals.fetch, credentials: config.credentials });

    const isDue = (data: AuthData) => data.expires_at !== null && data.expires_at - config.msRefreshBeforeExpires <= Date.now();

    async function signOut(): Promise<void> {
      epoch += 1;
      timer.stop();
      await storage.set(null);
    }

    async function store(answer: unknown): Promise<AuthData> {
      const data = toAuthData(answer, Date.now());
      await storage.set(data);
      schedule(data);
      return data;
    }

    function schedule(data: AuthData): void {
      timer.stop();
      // Like the reference SDK, no timer for a token that lives shorter than the margin:
      // getToken() refreshes it on demand instead of looping.
      if (!config.autoRefresh || data.expires === null || data.expires <= config.msRefreshBeforeExpires) return;
      timer.start(data.expires - config.msRefreshBeforeExpires, () => void onTimer());
    }

    async function onTimer(): Promise<void> {
      try {
        const data = await storage.get();
        if (data?.expires_at == null) return;
        // The timer may have been capped at MAX_TIMER_DELAY: wait again until the refresh is due.
        const wait = data.expires_at - config.msRefreshBeforeExpires - Date.now();
        if (wait > 0) timer.start(wait, () => void onTimer());
        else await refresh();
      } catch {
        // A failed auto-refresh is swallowed and leaves the client signed out (system-spec section 4).
        await signOut().catch(() => undefined);
      }
    }

    async function runRefresh(): Promise<AuthData> {
      const started = epoch;
      const current = await storage.get();
      let answer: unknown;
      try {
        answer = await send(refreshRequest(sessionMode, current?.refresh_token ?? null));
      } catch (error) {
        // The server refused the refresh token: the session is over. A network failure keeps it.
        if (isTesseraError(error) && started === epoch) await signOut();
        throw error;
      }
      if (started !== epoch) return toAuthData(answer, Date.now());
      return store(answer);
    }

    function refresh(): Promise<AuthData> {
      refreshing ??= runRefresh().finally(() => {
        refreshing = null;
      });
      return refreshing;
    }

    return {
      async login(email, password, loginOptions = {}) {
        const loginMode = loginOptions.mode ?? mode;
        const answer = await send(loginRequest(email, password, loginMode, loginOptions));
        epoch += 1;
        sessionMode = loginMode;
        return store(answer);
      },

      refresh,

      async logout() {
        const current = await storage.get();
        timer.stop();
        try {
          // In json mode there is nothing to end on the server without a refresh token.
          if (sessionMode === 'cookie' || current?.refresh_token) {
            await send(logoutRequest(sessionMode, current?.refresh_token ?? null));
          }
        } finally {
          await signOut();
        }
      },

      async getToken() {
        if (refreshing) await refreshing.catch(() => undefined);
        const data = await storage.get();
        if (!data) return null;
        const canRefresh = sessionMode === 'cookie' || data.refresh_token !== null;
        if (config.autoRefresh && canRefresh && isDue(data)) {
          try {
            return (await refresh()).access_token;
          } catch {
            // As in the reference SDK, a failed on-demand refresh is not raised here; the
            // request goes out with what is left and the server answers for it.
            return (await storage.get())?.access_token ?? null;
          }
        }
        return data.access_token;
      },

      async setToken(token) {
        epoch += 1;
        timer.stop();
        await storage.set(token === null ? null : { access_token: token, refresh_token: null, expires: null, expires_at: null });
      },

      stopRefreshing() {
        timer.stop();
      },
    };
  };
}

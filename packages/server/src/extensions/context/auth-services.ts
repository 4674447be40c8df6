import type { PrimaryKey, ServiceOptions } from '@tessera/extensions-sdk';
import type { AppContext } from '../../app-context.js';
import { login } from '../../auth/login.js';
import { logout } from '../../auth/logout.js';
import { refresh } from '../../auth/refresh.js';
import { AppError } from '../../errors/app-error.js';
import { forbidden, invalidPayload } from '../../errors/error-helpers.js';
import type { Accountability } from '../../permissions/accountability.js';
import { disableTfa, disableTfaOf, enableTfa, generateTfaSecret, verifyTfaOtp, type TfaContext } from '../../services/auth/tfa.js';
import { verifyUserPassword } from '../../services/auth/verify-user-password.js';
import { actingAccountability } from './service-access.js';

/** What the reference's login and refresh answer. */
interface LoginResult {
  accessToken: string;
  refreshToken: string;
  expires: number;
  id: string | null;
}

/**
 * The reference's TFAService and AuthenticationService. What a user can do over REST to their
 * own account (`/users/me/tfa/*`, checking their password) a service made with their
 * accountability can do to theirs only; an admin, or the system (`accountability: null`), to
 * anyone's. Sign-in, refresh and logout work as `/auth/*` does, the session recorded with the
 * accountability's address, user agent and origin.
 */
export function authServices(ctx: AppContext) {
  const tfaContext = async (accountability: Accountability): Promise<TfaContext> => ({
    db: ctx.db,
    auth: ctx.auth,
    trail: { schema: await ctx.schema.get(), accountability, writes: ctx.writes },
  });
  /** The user a call is about, when the caller may act on them: themselves, or anyone for an admin. */
  const accountOf = (options: ServiceOptions, key: PrimaryKey): { user: string; accountability: Accountability } => {
    const accountability = actingAccountability(options);
    const user = String(key);
    if (!accountability.admin && (!accountability.user || accountability.user.toLowerCase() !== user.toLowerCase())) throw forbidden();
    return { user, accountability };
  };

  /** Who signs in, for the session and activity rows: the accountability's address, user agent and origin. */
  const clientOf = (options: ServiceOptions) => {
    const { ip, userAgent, origin } = actingAccountability(options);
    return { ip, userAgent, origin };
  };

  class TFAService {
    constructor(readonly options: ServiceOptions = {}) {}
    async verifyOTP(key: PrimaryKey, otp: string, secret?: string): Promise<boolean> {
      const { user, accountability } = accountOf(this.options, key);
      return verifyTfaOtp(await tfaContext(accountability), user, otp, secret);
    }
    async generateTFA(key: PrimaryKey): Promise<{ secret: string; url: string }> {
      const { user, accountability } = accountOf(this.options, key);
      const { secret, otpauth_url: url } = await generateTfaSecret(await tfaContext(accountability), user);
      return { secret, url };
    }
    async enableTFA(key: PrimaryKey, otp: string, secret: string): Promise<void> {
      const { user, accountability } = accountOf(this.options, key);
      await enableTfa(await tfaContext(accountability), user, secret, otp);
    }
    /** An admin (or the system) turns anyone's off, as `/users/:id/tfa/disable`; a user their own with a current `otp`, as `/users/me/tfa/disable`. */
    async disableTFA(key: PrimaryKey, otp?: string): Promise<void> {
      const { user, accountability } = accountOf(this.options, key);
      const tfa = await tfaContext(accountability);
      if (accountability.admin) await disableTfaOf(tfa, true, user);
      else await disableTfa(tfa, user, typeof otp === 'string' ? otp : '');
    }
  }

  class AuthenticationService {
    constructor(readonly options: ServiceOptions = {}) {}
    /** `login(provider, { email, password, otp? }, { otp?, session? })`; older extensions pass the OTP as the third argument. */
    async login(
      providerName = 'default',
      payload: Record<string, unknown> = {},
      options?: { otp?: string; session?: boolean } | string,
    ): Promise<LoginResult> {
      if (providerName !== 'default' || ctx.config.AUTH_DISABLE_DEFAULT) throw new AppError('INVALID_PROVIDER', 'Invalid provider.');
      const { email, password } = payload ?? {};
      if (typeof email !== 'string' || typeof password !== 'string') throw invalidPayload('"email" and "password" are required');
      const otp = typeof options === 'string' ? options : (options?.otp ?? payload.otp);
      const session = typeof options === 'object' && options?.session === true;
      const credentials = { email, password, ...(typeof otp === 'string' && otp ? { otp } : {}) };
      const signedIn = await login(ctx, credentials, clientOf(this.options), { session });
      return { accessToken: signedIn.accessToken, refreshToken: signedIn.refreshToken, expires: signedIn.expires, id: signedIn.user };
    }
    async refresh(refreshToken: string, options?: { session?: boolean }): Promise<LoginResult> {
      if (typeof refreshToken !== 'string' || !refreshToken) throw invalidPayload('The refresh token is required');
      const renewed = await refresh(ctx, refreshToken, clientOf(this.options), { session: options?.session === true });
      return { accessToken: renewed.accessToken, refreshToken: renewed.refreshToken, expires: renewed.expires, id: renewed.user };
    }
    async logout(refreshToken: string): Promise<void> {
      if (typeof refreshToken !== 'string' || !refreshToken) throw invalidPayload('The refresh token is required');
      await logout(ctx, refreshToken);
    }
    async verifyPassword(userID: string, password: string): Promise<void> {
      accountOf(this.options, userID);
      await verifyUserPassword(ctx.db, userID, password);
    }
  }

  return { TFAService, AuthenticationService };
}

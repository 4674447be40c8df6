import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import { clientOf, MODES, sendTokens } from '../../../http/send-tokens.js';
import { invalidPayload } from '../../../errors/error-helpers.js';
import { consumeRateLimit } from '../../../http/plugins/rate-limit.js';
import { payloadOf } from '../../payload.js';
import type { AuthDriver, AuthDriverFactory } from '../auth-driver.js';
import { readLdapSettings } from './ldap-settings.js';
import { refreshLdapUser } from './refresh-ldap-user.js';
import { signInWithLdap } from './sign-in-with-ldap.js';

// Longer than any directory name a person types; bounds the filter and the rate-limit key.
const MAX_IDENTIFIER = 256;
const MAX_PASSWORD = 1024;

/** `driver: ldap`: `POST /auth/login/<name>` with `{identifier, password, otp?, mode?}` (api-reference, Auth). */
export const createLdapDriver: AuthDriverFactory = (provider): AuthDriver => {
  const settings = readLdapSettings(provider);
  return {
    provider,
    async register(app: FastifyInstance, ctx: AppContext) {
      app.post(`/auth/login/${provider.name}`, async (request, reply) => {
        const body = payloadOf(request.body);
        const identifier = body.string('identifier');
        const password = body.string('password');
        const mode = body.oneOf('mode', MODES, 'json');
        const otp = body.optionalString('otp');
        if (identifier.length > MAX_IDENTIFIER) throw invalidPayload(`"identifier" must be at most ${MAX_IDENTIFIER} characters`);
        if (password.length > MAX_PASSWORD) throw invalidPayload(`"password" must be at most ${MAX_PASSWORD} characters`);
        await consumeRateLimit(ctx.auth.limiters.loginByIp, request.ip);
        await consumeRateLimit(ctx.auth.limiters.loginByAccount, `${provider.name}:${identifier.toLowerCase()}`);
        const announce = (status: 'success' | 'fail', user: string | null) =>
          ctx.events.emitAction(
            'auth.login',
            { event: 'auth.login', payload: { identifier }, status, user, provider: provider.name },
            request.accountability,
          );
        let signedIn: Awaited<ReturnType<typeof signInWithLdap>>;
        try {
          const credentials = { identifier, password, ...(otp ? { otp } : {}) };
          signedIn = await signInWithLdap(ctx, provider, settings, credentials, clientOf(request), { session: mode === 'session' });
        } catch (error) {
          announce('fail', null);
          throw error;
        }
        announce('success', signedIn.user);
        return sendTokens(ctx, reply, mode, signedIn);
      });
    },
    refresh: (ctx, userId) => refreshLdapUser(ctx, provider, settings, userId),
  };
};

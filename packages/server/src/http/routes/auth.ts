import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { refreshCookieOptions, REFRESH_COOKIE, SESSION_COOKIE, sessionCookieOptions } from '../../auth/cookies.js';
import { login } from '../../auth/login.js';
import { clientOf, MODES, sendTokens, type Mode } from '../send-tokens.js';
import { logout } from '../../auth/logout.js';
import { payloadOf } from '../../auth/payload.js';
import { refresh } from '../../auth/refresh.js';
import { verifyAccessToken } from '../../auth/verify-access-token.js';
import { AppError } from '../../errors/app-error.js';
import { invalidPayload, routeNotFound } from '../../errors/error-helpers.js';
import { ConfigError } from '../../config/load-config.js';
import type { AuthDriver } from '../../auth/providers/auth-driver.js';
import { DRIVER_FACTORIES } from '../../auth/providers/driver-registry.js';
import { refreshProviderSession } from '../../auth/providers/refresh-provider-session.js';
import { readProviderConfigs, REDIRECT_DRIVERS } from '../../auth/providers/provider-config.js';
import { requestPasswordReset } from '../../services/auth/request-password-reset.js';
import { resetPassword } from '../../services/auth/reset-password.js';
import { consumeRateLimit } from '../plugins/rate-limit.js';

// Drivers import these from ../send-tokens.js (importing this file from a driver would be a cycle through the registry).
export { clientOf, MODES, sendTokens, type Mode } from '../send-tokens.js';

/** `/auth/*`: the providers, local sign-in, each provider's routes, refresh, logout and password reset (api-reference section 2, Auth). */
export async function authRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const providers = readProviderConfigs(ctx.config);
  app.get('/auth', async (request) => {
    const sessionOnly = 'sessionOnly' in (request.query as Record<string, unknown>);
    const data = [...providers.values()]
      .filter((provider) => !sessionOnly || REDIRECT_DRIVERS.has(provider.driver))
      .map(({ name, label, driver, icon }) => ({ name, label, driver, icon }));
    return { data, disableDefault: ctx.config.AUTH_DISABLE_DEFAULT };
  });
  const drivers = new Map<string, AuthDriver>();
  for (const provider of providers.values()) {
    const factory = DRIVER_FACTORIES.get(provider.driver);
    if (!factory)
      throw new ConfigError([`Invalid configuration: AUTH_${provider.name.toUpperCase()}_DRIVER ${provider.driver} is not available`]);
    const driver = factory(provider);
    await driver.register(app, ctx);
    drivers.set(provider.name, driver);
  }

  const signIn = async (request: FastifyRequest, reply: FastifyReply) => {
    const provider = (request.params as { provider?: string }).provider ?? 'default';
    if (provider !== 'default') throw new AppError('INVALID_PROVIDER', 'Invalid provider.');
    if (ctx.config.AUTH_DISABLE_DEFAULT) throw routeNotFound(request.url.split('?')[0] ?? '/auth/login');
    const body = payloadOf(request.body);
    const email = body.string('email');
    const password = body.string('password');
    const mode = body.oneOf('mode', MODES, 'json');
    await consumeRateLimit(ctx.auth.limiters.loginByIp, request.ip);
    await consumeRateLimit(ctx.auth.limiters.loginByAccount, email.toLowerCase());
    const otp = body.optionalString('otp');
    // `auth.login` after each attempt, with its status, as the reference announces it (no password in it).
    const announce = (status: 'success' | 'fail', user: string | null) =>
      ctx.events.emitAction('auth.login', { event: 'auth.login', payload: { email }, status, user, provider }, request.accountability);
    let signedIn: Awaited<ReturnType<typeof login>>;
    try {
      signedIn = await login(ctx, { email, password, ...(otp ? { otp } : {}) }, clientOf(request), { session: mode === 'session' });
    } catch (error) {
      announce('fail', null);
      throw error;
    }
    announce('success', signedIn.user);
    return sendTokens(ctx, reply, mode, signedIn);
  };
  app.post('/auth/login', signIn);
  app.post('/auth/login/:provider', signIn);

  app.post('/auth/refresh', async (request, reply) => {
    const { mode, token } = await sessionTokenOf(ctx, request);
    await refreshProviderSession(ctx, drivers, token);
    const signedIn = await refresh(ctx, token, clientOf(request), { session: mode === 'session' });
    // A session cookie traded for other tokens names a rotated session now: left in place, it would fail every later request.
    if (mode !== 'session' && request.cookies[SESSION_COOKIE]) {
      const { maxAge: _sessionAge, ...sessionOptions } = sessionCookieOptions(ctx.config);
      void reply.clearCookie(SESSION_COOKIE, sessionOptions);
    }
    return sendTokens(ctx, reply, mode, signedIn);
  });

  app.post('/auth/logout', async (request, reply) => {
    const { token } = await sessionTokenOf(ctx, request);
    await logout(ctx, token);
    clearAuthCookies(ctx, reply);
    return reply.status(204).send();
  });

  app.post('/auth/password/request', async (request, reply) => {
    const body = payloadOf(request.body);
    const email = body.string('email');
    await consumeRateLimit(ctx.auth.limiters.passwordRequestByIp, request.ip);
    await consumeRateLimit(ctx.auth.limiters.passwordRequestByAccount, email.toLowerCase());
    await requestPasswordReset(ctx, email, body.optionalString('reset_url'));
    return reply.status(204).send();
  });

  app.post('/auth/password/reset', async (request, reply) => {
    const body = payloadOf(request.body);
    await resetPassword(ctx, body.string('token'), body.string('password'));
    return reply.status(204).send();
  });
}

/**
 * The session a refresh or logout is about. Mode: body `mode`, else json when the body carries a
 * refresh token, else cookie (reference). Session mode finds it in the session cookie's JWT.
 */
async function sessionTokenOf(ctx: AppContext, request: FastifyRequest): Promise<{ mode: Mode; token: string }> {
  const body = payloadOf(request.body);
  const fromBody = body.optionalString('refresh_token');
  const mode = body.oneOf('mode', MODES, fromBody ? 'json' : 'cookie');
  let token = fromBody || request.cookies[REFRESH_COOKIE];
  const sessionCookie = request.cookies[SESSION_COOKIE];
  // Any mode may name the session of the session cookie (a provider's redirect sets one; the app then asks for json tokens).
  if (!token && sessionCookie) {
    token = (await verifyAccessToken(sessionCookie, new TextEncoder().encode(ctx.secrets.secret))).session;
  }
  if (!token) throw invalidPayload('The refresh token is required in either the payload or cookie');
  return { mode, token };
}

function clearAuthCookies(ctx: AppContext, reply: FastifyReply): void {
  const { maxAge: _refreshAge, ...refreshOptions } = refreshCookieOptions(ctx.config);
  const { maxAge: _sessionAge, ...sessionOptions } = sessionCookieOptions(ctx.config);
  void reply.clearCookie(REFRESH_COOKIE, refreshOptions);
  void reply.clearCookie(SESSION_COOKIE, sessionOptions);
}

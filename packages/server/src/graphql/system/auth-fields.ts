import {
  GraphQLBoolean,
  GraphQLEnumType,
  GraphQLFloat,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLString,
  type GraphQLFieldConfigMap,
} from 'graphql';
import { REFRESH_COOKIE, refreshCookieOptions, SESSION_COOKIE, sessionCookieOptions } from '../../auth/cookies.js';
import { login } from '../../auth/login.js';
import { logout } from '../../auth/logout.js';
import { refresh } from '../../auth/refresh.js';
import { verifyAccessToken } from '../../auth/verify-access-token.js';
import { invalidPayload } from '../../errors/error-helpers.js';
import { consumeRateLimit } from '../../http/plugins/rate-limit.js';
import { clientOf, sendTokens, type Mode } from '../../http/routes/auth.js';
import { requestPasswordReset } from '../../services/auth/request-password-reset.js';
import { resetPassword } from '../../services/auth/reset-password.js';
import type { GraphqlRequestContext } from '../graphql-types.js';

const AUTH_TOKENS = new GraphQLObjectType({
  name: 'auth_tokens',
  fields: { access_token: { type: GraphQLString }, expires: { type: GraphQLFloat }, refresh_token: { type: GraphQLString } },
});

const AUTH_MODE = new GraphQLEnumType({
  name: 'auth_mode',
  values: { json: { value: 'json' }, cookie: { value: 'cookie' }, session: { value: 'session' } },
});

type Args = Record<string, unknown>;
const NO_CLIENT = { ip: null, userAgent: null, origin: null };

/**
 * `/graphql/system` sign-in mutations, through the same services, rate limits and cookies as
 * `/auth/*`: `auth_login`, `auth_refresh`, `auth_logout`, `auth_password_request`, `auth_password_reset`.
 */
export function authFields(): GraphQLFieldConfigMap<unknown, GraphqlRequestContext> {
  return {
    auth_login: {
      type: AUTH_TOKENS,
      args: {
        email: { type: new GraphQLNonNull(GraphQLString) },
        password: { type: new GraphQLNonNull(GraphQLString) },
        mode: { type: AUTH_MODE },
        otp: { type: GraphQLString },
      },
      resolve: async (_root, args: Args, { ctx, request, reply }) => {
        const email = args.email as string;
        const mode = modeOf(args, reply !== undefined);
        await consumeRateLimit(ctx.auth.limiters.loginByIp, request?.ip);
        await consumeRateLimit(ctx.auth.limiters.loginByAccount, email.toLowerCase());
        const otp = typeof args.otp === 'string' && args.otp !== '' ? { otp: args.otp } : {};
        const accountability = request?.accountability ?? null;
        // `auth.login` after each attempt, as `POST /auth/login` announces it (no password in it).
        const announce = (status: 'success' | 'fail', user: string | null) =>
          ctx.events.emitAction(
            'auth.login',
            { event: 'auth.login', payload: { email }, status, user, provider: 'default' },
            accountability,
          );
        let signedIn: Awaited<ReturnType<typeof login>>;
        try {
          signedIn = await login(ctx, { email, password: args.password as string, ...otp }, request ? clientOf(request) : NO_CLIENT, {
            session: mode === 'session',
          });
        } catch (error) {
          announce('fail', null);
          throw error;
        }
        announce('success', signedIn.user);
        return tokensOf(ctx, reply, mode, signedIn);
      },
    },
    auth_refresh: {
      type: AUTH_TOKENS,
      args: { refresh_token: { type: GraphQLString }, mode: { type: AUTH_MODE } },
      resolve: async (_root, args: Args, context) => {
        const mode = modeOf(args, context.reply !== undefined);
        const token = await sessionTokenOf(context, args, mode);
        const client = context.request ? clientOf(context.request) : NO_CLIENT;
        return tokensOf(context.ctx, context.reply, mode, await refresh(context.ctx, token, client, { session: mode === 'session' }));
      },
    },
    auth_logout: {
      type: GraphQLBoolean,
      args: { refresh_token: { type: GraphQLString }, mode: { type: AUTH_MODE } },
      resolve: async (_root, args: Args, context) => {
        const token = await sessionTokenOf(context, args, modeOf(args, context.reply !== undefined));
        await logout(context.ctx, token);
        const { reply, ctx } = context;
        if (reply) {
          const { maxAge: _refreshAge, ...refreshOptions } = refreshCookieOptions(ctx.config);
          const { maxAge: _sessionAge, ...sessionOptions } = sessionCookieOptions(ctx.config);
          void reply.clearCookie(REFRESH_COOKIE, refreshOptions);
          void reply.clearCookie(SESSION_COOKIE, sessionOptions);
        }
        return true;
      },
    },
    auth_password_request: {
      type: GraphQLBoolean,
      args: { email: { type: new GraphQLNonNull(GraphQLString) }, reset_url: { type: GraphQLString } },
      resolve: async (_root, args: Args, { ctx, request }) => {
        const email = args.email as string;
        await consumeRateLimit(ctx.auth.limiters.passwordRequestByIp, request?.ip);
        await consumeRateLimit(ctx.auth.limiters.passwordRequestByAccount, email.toLowerCase());
        await requestPasswordReset(ctx, email, typeof args.reset_url === 'string' && args.reset_url !== '' ? args.reset_url : undefined);
        return true;
      },
    },
    auth_password_reset: {
      type: GraphQLBoolean,
      args: { token: { type: new GraphQLNonNull(GraphQLString) }, password: { type: new GraphQLNonNull(GraphQLString) } },
      resolve: async (_root, args: Args, { ctx }) => {
        await resetPassword(ctx, args.token as string, args.password as string);
        return true;
      },
    },
  };
}

/** The mode argument (json by default, as the reference); cookie modes need an HTTP reply to set cookies on. */
function modeOf(args: Args, overHttp: boolean): Mode {
  const mode = (args.mode as Mode | null | undefined) ?? 'json';
  if (mode !== 'json' && !overHttp) throw invalidPayload(`"mode" ${mode} needs an HTTP request`);
  return mode;
}

function tokensOf(
  ctx: GraphqlRequestContext['ctx'],
  reply: GraphqlRequestContext['reply'],
  mode: Mode,
  signedIn: Parameters<typeof sendTokens>[3],
) {
  // Over HTTP the cookies go on the reply, exactly as `/auth/login` sets them; json mode needs none.
  if (!reply) return { access_token: signedIn.accessToken, expires: signedIn.expires, refresh_token: signedIn.refreshToken };
  return sendTokens(ctx, reply, mode, signedIn).data;
}

/** The refresh token the mode points at: the argument (json), the refresh cookie, or the session cookie's session. */
async function sessionTokenOf({ ctx, request }: GraphqlRequestContext, args: Args, mode: Mode): Promise<string> {
  let token: string | undefined;
  if (mode === 'json') token = typeof args.refresh_token === 'string' ? args.refresh_token : undefined;
  else if (mode === 'cookie') token = request?.cookies[REFRESH_COOKIE];
  else {
    const cookie = request?.cookies[SESSION_COOKIE];
    if (cookie) token = (await verifyAccessToken(cookie, new TextEncoder().encode(ctx.secrets.secret))).session;
  }
  if (!token) throw invalidPayload('The refresh token is required in either the payload or cookie');
  return token;
}

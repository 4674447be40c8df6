import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.js';
import type { TfaContext } from '../services/auth/tfa.js';

/** The account routes' context for a change the request's caller makes: recorded as theirs. */
export async function recordedAccountChange(ctx: AppContext, request: FastifyRequest): Promise<TfaContext> {
  return {
    db: ctx.db,
    auth: ctx.auth,
    trail: { schema: await ctx.schema.get(), accountability: request.accountability, writes: ctx.writes },
  };
}

import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import type { ProviderConfig } from '../provider-config.js';
import { beginSignIn } from './begin-sign-in.js';
import { finishSignIn } from './finish-sign-in.js';
import type { RedirectFlow } from './redirect-flow.js';

const FORM_LIMIT_BYTES = 64 * 1024;

/**
 * The provider's static routes (they win over the local `/auth/login/:provider`). The callback
 * also accepts a form post (response_mode=form_post); the form parser lives only in this scope.
 */
export async function registerFlowRoutes(app: FastifyInstance, ctx: AppContext, provider: ProviderConfig, flow: RedirectFlow) {
  const base = `/auth/login/${provider.name}`;
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_LIMIT_BYTES },
      (_request, body, done) => done(null, new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))),
    );
    scope.get(base, beginSignIn(ctx, provider, flow));
    const finish = finishSignIn(ctx, provider, flow);
    scope.get(`${base}/callback`, finish);
    scope.post(`${base}/callback`, finish);
  });
}

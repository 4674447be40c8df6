import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientOf } from '../../../http/send-tokens.js';
import { consumeRateLimit } from '../../../http/plugins/rate-limit.js';
import { signInUser } from '../../login.js';
import type { AuthDriver } from '../auth-driver.js';
import { resolveExternalUser } from '../external-user.js';
import type { ProviderConfig } from '../provider-config.js';
import { allowedRedirect, completeSignIn, failSignIn } from '../sso-redirect.js';
import { createSamlClient } from './create-saml-client.js';
import { endSamlSession } from './end-saml-session.js';
import { externalProfileOf } from './external-profile-of.js';
import { readAcsForm } from './read-acs-form.js';
import { validateSamlResponse } from './validate-saml-response.js';
import { readSamlSettings } from './read-saml-settings.js';
import { registerSamlFormBody, SAML_FORM_BODY_LIMIT } from './saml-form-body.js';
import { createSamlRequestStore } from './saml-request-store.js';

/**
 * SAML 2.0 sign-in (SP-initiated, HTTP-Redirect to the IdP, HTTP-POST back): `GET <base>/metadata`,
 * `GET <base>?redirect=` (302 to the IdP), `POST <base>/acs` and `POST <base>/logout`, where
 * `<base>` is `/auth/login/<provider>`. Settings are read once at start (ConfigError when unusable).
 */
export function createSamlDriver(provider: ProviderConfig): AuthDriver {
  return {
    provider,
    register: async (app, ctx) => {
      const settings = readSamlSettings(provider, ctx.config.PUBLIC_URL);
      const store = createSamlRequestStore(ctx.db, provider.name);
      const saml = createSamlClient(settings, store);
      const base = `/auth/login/${provider.name}`;
      const limitByIp = (request: FastifyRequest) => consumeRateLimit(ctx.auth.limiters.loginByIp, request.ip);

      await app.register(async (scope: FastifyInstance) => {
        registerSamlFormBody(scope);

        scope.get(`${base}/metadata`, async (_request, reply) =>
          reply.type('application/xml; charset=utf-8').send(settings.sp.xml ?? saml.generateServiceProviderMetadata(null, null)),
        );

        scope.get(base, async (request, reply) => {
          const redirect = allowedRedirect(ctx, provider, (request.query as Record<string, unknown>).redirect);
          await limitByIp(request);
          const requestId = await store.record(redirect);
          // RelayState carries the request id only: the redirect stays on the server, where no one can swap it.
          const url = await createSamlClient(settings, store, requestId).getAuthorizeUrlAsync(requestId, undefined, {});
          return reply.redirect(url, 302);
        });

        scope.post(`${base}/acs`, { bodyLimit: SAML_FORM_BODY_LIMIT }, async (request, reply) => {
          const form = readAcsForm(request.body);
          await limitByIp(request);
          const redirect = form.relayState ? await store.redirectOf(form.relayState) : null;
          try {
            const profile = await validateSamlResponse({ saml, store, idpEntityId: settings.idp.entityId, logger: request.log }, form);
            const client = clientOf(request);
            const userId = await resolveExternalUser(ctx, provider, externalProfileOf(profile, settings.keys), client);
            const signedIn = await signInUser(ctx, userId, client, { session: provider.mode === 'session' });
            return completeSignIn(ctx, reply, provider, signedIn, redirect);
          } catch (error) {
            return failSignIn(reply, redirect, error);
          }
        });

        scope.post(`${base}/logout`, async (request, reply) => {
          await endSamlSession(ctx, request, reply);
          return reply.status(204).send();
        });
      });
    },
  };
}

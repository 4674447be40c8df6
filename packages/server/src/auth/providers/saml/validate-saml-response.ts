import type { Profile, SAML } from '@node-saml/node-saml';
import type { FastifyBaseLogger } from 'fastify';
import { invalidCredentials } from '../../../errors/error-helpers.js';
import type { AcsForm } from './read-acs-form.js';
import type { SamlRequestStore } from './saml-request-store.js';

/**
 * The assertion of an IdP's response, once it is proven to answer the sign-in this server started:
 * node-saml checks signature, audience, time and that InResponseTo is a pending request; then the
 * signed assertion's Issuer must be the IdP's entity id (node-saml checks it on logout messages
 * only), the signed assertion itself must name that request (the Response's own InResponseTo is
 * outside the assertion's signature), RelayState must be it too, and the request is spent with one
 * atomic delete, so a response is accepted once on whichever instance gets it first. Anything
 * else: INVALID_CREDENTIALS; the reason goes to the log, not to the client.
 */
export async function validateSamlResponse(checks: SamlResponseChecks, form: AcsForm): Promise<Profile> {
  const { saml, store, idpEntityId } = checks;
  const refuse = (reason: string) => {
    checks.logger.info({ reason }, 'SAML response refused');
    return invalidCredentials();
  };
  let result: Awaited<ReturnType<SAML['validatePostResponseAsync']>>;
  try {
    result = await saml.validatePostResponseAsync({ SAMLResponse: form.samlResponse });
  } catch (error) {
    throw refuse(error instanceof Error ? error.message : 'unreadable response');
  }
  const { profile } = result;
  if (!profile || result.loggedOut) throw refuse('no assertion');
  if (profile.issuer !== idpEntityId) throw refuse('the assertion comes from another issuer');
  const requestId = typeof profile.inResponseTo === 'string' ? profile.inResponseTo : null;
  if (!requestId || !signedRequestIds(profile).includes(requestId)) throw refuse('the signed assertion does not answer our request');
  if (form.relayState !== requestId) throw refuse('RelayState does not match the request');
  if (!(await store.claim(requestId))) throw refuse('the request was answered already');
  return profile;
}

export interface SamlResponseChecks {
  saml: SAML;
  store: SamlRequestStore;
  /** The IdP's entityID from its metadata: the Issuer its assertions must carry. */
  idpEntityId: string;
  logger: FastifyBaseLogger;
}

/** InResponseTo of every SubjectConfirmationData inside the signed assertion. */
function signedRequestIds(profile: Profile): string[] {
  const assertion = (profile.getAssertion?.() as { Assertion?: XmlNode } | undefined)?.Assertion;
  const ids: string[] = [];
  for (const subject of nodes(assertion?.Subject))
    for (const confirmation of nodes(subject.SubjectConfirmation))
      for (const data of nodes(confirmation.SubjectConfirmationData)) {
        const id = data.$?.InResponseTo;
        if (typeof id === 'string') ids.push(id);
      }
  return ids;
}

interface XmlNode {
  $?: Record<string, unknown>;
  [child: string]: unknown;
}

function nodes(value: unknown): XmlNode[] {
  return Array.isArray(value) ? value.filter((item): item is XmlNode => typeof item === 'object' && item !== null) : [];
}

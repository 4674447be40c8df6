import { SAML, ValidateInResponseTo } from '@node-saml/node-saml';
import type { SamlRequestStore } from './saml-request-store.js';
import type { SamlSettings } from './read-saml-settings.js';
import { SAML_REQUEST_LIFETIME_MS } from './saml-request-store.js';

/** Clock difference tolerated between the IdP and this server when checking NotBefore / NotOnOrAfter. */
export const SAML_CLOCK_SKEW_MS = 30_000;

/**
 * node-saml set up for one provider. Signed assertions are required (a signed response alone is
 * not enough, and an unsigned one is never read), the audience is our entity id, the issuer is the
 * IdP's, and every response must answer a request of ours (`validateInResponseTo: always`, checked
 * against the shared request store). `requestId` fixes the id of the AuthnRequest it will make.
 */
export function createSamlClient(settings: SamlSettings, store: SamlRequestStore, requestId?: string): SAML {
  return new SAML({
    entryPoint: settings.idp.ssoUrl,
    idpIssuer: settings.idp.entityId,
    idpCert: settings.idp.certificates,
    issuer: settings.sp.entityId,
    audience: settings.sp.entityId,
    callbackUrl: settings.sp.acsUrl,
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    acceptedClockSkewMs: SAML_CLOCK_SKEW_MS,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: SAML_REQUEST_LIFETIME_MS,
    cacheProvider: store.cacheProvider,
    identifierFormat: null,
    disableRequestedAuthnContext: true,
    ...(settings.idp.sloUrl ? { logoutUrl: settings.idp.sloUrl } : {}),
    ...(requestId ? { generateUniqueId: () => requestId } : {}),
  });
}

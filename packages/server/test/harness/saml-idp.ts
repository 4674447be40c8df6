import { randomUUID } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import { generate } from 'selfsigned';
import { SignedXml } from 'xml-crypto';

const SSO_URL = 'https://idp.example.test/sso';
const SLO_URL = 'https://idp.example.test/slo';
const CLAIMS = 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims';

/** The AuthnRequest a sign-in start sent the browser to the IdP with. */
export interface AuthnRequestSeen {
  id: string;
  issuer: string;
  acsUrl: string;
  relayState: string | null;
}

export interface SamlResponseOptions {
  /** The request answered (Response and SubjectConfirmationData InResponseTo). */
  inResponseTo: string;
  /** Overrides the SubjectConfirmationData's InResponseTo only (null: none there). */
  subjectInResponseTo?: string | null;
  audience: string;
  recipient: string;
  nameId?: string;
  /** Attribute name → value(s); defaults to an e-mail claim from the name id. */
  attributes?: Record<string, string | string[]>;
  /** What carries the signature (default: the assertion). */
  sign?: 'assertion' | 'response' | 'none';
  /** Sign with another IdP's key (as an attacker with their own key would). */
  signingIdp?: SamlIdp;
  issuer?: string;
  /** Shift every instant by this much (negative: an assertion issued in the past). */
  offsetMs?: number;
  /** How long the assertion is valid (default 5 minutes). */
  lifetimeMs?: number;
}

/**
 * An IdP made in the test: its own key pair and self-signed certificate, its metadata, a reader of
 * the AuthnRequests our server sends to it (HTTP-Redirect binding), and SAML Responses it signs
 * with xml-crypto, correct by default and wrong in exactly the way a test asks for.
 */
export interface SamlIdp {
  entityId: string;
  ssoUrl: string;
  privateKey: string;
  certificate: string;
  metadata(): string;
  readAuthnRequest(location: string): AuthnRequestSeen;
  /** Base64 of the Response document, as the IdP's form would post it. */
  response(options: SamlResponseOptions): string;
}

export async function createSamlIdp(entityId = 'https://idp.example.test/metadata'): Promise<SamlIdp> {
  const pems = await generate([{ name: 'commonName', value: 'idp.example.test' }], { keySize: 2048, algorithm: 'sha256' });
  const certificate = pems.cert;
  const idp: SamlIdp = {
    entityId,
    ssoUrl: SSO_URL,
    privateKey: pems.private,
    certificate,
    metadata: () => idpMetadata(entityId, certificate),
    readAuthnRequest: (location) => readAuthnRequest(location),
    response: (options) => buildResponse(idp, options),
  };
  return idp;
}

function certificateBody(pem: string): string {
  return pem.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');
}

function idpMetadata(entityId: string, certificate: string): string {
  return `<?xml version="1.0"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="${entityId}">
  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${certificateBody(certificate)}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>
    <md:SingleLogoutService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${SLO_URL}"/>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${SSO_URL}/post"/>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${SSO_URL}"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`;
}

function readAuthnRequest(location: string): AuthnRequestSeen {
  const url = new URL(location);
  if (`${url.origin}${url.pathname}` !== SSO_URL) throw new Error(`not sent to the IdP: ${location}`);
  const encoded = url.searchParams.get('SAMLRequest');
  if (!encoded) throw new Error('no SAMLRequest');
  const xml = inflateRawSync(Buffer.from(encoded, 'base64')).toString('utf8');
  const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(xml)?.[1] ?? '';
  return {
    id: attribute('ID'),
    acsUrl: attribute('AssertionConsumerServiceURL'),
    issuer: /<saml:Issuer[^>]*>([^<]*)<\/saml:Issuer>/.exec(xml)?.[1] ?? '',
    relayState: url.searchParams.get('RelayState'),
  };
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

function buildResponse(idp: SamlIdp, options: SamlResponseOptions): string {
  const now = Date.now() + (options.offsetMs ?? 0);
  const instant = (ms: number) => new Date(ms).toISOString();
  const issued = instant(now);
  const notBefore = instant(now - 60_000);
  const notOnOrAfter = instant(now + (options.lifetimeMs ?? 5 * 60_000));
  const nameId = options.nameId ?? `person-${randomUUID().slice(0, 8)}`;
  const issuer = escape(options.issuer ?? idp.entityId);
  const attributes = options.attributes ?? { [`${CLAIMS}/emailaddress`]: `${nameId}@example.com` };
  const attributeXml = Object.entries(attributes)
    .map(
      ([name, value]) =>
        `<saml:Attribute Name="${escape(name)}">${(Array.isArray(value) ? value : [value])
          .map((item) => `<saml:AttributeValue>${escape(item)}</saml:AttributeValue>`)
          .join('')}</saml:Attribute>`,
    )
    .join('');
  const subjectInResponseTo = options.subjectInResponseTo === undefined ? options.inResponseTo : options.subjectInResponseTo;
  const assertionId = `_a${randomUUID().replace(/-/g, '')}`;
  const xml =
    `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_r${randomUUID().replace(/-/g, '')}" Version="2.0" IssueInstant="${issued}" Destination="${escape(options.recipient)}" InResponseTo="${escape(options.inResponseTo)}">` +
    `<saml:Issuer>${issuer}</saml:Issuer>` +
    `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
    `<saml:Assertion ID="${assertionId}" Version="2.0" IssueInstant="${issued}">` +
    `<saml:Issuer>${issuer}</saml:Issuer>` +
    `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified">${escape(nameId)}</saml:NameID>` +
    `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData ${
      subjectInResponseTo === null ? '' : `InResponseTo="${escape(subjectInResponseTo)}" `
    }NotOnOrAfter="${notOnOrAfter}" Recipient="${escape(options.recipient)}"/></saml:SubjectConfirmation></saml:Subject>` +
    `<saml:Conditions NotBefore="${notBefore}" NotOnOrAfter="${notOnOrAfter}"><saml:AudienceRestriction><saml:Audience>${escape(options.audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
    `<saml:AuthnStatement AuthnInstant="${issued}" SessionIndex="_s${randomUUID().slice(0, 8)}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>` +
    `<saml:AttributeStatement>${attributeXml}</saml:AttributeStatement>` +
    `</saml:Assertion></samlp:Response>`;
  const sign = options.sign ?? 'assertion';
  const signed = sign === 'none' ? xml : signXml(xml, options.signingIdp ?? idp, sign === 'assertion' ? 'Assertion' : 'Response');
  return Buffer.from(signed, 'utf8').toString('base64');
}

function signXml(xml: string, signer: SamlIdp, element: 'Assertion' | 'Response'): string {
  const signature = new SignedXml({ privateKey: signer.privateKey, publicCert: signer.certificate });
  signature.addReference({
    xpath: `//*[local-name(.)='${element}']`,
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
    transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature', 'http://www.w3.org/2001/10/xml-exc-c14n#'],
  });
  signature.canonicalizationAlgorithm = 'http://www.w3.org/2001/10/xml-exc-c14n#';
  signature.signatureAlgorithm = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
  signature.computeSignature(xml, {
    prefix: 'ds',
    location: { reference: `//*[local-name(.)='${element}']/*[local-name(.)='Issuer']`, action: 'after' },
  });
  return signature.getSignedXml();
}

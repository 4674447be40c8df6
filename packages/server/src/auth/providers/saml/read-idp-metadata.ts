import { X509Certificate } from 'node:crypto';
import { attributeOf, childrenOf, parseMetadataXml, textOf, type MetadataElement } from './parse-metadata-xml.js';

export const REDIRECT_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

/** What an IdP's metadata tells us: who it is, where sign-in starts, and the certificates its signatures verify with. */
export interface IdpMetadata {
  entityId: string;
  /** SingleSignOnService with the HTTP-Redirect binding: where the AuthnRequest goes. */
  ssoUrl: string;
  /** SingleLogoutService with the HTTP-Redirect binding, if the IdP has one. */
  sloUrl: string | null;
  /** Signing certificates as PEM (KeyDescriptor use="signing" or without use). */
  certificates: string[];
}

/** `IDP_metadata` read and checked; a list of problems instead when it is not usable. */
export function readIdpMetadata(xml: string): IdpMetadata | string[] {
  const root = parseMetadataXml(xml);
  if (typeof root === 'string') return [root];
  const descriptor = entityWith(root, 'IDPSSODescriptor');
  if (!descriptor) return ['has no EntityDescriptor with an IDPSSODescriptor'];
  const [entity, idp] = descriptor;
  const problems: string[] = [];
  const entityId = attributeOf(entity, 'entityID');
  if (entityId === '') problems.push('has no entityID');
  const ssoUrl = redirectLocation(idp, 'SingleSignOnService');
  if (!ssoUrl) problems.push('has no SingleSignOnService with the HTTP-Redirect binding and an http(s) Location');
  const certificates: string[] = [];
  for (const key of childrenOf(idp, 'KeyDescriptor')) {
    const use = attributeOf(key, 'use');
    if (use !== '' && use !== 'signing') continue;
    for (const keyInfo of childrenOf(key, 'KeyInfo'))
      for (const data of childrenOf(keyInfo, 'X509Data'))
        for (const certificate of childrenOf(data, 'X509Certificate')) {
          const pem = certificatePem(textOf(certificate));
          if (pem) certificates.push(pem);
          else problems.push('has an X509Certificate that is not a certificate');
        }
  }
  if (certificates.length === 0) problems.push('has no signing certificate (KeyDescriptor / X509Certificate)');
  if (problems.length > 0 || !ssoUrl) return problems;
  return { entityId, ssoUrl, sloUrl: redirectLocation(idp, 'SingleLogoutService'), certificates };
}

/** The (first) EntityDescriptor holding a `role` descriptor, at the root or inside an EntitiesDescriptor. */
export function entityWith(root: MetadataElement, role: string): [MetadataElement, MetadataElement] | null {
  const name = root['#name'];
  const entities = name === 'EntitiesDescriptor' ? childrenOf(root, 'EntityDescriptor') : name === 'EntityDescriptor' ? [root] : [];
  for (const entity of entities) {
    const [descriptor] = childrenOf(entity, role);
    if (descriptor) return [entity, descriptor];
  }
  return null;
}

function redirectLocation(descriptor: MetadataElement, service: string): string | null {
  for (const endpoint of childrenOf(descriptor, service)) {
    if (attributeOf(endpoint, 'Binding') !== REDIRECT_BINDING) continue;
    const location = attributeOf(endpoint, 'Location');
    if (isHttpUrl(location)) return location;
  }
  return null;
}

export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

function certificatePem(base64: string): string | null {
  const body = base64.replace(/\s+/g, '');
  if (body === '' || !/^[A-Za-z0-9+/]+={0,2}$/.test(body)) return null;
  try {
    new X509Certificate(Buffer.from(body, 'base64'));
  } catch {
    return null;
  }
  const lines = body.match(/.{1,64}/g) ?? [];
  return `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----`;
}

import { entityWith, isHttpUrl } from './read-idp-metadata.js';
import { attributeOf, childrenOf, parseMetadataXml } from './parse-metadata-xml.js';

const POST_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST';

/** This server as a SAML service provider: its entity id (the audience responses must name) and where responses are posted. */
export interface SpMetadata {
  entityId: string;
  acsUrl: string;
  /** The configured `SP_metadata`, served as it is; null when the driver generates it. */
  xml: string | null;
}

/** `SP_metadata` read and checked; a list of problems instead when it is not usable. */
export function readSpMetadata(xml: string): SpMetadata | string[] {
  const root = parseMetadataXml(xml);
  if (typeof root === 'string') return [root];
  const descriptor = entityWith(root, 'SPSSODescriptor');
  if (!descriptor) return ['has no EntityDescriptor with an SPSSODescriptor'];
  const [entity, sp] = descriptor;
  const entityId = attributeOf(entity, 'entityID');
  const acs = childrenOf(sp, 'AssertionConsumerService').find(
    (endpoint) => attributeOf(endpoint, 'Binding') === POST_BINDING && isHttpUrl(attributeOf(endpoint, 'Location')),
  );
  const problems: string[] = [];
  if (entityId === '') problems.push('has no entityID');
  if (!acs) problems.push('has no AssertionConsumerService with the HTTP-POST binding and an http(s) Location');
  if (problems.length > 0 || !acs) return problems;
  return { entityId, acsUrl: attributeOf(acs, 'Location'), xml };
}

/** The SP as PUBLIC_URL places it when no `SP_metadata` is configured: entity id = the metadata URL. */
export function derivedSpMetadata(publicUrl: string, provider: string): SpMetadata {
  const base = `${publicUrl.replace(/\/+$/, '')}/auth/login/${provider}`;
  return { entityId: `${base}/metadata`, acsUrl: `${base}/acs`, xml: null };
}

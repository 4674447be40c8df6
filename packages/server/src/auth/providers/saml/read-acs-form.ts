import { invalidPayload } from '../../../errors/error-helpers.js';

export interface AcsForm {
  /** Base64 as posted (node-saml decodes it again). */
  samlResponse: string;
  /** The decoded response document. */
  xml: string;
  relayState: string | null;
}

/**
 * The fields of an IdP's post to the ACS. The response is decoded and looked at before node-saml
 * parses it: a document type declaration (the vehicle of entity-expansion bombs and external
 * entities) has no place in a SAML response and is refused here, whatever the parser would do.
 */
export function readAcsForm(body: unknown): AcsForm {
  if (!(body instanceof Map)) throw invalidPayload('Expected a form (application/x-www-form-urlencoded) with SAMLResponse');
  const fields = body as Map<string, string>;
  const samlResponse = (fields.get('SAMLResponse') ?? '').replace(/\s+/g, '');
  if (samlResponse === '' || !/^[A-Za-z0-9+/]+={0,2}$/.test(samlResponse)) throw invalidPayload('"SAMLResponse" must be Base64');
  const xml = Buffer.from(samlResponse, 'base64').toString('utf8');
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw invalidPayload('"SAMLResponse" must not contain a document type declaration');
  const relayState = fields.get('RelayState') ?? null;
  if (relayState !== null && relayState.length > 256) throw invalidPayload('"RelayState" is too long');
  return { samlResponse, xml, relayState: relayState === '' ? null : relayState };
}

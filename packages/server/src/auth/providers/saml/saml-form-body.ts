import type { FastifyInstance } from 'fastify';
import { invalidPayload } from '../../../errors/error-helpers.js';

/** An IdP's POST (Base64 SAMLResponse, RelayState) is tens of KB; a bigger body is no SAML response of ours. */
export const SAML_FORM_BODY_LIMIT = 256 * 1024;
const MAX_FIELDS = 16;

/**
 * `application/x-www-form-urlencoded` bodies for the routes of `scope` (the IdP posts to the ACS
 * as an HTML form), parsed to a Map of the first value of each field. The app parses no form
 * bodies elsewhere, so the parser lives in the SAML routes' own scope; bounded by the route's body
 * limit and a field count.
 */
export function registerSamlFormBody(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: SAML_FORM_BODY_LIMIT },
    (_request, body, done) => {
      const fields = new Map<string, string>();
      let count = 0;
      for (const [name, value] of new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))) {
        count += 1;
        if (count > MAX_FIELDS) return done(invalidPayload(`A form of more than ${MAX_FIELDS} fields`), undefined);
        if (!fields.has(name)) fields.set(name, value);
      }
      done(null, fields);
    },
  );
}

import type { FastifyInstance } from 'fastify';
import { invalidPayload } from '../../errors/error-helpers.js';

/**
 * JSON bodies as clients of the reference send them: an empty body with a JSON content type
 * is no body (SDKs send the header on every request), and a malformed one is INVALID_PAYLOAD.
 */
export function registerJsonBody(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(/^application\/(.+\+)?json/, { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch (error) {
      done(invalidPayload((error as Error).message), undefined);
    }
  });
}

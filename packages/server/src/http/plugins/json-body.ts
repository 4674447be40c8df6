import type { FastifyInstance } from 'fastify';
import { invalidPayload } from '../../errors/error-helpers.js';
import { isNestedDeeperThan } from '../../utils/nesting-depth.js';

export interface JsonBodyOptions {
  /** `MAX_JSON_DEPTH`: bodies nesting deeper are refused before any code walks them. */
  maxDepth: number;
}

/**
 * JSON bodies as clients of the reference send them: an empty body with a JSON content type
 * is no body (SDKs send the header on every request), and a malformed one is INVALID_PAYLOAD
 * with the parser's message.
 *
 * Fastify's own parser does the parsing, so its prototype-poisoning guard stays on: a body with a
 * `__proto__` key (or `constructor.prototype`) is refused rather than handed to code that copies
 * payloads into objects. Replacing the parser to accept empty bodies had switched that guard off.
 * A `constructor` key with a plain value is fine: it may be a column's name.
 */
export function registerJsonBody(app: FastifyInstance, options: JsonBodyOptions): void {
  const guardedParse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(/^application\/(.+\+)?json/, { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    guardedParse(request, text, (error, value) => {
      if (error) return done(invalidPayload(jsonProblem(text)), undefined);
      if (isNestedDeeperThan(value, options.maxDepth))
        return done(invalidPayload(`JSON nested deeper than ${options.maxDepth} levels`), undefined);
      done(null, value);
    });
  });
}

/** Why the guarded parser refused `text`: JSON's own message, or the forbidden key. */
function jsonProblem(text: string): string {
  try {
    JSON.parse(text);
    return 'Object contains forbidden prototype property';
  } catch (error) {
    return (error as Error).message;
  }
}

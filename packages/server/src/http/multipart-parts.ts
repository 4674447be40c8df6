import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { isAppError } from '../errors/app-error.js';
import { invalidPayload } from '../errors/error-helpers.js';

/**
 * Bounds of one multipart request, so a flood of tiny parts or fields costs little before it is
 * refused. File sizes are not bounded here (the plugin would otherwise cut files at the JSON body
 * limit): FILES_MAX_UPLOAD_SIZE applies while each file streams.
 */
export const MULTIPART_LIMITS = {
  fileSize: Number.POSITIVE_INFINITY,
  fieldNameSize: 100,
  fieldSize: 1024 * 1024,
  fields: 100,
  files: 100,
  parts: 200,
  headerPairs: 100,
};

/** Errors @fastify/multipart raises for a request past MULTIPART_LIMITS. */
const LIMIT_ERRORS = new Map([
  ['FST_PARTS_LIMIT', 'Too many parts in the multipart body'],
  ['FST_FILES_LIMIT', 'Too many files in the multipart body'],
  ['FST_FIELDS_LIMIT', 'Too many fields in the multipart body'],
  ['FST_PROTO_VIOLATION', 'Prototype property names are not allowed in the multipart body'],
]);

/**
 * The parts of a multipart request in order, with every parse failure (limits, a malformed or cut
 * body, a truncated field) turned into 400 INVALID_PAYLOAD, never a 500.
 */
export async function* multipartParts(request: FastifyRequest): AsyncGenerator<Multipart> {
  const parts = request.parts()[Symbol.asyncIterator]();
  for (;;) {
    let next: IteratorResult<Multipart>;
    try {
      next = await parts.next();
    } catch (error) {
      throw asClientError(error);
    }
    if (next.done) return;
    const part = next.value;
    if (part.type === 'field' && (part.fieldnameTruncated || part.valueTruncated))
      throw invalidPayload(`The multipart field "${part.fieldname.slice(0, 100)}" is too long`);
    yield part;
  }
}

function asClientError(error: unknown) {
  if (isAppError(error)) return error;
  const code = (error as { code?: string }).code;
  return invalidPayload(LIMIT_ERRORS.get(code ?? '') ?? 'The multipart body is malformed');
}

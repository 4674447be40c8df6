import { AppError } from './app-error.js';
import { contentTooLarge, invalidPayload, unsupportedMediaType } from './error-helpers.js';

interface FastifyLikeError {
  code?: string;
  statusCode?: number;
  message: string;
  validation?: unknown;
}

/** Fastify's own errors (bad JSON, body too large, unknown content type) → AppError; others → null. */
export function fromFastifyError(error: FastifyLikeError): AppError | null {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return invalidPayload(
        error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'Body cannot be empty when content-type is set to application/json'
          : 'Invalid JSON body',
      );
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return contentTooLarge();
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return unsupportedMediaType(error.message.replace(/^Unsupported Media Type: /, ''), 'request body');
    case 'FST_ERR_CTP_INVALID_TYPE':
      return invalidPayload('Invalid content type');
  }
  if (error.validation !== undefined) return invalidPayload(error.message);
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    if (error.statusCode === 404) return new AppError('ROUTE_NOT_FOUND', error.message);
    return invalidPayload(error.message);
  }
  return null;
}

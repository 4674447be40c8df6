import type { ExtensionErrorClass } from '@tessera/extensions-sdk';
import { ERROR_STATUS, type ErrorCode } from '@tessera/shared';
import { createError } from './create-error.js';

type Extensions = Record<string, unknown>;
const text = (value: unknown, fallback: string): string => (value === undefined || value === null ? fallback : String(value));
const reason = (prefix: string) => (e: Extensions) => `${prefix} ${text(e.reason, 'Unknown reason').replace(/\.$/, '')}.`;

/** The reference's error classes (by their names in `@directus/errors`), with our codes and wording. */
const EXCEPTIONS: ReadonlyArray<[name: string, code: ErrorCode, message: string | ((e: Extensions) => string)]> = [
  ['ForbiddenError', 'FORBIDDEN', "You don't have permission to access this."],
  ['InvalidPayloadError', 'INVALID_PAYLOAD', reason('Invalid payload.')],
  ['InvalidQueryError', 'INVALID_QUERY', reason('Invalid query.')],
  ['RouteNotFoundError', 'ROUTE_NOT_FOUND', (e) => `Route ${text(e.path, '')} doesn't exist.`],
  [
    'ServiceUnavailableError',
    'SERVICE_UNAVAILABLE',
    (e) => `Service "${text(e.service, 'unknown')}" is unavailable. ${text(e.reason, 'Unknown reason')}.`,
  ],
  ['InvalidCredentialsError', 'INVALID_CREDENTIALS', 'Invalid user credentials.'],
  ['InvalidTokenError', 'INVALID_TOKEN', 'Invalid token.'],
  ['TokenExpiredError', 'TOKEN_EXPIRED', 'Token expired.'],
  ['InvalidOtpError', 'INVALID_OTP', 'Invalid user OTP.'],
  ['InvalidIpError', 'INVALID_IP', 'Invalid IP address.'],
  ['UserSuspendedError', 'USER_SUSPENDED', 'User suspended.'],
  ['InvalidProviderError', 'INVALID_PROVIDER', 'Invalid provider.'],
  ['InvalidProviderConfigError', 'INVALID_PROVIDER_CONFIG', 'Invalid config for provider.'],
  ['FailedValidationError', 'FAILED_VALIDATION', (e) => `Validation failed for field "${text(e.field, '')}".`],
  [
    'RecordNotUniqueError',
    'RECORD_NOT_UNIQUE',
    (e) => `Value for field "${text(e.field, '')}" in collection "${text(e.collection, '')}" has to be unique.`,
  ],
  [
    'NotNullViolationError',
    'NOT_NULL_VIOLATION',
    (e) => `Value for field "${text(e.field, '')}" in collection "${text(e.collection, '')}" can't be null.`,
  ],
  [
    'InvalidForeignKeyError',
    'INVALID_FOREIGN_KEY',
    (e) => `Invalid foreign key for field "${text(e.field, '')}" in collection "${text(e.collection, '')}".`,
  ],
  [
    'ValueTooLongError',
    'VALUE_TOO_LONG',
    (e) => `Value for field "${text(e.field, '')}" in collection "${text(e.collection, '')}" is too long.`,
  ],
  [
    'ValueOutOfRangeError',
    'VALUE_OUT_OF_RANGE',
    (e) => `Numeric value for field "${text(e.field, '')}" in collection "${text(e.collection, '')}" is out of range.`,
  ],
  [
    'ContainsNullValuesError',
    'CONTAINS_NULL_VALUES',
    (e) => `Field "${text(e.field, '')}" in collection "${text(e.collection, '')}" contains null values.`,
  ],
  ['ContentTooLargeError', 'CONTENT_TOO_LARGE', 'Uploaded content is too large.'],
  [
    'UnsupportedMediaTypeError',
    'UNSUPPORTED_MEDIA_TYPE',
    (e) => `Unsupported media type "${text(e.mediaType, '')}" in ${text(e.where, 'request')}.`,
  ],
  ['HitRateLimitError', 'REQUESTS_EXCEEDED', 'Too many requests, retry later.'],
  ['LimitExceededError', 'LIMIT_EXCEEDED', 'Limit exceeded.'],
  ['MethodNotAllowedError', 'METHOD_NOT_ALLOWED', (e) => `Invalid method "${text(e.current, '')}" used.`],
  ['RangeNotSatisfiableError', 'RANGE_NOT_SATISFIABLE', 'Requested range is not satisfiable.'],
  ['IllegalAssetTransformationError', 'ILLEGAL_ASSET_TRANSFORMATION', 'Illegal asset transformation.'],
  ['UnprocessableContentError', 'UNPROCESSABLE_CONTENT', reason("Can't process content.")],
  ['UnexpectedResponseError', 'UNEXPECTED_RESPONSE', 'Received an unexpected response.'],
  ['OutOfDateError', 'OUT_OF_DATE', 'Tessera is out of date.'],
  ['InternalServerError', 'INTERNAL_SERVER_ERROR', 'An unexpected error occurred.'],
];

/** `context.exceptions`: a frozen null-prototype table, so `__proto__` or `constructor` is no class. */
export function extensionExceptions(): Readonly<Record<string, ExtensionErrorClass>> {
  const table = Object.create(null) as Record<string, ExtensionErrorClass>;
  for (const [name, code, message] of EXCEPTIONS) table[name] = createError(code, message, ERROR_STATUS[code]);
  return Object.freeze(table);
}

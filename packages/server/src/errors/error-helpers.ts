import { AppError } from './app-error.js';

/** Named constructors with the reference's wording, so a message is written once. */

export const invalidPayload = (reason: string, extensions: Record<string, unknown> = {}): AppError =>
  new AppError('INVALID_PAYLOAD', `Invalid payload. ${trimDot(reason)}.`, { reason: trimDot(reason), ...extensions });

export const invalidQuery = (reason: string): AppError =>
  new AppError('INVALID_QUERY', `Invalid query. ${trimDot(reason)}.`, { reason: trimDot(reason) });

/** Used for both a missing and a hidden resource, so existence is never revealed. */
export const forbiddenOrMissing = (): AppError => new AppError('FORBIDDEN', "You don't have permission to access this.");

export const forbidden = forbiddenOrMissing;

export const routeNotFound = (path: string): AppError => new AppError('ROUTE_NOT_FOUND', `Route ${path} doesn't exist.`, { path });

export const invalidCredentials = (): AppError => new AppError('INVALID_CREDENTIALS', 'Invalid user credentials.');

export const invalidToken = (): AppError => new AppError('INVALID_TOKEN', 'Invalid token.');

export const tokenExpired = (): AppError => new AppError('TOKEN_EXPIRED', 'Token expired.');

export const internalError = (cause?: unknown): AppError =>
  new AppError('INTERNAL_SERVER_ERROR', 'An unexpected error occurred.', {}, cause);

export const serviceUnavailable = (service: string, reason: string): AppError =>
  new AppError('SERVICE_UNAVAILABLE', `Service "${service}" is unavailable. ${trimDot(reason)}.`, { service, reason });

export const contentTooLarge = (): AppError => new AppError('CONTENT_TOO_LARGE', 'Uploaded content is too large.');

export const unsupportedMediaType = (mediaType: string, where: string): AppError =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', `Unsupported media type "${mediaType}" in ${where}.`, { mediaType, where });

export const failedValidation = (field: string, detail: string, extensions: Record<string, unknown> = {}): AppError =>
  new AppError('FAILED_VALIDATION', `Validation failed for field "${field}". ${detail}`.trim(), { field, ...extensions });

export const requestsExceeded = (limit: number, resetMs: number): AppError =>
  new AppError('REQUESTS_EXCEEDED', `Too many requests, retry after ${resetMs}ms.`, { limit, reset: resetMs });

export const unprocessableContent = (reason: string): AppError =>
  new AppError('UNPROCESSABLE_CONTENT', `Can't process content. ${trimDot(reason)}.`, { reason: trimDot(reason) });

export const methodNotAllowed = (reason: string): AppError => new AppError('METHOD_NOT_ALLOWED', reason);

export const illegalAssetTransformation = (invalidTransformations: string[]): AppError =>
  new AppError('ILLEGAL_ASSET_TRANSFORMATION', 'Illegal asset transformation.', { invalidTransformations });

export const rangeNotSatisfiable = (range: string): AppError =>
  new AppError('RANGE_NOT_SATISFIABLE', `Range "${range}" is not satisfiable.`, { range });

function trimDot(text: string): string {
  return text.endsWith('.') ? text.slice(0, -1) : text;
}

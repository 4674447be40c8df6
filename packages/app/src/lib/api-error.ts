/**
 * Reading API errors. The SDK rejects with `TesseraError { status, errors, response }`; network
 * failures pass through as plain errors. We look at the shape and the code, never at the class
 * (STYLE §3: compare codes, not classes).
 */

export interface ApiErrorEntry {
  message: string;
  extensions?: { code?: string; field?: string; [key: string]: unknown };
}

function entries(error: unknown): ApiErrorEntry[] {
  if (typeof error !== 'object' || error === null) return [];
  const list = (error as { errors?: unknown }).errors;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (entry): entry is ApiErrorEntry => typeof entry === 'object' && entry !== null && typeof (entry as ApiErrorEntry).message === 'string',
  );
}

export function errorStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const direct = (error as { status?: unknown }).status;
  if (typeof direct === 'number') return direct;
  const response = (error as { response?: { status?: unknown } }).response;
  return typeof response?.status === 'number' ? response.status : undefined;
}

/** The API refused the request for the user's permissions (403): a feature their role may not use, not a failure. */
export function isForbidden(error: unknown): boolean {
  return errorStatus(error) === 403;
}

/** The first error code of an API answer (`FORBIDDEN`, `INVALID_OTP`, …). */
export function errorCode(error: unknown): string | undefined {
  return entries(error).find((entry) => entry.extensions?.code)?.extensions?.code;
}

export function hasErrorCode(error: unknown, code: string): boolean {
  return entries(error).some((entry) => entry.extensions?.code === code);
}

/** A sentence to show the user: the API's own messages, else the error's message. */
export function errorMessage(error: unknown): string {
  const list = entries(error);
  if (list.length > 0) return [...new Set(list.map((entry) => entry.message))].join(' ');
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong.';
}

/** FAILED_VALIDATION (and similar) entries that name a field, keyed by that field. */
export function fieldErrors(error: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  for (const entry of entries(error)) {
    const field = entry.extensions?.field;
    if (typeof field === 'string' && !(field in result)) result[field] = entry.message;
  }
  return result;
}

/** True when the answer means "you are not signed in (any more)". */
export function isUnauthenticated(error: unknown): boolean {
  const code = errorCode(error);
  return code === 'INVALID_CREDENTIALS' || code === 'TOKEN_EXPIRED' || code === 'INVALID_TOKEN' || errorStatus(error) === 401;
}

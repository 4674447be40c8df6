/** One entry of an error answer's `errors` list (api-reference section 3, error shape). */
export interface TesseraErrorEntry {
  message: string;
  extensions?: { code?: string; [key: string]: unknown };
}

/**
 * The one error the SDK raises for a non-OK answer: `status`, the body's `errors` list (empty when
 * the body had none) and the `Response` itself. Network failures are not wrapped: the fetch
 * error comes through unchanged.
 *
 * @example
 * try { await client.request(readItem('articles', 1)); }
 * catch (error) { if (isTesseraError(error) && error.errors[0]?.extensions?.code === 'FORBIDDEN') … }
 */
export class TesseraError extends Error {
  override readonly name = 'TesseraError';
  readonly status: number;
  readonly errors: TesseraErrorEntry[];
  readonly response: Response;

  constructor(response: Response, errors: TesseraErrorEntry[]) {
    super(errors[0]?.message ?? `Request failed with status ${response.status}`);
    this.status = response.status;
    this.errors = errors;
    this.response = response;
  }
}

/**
 * Whether `value` is a {@link TesseraError}. Checks the shape rather than the class, so it holds
 * when two copies of the SDK are loaded (STYLE.md: compare codes, not classes).
 */
export function isTesseraError(value: unknown): value is TesseraError {
  return (
    value instanceof Error &&
    value.name === 'TesseraError' &&
    Array.isArray((value as Partial<TesseraError>).errors) &&
    typeof (value as Partial<TesseraError>).status === 'number'
  );
}

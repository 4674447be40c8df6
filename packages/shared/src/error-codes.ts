/** Error codes of the API and the HTTP status each answers with (the reference's table). */
export const ERROR_STATUS = {
  INVALID_PAYLOAD: 400,
  INVALID_QUERY: 400,
  INVALID_COLLECTION: 400,
  FAILED_VALIDATION: 400,
  RECORD_NOT_UNIQUE: 400,
  NOT_NULL_VIOLATION: 400,
  INVALID_FOREIGN_KEY: 400,
  VALUE_TOO_LONG: 400,
  VALUE_OUT_OF_RANGE: 400,
  CONTAINS_NULL_VALUES: 400,
  ILLEGAL_ASSET_TRANSFORMATION: 400,
  /** A GraphQL document refused before it ran (syntax, validation, limits); details in `extensions.errors`. */
  GRAPHQL_VALIDATION: 400,
  INVALID_CREDENTIALS: 401,
  INVALID_OTP: 401,
  TOKEN_EXPIRED: 401,
  USER_SUSPENDED: 401,
  INVALID_IP: 401,
  FORBIDDEN: 403,
  INVALID_TOKEN: 403,
  LIMIT_EXCEEDED: 403,
  INVALID_PROVIDER: 403,
  ROUTE_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONTENT_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RANGE_NOT_SATISFIABLE: 416,
  UNPROCESSABLE_CONTENT: 422,
  REQUESTS_EXCEEDED: 429,
  INTERNAL_SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  INVALID_PROVIDER_CONFIG: 503,
  UNEXPECTED_RESPONSE: 503,
  OUT_OF_DATE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** One entry of the `errors` list in every error answer. */
export interface ApiErrorEntry {
  message: string;
  extensions: { code: ErrorCode | (string & {}); [key: string]: unknown };
}

/** The body of every error answer: `{"errors":[{"message","extensions":{"code"}}]}`. */
export interface ApiErrorBody {
  errors: ApiErrorEntry[];
}

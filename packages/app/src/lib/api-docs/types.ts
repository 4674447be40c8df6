import type { OpenApiDocument } from '@tessera/sdk';

export type { OpenApiDocument };

// The parts of an OpenAPI 3.1 document the API documentation page reads. Members are optional:
// the page shows what the server wrote and never trusts a member to be there.

/** A JSON Schema 2020-12 object as OpenAPI 3.1 uses it (`type` may be a list such as `['string', 'null']`). */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
}

/** A value that may be a `{ $ref }` to `#/components/...`. */
export type MaybeRef<T> = T | { $ref: string };

export interface OpenApiParameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}

export interface OpenApiMediaType {
  schema?: JsonSchema;
}

export interface OpenApiRequestBody {
  description?: string;
  required?: boolean;
  content?: Record<string, OpenApiMediaType>;
}

export interface OpenApiResponse {
  description?: string;
  content?: Record<string, OpenApiMediaType>;
}

export interface OpenApiOperation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: MaybeRef<OpenApiParameter>[];
  requestBody?: MaybeRef<OpenApiRequestBody>;
  responses?: Record<string, MaybeRef<OpenApiResponse>>;
}

export interface OpenApiTag {
  name: string;
  description?: string;
  /** The collection a tag stands for (the reference's extension). */
  'x-collection'?: string;
}

/** `GET /server/specs/oas` as the app uses it: the caller's OpenAPI document. */
export interface ApiDocsMethods {
  /** The document of what the signed-in user may read or write, whole. */
  readOpenApiSpec(): Promise<OpenApiDocument>;
}

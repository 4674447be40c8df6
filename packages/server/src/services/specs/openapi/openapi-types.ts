/**
 * The few OpenAPI 3.1 shapes the generator writes. Schemas are JSON Schema 2020-12 objects, kept
 * loose on purpose: the document is checked against the OpenAPI schema in the tests.
 */
export type JsonSchema = { [keyword: string]: unknown };

export type Ref = { $ref: string };

export type HttpMethod = 'get' | 'post' | 'patch' | 'delete';

export interface Operation {
  summary: string;
  description?: string;
  operationId: string;
  tags: string[];
  parameters?: Array<Ref | JsonSchema>;
  requestBody?: JsonSchema;
  responses: Record<string, JsonSchema | Ref>;
}

export type PathItem = Partial<Record<HttpMethod, Operation>>;

export interface Tag {
  name: string;
  description?: string;
  'x-collection'?: string;
}

/** A system collection served by standard CRUD routes under `path` (`/users` for directus_users). */
export interface SystemRoute {
  collection: string;
  path: string;
  /** Writes need an admin whatever the rules say. */
  adminWrites: boolean;
  /** Creates and `PATCH /:pk` go through routes of their own (uploads on `POST /files`): not described as items. */
  ownRoutes: ReadonlyArray<'POST /' | 'PATCH /:pk'>;
  /** Only reads are served (`/activity`, `/revisions`). */
  readOnly: boolean;
}

/** `$ref` to a component. */
export const ref = (kind: 'schemas' | 'parameters' | 'responses' | 'requestBodies', name: string): Ref => ({
  $ref: `#/components/${kind}/${name}`,
});

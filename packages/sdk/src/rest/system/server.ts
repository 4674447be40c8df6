import type { TesseraServerHealth, TesseraServerInfo } from '../../core-schema.js';
import type { RestCommand } from '../command.js';
import type { Untyped } from '../../schema-types.js';

/** Checks the server answers: `GET /server/ping` → `'pong'` (text/plain). */
export function serverPing<Schema = Untyped>(): RestCommand<string, Schema> {
  return () => ({ path: '/server/ping' });
}

/** Reads project information (more for signed-in users): `GET /server/info`. */
export function serverInfo<Schema = Untyped>(): RestCommand<TesseraServerInfo, Schema> {
  return () => ({ path: '/server/info' });
}

/**
 * Reads the health report: `GET /server/health`. A failing server answers 503, which rejects with
 * a TesseraError whose `response` still holds the report.
 */
export function serverHealth<Schema = Untyped>(): RestCommand<TesseraServerHealth, Schema> {
  return () => ({ path: '/server/health' });
}

/**
 * An OpenAPI 3.1 document: the fields every document has, the rest (paths, components…) as the
 * server wrote them. The SDK does not model OpenAPI; readers that need more narrow it themselves.
 */
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  [member: string]: unknown;
}

/**
 * Reads the caller's OpenAPI document (only what the caller may read or write): `GET /server/specs/oas`.
 * The answer is the document itself, with no `data` wrapper.
 *
 * @example
 * const spec = await client.request(readOpenApiSpec());
 * console.log(Object.keys(spec.paths as object));
 */
export function readOpenApiSpec<Schema = Untyped>(): RestCommand<OpenApiDocument, Schema> {
  // The reference sends the document unwrapped; reading the whole body keeps that explicit.
  return () => ({ path: '/server/specs/oas', unwrap: 'body' });
}

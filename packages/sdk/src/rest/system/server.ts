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

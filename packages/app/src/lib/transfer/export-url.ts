import { queryToParams } from '@tessera/sdk';
import type { ExportFormat } from '@tessera/sdk';
import type { ItemsQuery } from '../app-client.js';

/**
 * The direct download of a collection's items: `GET /items/:collection?export=<format>` with the
 * query as the SDK serialises it (api-reference §4, `export`). A link cannot carry the
 * Authorization header, so the session's access token travels as `access_token`, as for
 * `/assets` images and as the reference app's export does.
 */
export function exportUrl(baseUrl: string, collection: string, format: ExportFormat, query: ItemsQuery, token: string | null): string {
  const params = new URLSearchParams(queryToParams({ ...query }));
  params.set('export', format);
  if (token) params.set('access_token', token);
  return `${baseUrl.replace(/\/+$/, '')}/items/${encodeURIComponent(collection)}?${params.toString()}`;
}

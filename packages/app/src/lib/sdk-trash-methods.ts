import { queryToParams } from '@tessera/sdk';
import type { RestCommand } from '@tessera/sdk';
import type { AppClient } from './app-client.js';
import type { Item } from './schema/types.js';
import type { SkippedValue, TrashEntry } from './trash/types.js';

type TrashMethods = Pick<AppClient, 'readTrash' | 'restoreItem'>;

type Request = <Output>(cmd: RestCommand<Output>) => Promise<Output>;

const segment = (value: string | number) => encodeURIComponent(String(value));

/** The trash part of the SDK adapter. The SDK has no trash commands (a Tessera-only route), so they are built here as its own are. */
export function sdkTrashMethods(request: Request): TrashMethods {
  return {
    readTrash: (collection, query = {}) =>
      request<TrashEntry[]>(() => ({ method: 'GET', path: `/utils/trash/${segment(collection)}`, params: queryToParams({ ...query }) })),
    async restoreItem(collection, key) {
      // The skipped values are in `meta`, so the whole body is kept; a 204 (restored, not readable) is undefined.
      const body = await request<{ data?: Item; meta?: { skipped?: SkippedValue[] } } | undefined>(() => ({
        method: 'POST',
        path: `/utils/restore/${segment(collection)}/${segment(key)}`,
        params: {},
        unwrap: 'body',
      }));
      return { item: body?.data ?? null, skipped: body?.meta?.skipped ?? [] };
    },
  };
}

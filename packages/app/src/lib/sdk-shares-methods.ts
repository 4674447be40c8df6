import {
  authentication,
  createClient,
  createShare,
  deleteShare,
  inviteShare,
  readFieldsByCollection,
  readItem,
  rest,
  updateShare,
} from '@tessera/sdk';
import type { RestCommand } from '@tessera/sdk';
import type { Field, Item } from './schema/types.js';
import type { ShareInfo, ShareRow, SharedItemReader, SharesMethods } from './shares/types.js';

type Request = <Output>(cmd: RestCommand<Output>) => Promise<Output>;

const SYSTEM_PREFIX = 'directus_';

/** The SDK types a share by its own schema; the app reads the columns it asked for. */
const asShare = (row: unknown) => row as ShareRow;

/**
 * The shares feature's part of the SDK adapter. `openShare` signs in on a second client whose
 * session lives in memory (the SDK's default storage), so the app's own session is never replaced.
 */
export function sdkSharesMethods(baseUrl: string, request: Request): SharesMethods {
  return {
    createShare: async (share) => asShare(await request(createShare(share as never))),
    updateShare: async (id, patch) => asShare(await request(updateShare(id, patch as never))),
    async deleteShare(id) {
      await request(deleteShare(id));
    },
    async inviteToShare(share, emails) {
      await request(inviteShare(share, emails));
    },
    readShareInfo: (id) => request<ShareInfo>(() => ({ method: 'GET', path: `/shares/info/${encodeURIComponent(id)}` })),
    async openShare(id, password) {
      const shareClient = createClient(baseUrl)
        .with(rest())
        .with(authentication('json', { autoRefresh: false }));
      const body = { share: id, mode: 'json', ...(password ? { password } : {}) };
      const tokens = await shareClient.request<{ access_token: string }>(() => ({ method: 'POST', path: '/shares/auth', body }));
      await shareClient.setToken(tokens.access_token);
      const reader: SharedItemReader = {
        async readItem(collection, key) {
          const path = collection.startsWith(SYSTEM_PREFIX)
            ? `/${encodeURIComponent(collection.slice(SYSTEM_PREFIX.length))}/${encodeURIComponent(String(key))}`
            : null;
          if (path) return shareClient.request<Item>(() => ({ method: 'GET', path }));
          return (await shareClient.request(readItem(collection, key))) as Item;
        },
        readFields: async (collection) => (await shareClient.request(readFieldsByCollection(collection))) as unknown as Field[],
      };
      return reader;
    },
  };
}

import { authentication, createClient, readFieldsByCollection, readItem, rest } from '@tessera/sdk';
import type { Field, Item } from '../schema/types.js';
import type { SharedItemReader } from './types.js';

const SYSTEM_PREFIX = 'directus_';

/**
 * `POST /shares/auth` `{share, password, mode:'json'}` on a client of its own, whose session lives in
 * memory (the SDK's default storage, no refresh): the app's signed-in client and its stored session
 * are never touched. Loaded only by the public share page.
 */
export async function openShareSession(baseUrl: string, id: string, password?: string): Promise<SharedItemReader> {
  const shareClient = createClient(baseUrl)
    .with(rest())
    .with(authentication('json', { autoRefresh: false }));
  const body = { share: id, mode: 'json', ...(password ? { password } : {}) };
  const tokens = await shareClient.request<{ access_token: string }>(() => ({ method: 'POST', path: '/shares/auth', body }));
  await shareClient.setToken(tokens.access_token);
  return {
    async readItem(collection, key, fields) {
      if (collection.startsWith(SYSTEM_PREFIX)) {
        const path = `/${encodeURIComponent(collection.slice(SYSTEM_PREFIX.length))}/${encodeURIComponent(String(key))}`;
        const params = fields ? { fields: fields.join(',') } : undefined;
        return shareClient.request<Item>(() => ({ method: 'GET', path, params }));
      }
      return (await shareClient.request(readItem(collection, key, fields ? { fields } : undefined))) as Item;
    },
    readFields: async (collection) => (await shareClient.request(readFieldsByCollection(collection))) as unknown as Field[],
    assetUrl: (file, params) =>
      `${baseUrl}/assets/${encodeURIComponent(file)}?${new URLSearchParams({ ...params, access_token: tokens.access_token }).toString()}`,
  };
}

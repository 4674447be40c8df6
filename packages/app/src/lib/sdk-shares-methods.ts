import { createShare, deleteShare, inviteShare, updateShare } from '@tessera/sdk';
import type { RestCommand } from '@tessera/sdk';
import type { ShareInfo, ShareRow, SharesMethods } from './shares/types.js';

type Request = <Output>(cmd: RestCommand<Output>) => Promise<Output>;

/** The SDK types a share by its own schema; the app reads the columns it asked for. */
const asShare = (row: unknown) => row as ShareRow;

/**
 * The shares feature's part of the SDK adapter. Signing in as a share builds a second client; that
 * code loads only when the public share page asks for it, so the sign-in route does not grow.
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
    openShare: async (id, password) => (await import('./shares/share-session.js')).openShareSession(baseUrl, id, password),
  };
}

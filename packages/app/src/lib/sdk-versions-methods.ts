import {
  compareContentVersion,
  createVersion,
  deleteVersion,
  promoteContentVersion,
  readVersions,
  saveToContentVersion,
  updateVersion,
} from '@tessera/sdk';
import type { RestCommand } from '@tessera/sdk';
import type { VersionComparison, VersionRow, VersionsMethods } from './versions/types.js';

type Request = <Output>(cmd: RestCommand<Output>) => Promise<Output>;

/** The SDK types a version by its own schema; the app reads the columns it asked for. */
const asVersion = (row: unknown) => row as VersionRow;

/** The content versions feature's part of the SDK adapter. */
export function sdkVersionsMethods(request: Request): VersionsMethods {
  return {
    async readItemVersions(collection, item) {
      const rows = await request(
        readVersions({ filter: { collection: { _eq: collection }, item: { _eq: String(item) } }, sort: ['date_created'] } as never),
      );
      return (rows as unknown[]).map(asVersion);
    },
    createVersion: async (version) => asVersion(await request(createVersion(version as never))),
    updateVersion: async (id, patch) => asVersion(await request(updateVersion(id, patch as never))),
    async deleteVersion(id) {
      await request(deleteVersion(id));
    },
    compareVersion: async (id) => (await request(compareContentVersion(id))) as unknown as VersionComparison,
    async saveToVersion(id, changes) {
      await request(saveToContentVersion(id, changes as never));
    },
    async promoteVersion(id, mainHash, fields) {
      await request(promoteContentVersion(id, mainHash, fields as never));
    },
  };
}

import type { AppClient } from '../lib/app-client.js';
import type { Revision } from '../lib/schema/system-types.js';
import type { Collection, Item, PrimaryKey } from '../lib/schema/types.js';
import type { TrashEntry } from '../lib/trash/types.js';

/** What the fake's trash methods need from the fake client. */
export interface FakeTrashStore {
  record(method: keyof AppClient, args: unknown[]): void;
  rowsOf(collection: string): Item[];
  keyOf(collection: string): string;
  collections(): Collection[];
  revisions(): Revision[];
  userId(): string;
  fail(status: number, code: string, message: string): never;
}

const isCopy = (revision: Revision, collection: string) =>
  revision.collection === collection &&
  revision.data !== null &&
  revision.delta === null &&
  typeof revision.activity === 'object' &&
  revision.activity.action === 'delete';

/**
 * The server's trash over the fake's data: `keepCopies` (called by the fake's deleteItems) records
 * a delete revision holding the row, as the server does for a collection with `meta.trash`;
 * `readTrash` lists those not restored, newest first; `restoreItem` puts the row back.
 */
export function fakeTrashMethods(store: FakeTrashStore) {
  const forbidden = () => store.fail(403, 'FORBIDDEN', "You don't have permission to access this.");
  const keepsTrash = (collection: string) => store.collections().find((entry) => entry.collection === collection)?.meta?.trash === true;
  const latestCopy = (collection: string, key: PrimaryKey) =>
    store
      .revisions()
      .filter((revision) => revision.item === String(key) && revision.collection === collection && typeof revision.activity === 'object')
      .at(-1);

  const methods: Pick<AppClient, 'readTrash' | 'restoreItem'> = {
    async readTrash(collection, query) {
      store.record('readTrash', query ? [collection, query] : [collection]);
      if (!keepsTrash(collection)) forbidden();
      const entries = store
        .revisions()
        .filter((revision) => isCopy(revision, collection))
        .reverse()
        .map((revision): TrashEntry => {
          const activity = revision.activity as Exclude<Revision['activity'], number>;
          const user = activity.user;
          return {
            key: (revision.data![store.keyOf(collection)] as PrimaryKey | undefined) ?? revision.item,
            revision: revision.id,
            activity: activity.id,
            deleted_by: typeof user === 'object' && user !== null ? user.id : (user ?? null),
            deleted_on: activity.timestamp ?? null,
            item: structuredClone(revision.data!),
          };
        });
      return entries.filter((entry) => !store.rowsOf(collection).some((row) => String(row[store.keyOf(collection)]) === String(entry.key)));
    },
    async restoreItem(collection, key) {
      store.record('restoreItem', [collection, key]);
      const copy = latestCopy(collection, key);
      if (!keepsTrash(collection) || !copy || !isCopy(copy, collection)) forbidden();
      if (store.rowsOf(collection).some((row) => String(row[store.keyOf(collection)]) === String(key)))
        store.fail(
          400,
          'RECORD_NOT_UNIQUE',
          `Value for field "${store.keyOf(collection)}" in collection "${collection}" has to be unique.`,
        );
      const item = structuredClone(copy!.data!);
      store.rowsOf(collection).push(item);
      copy!.delta = { $restored: true };
      return { item: structuredClone(item), skipped: [] };
    },
  };

  function keepCopies(collection: string, rows: Item[]): void {
    if (!keepsTrash(collection)) return;
    for (const row of rows) {
      const id = Math.max(0, ...store.revisions().map((revision) => revision.id)) + 1;
      store.revisions().push({
        id,
        collection,
        item: String(row[store.keyOf(collection)]),
        data: structuredClone(row),
        delta: null,
        parent: null,
        version: null,
        activity: {
          id,
          action: 'delete',
          collection,
          item: String(row[store.keyOf(collection)]),
          timestamp: new Date().toISOString(),
          user: store.userId(),
        } as Exclude<Revision['activity'], number>,
      });
    }
  }

  return { methods, keepCopies };
}

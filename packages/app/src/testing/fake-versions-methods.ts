import type { AppClient } from '../lib/app-client.js';
import type { Item, PrimaryKey } from '../lib/schema/types.js';
import type { VersionRow, VersionsMethods } from '../lib/versions/types.js';

/** What the fake's version methods need from the fake client. */
export interface FakeVersionStore {
  record(method: keyof AppClient, args: unknown[]): void;
  rowsOf(collection: string): Item[];
  findRow(collection: string, key: PrimaryKey): Item;
  fail(status: number, code: string, message: string): never;
}

/** A version row to seed. */
export function versionFixture(overrides: Partial<VersionRow> & Pick<VersionRow, 'collection' | 'item' | 'key'>): VersionRow & Item {
  return { id: crypto.randomUUID(), name: overrides.key, hash: 'hash-0', date_created: null, delta: null, ...overrides };
}

/** The hash the fake gives a main item: its values, so any change makes the version outdated. */
const hashOf = (row: Item) => JSON.stringify(row);

/**
 * `/versions` over `items.directus_versions`: keys unique per item (`main` refused), saves merged
 * into `delta`, promote refused when the main item changed since unless the hash sent is current.
 */
export function fakeVersionsMethods(store: FakeVersionStore): VersionsMethods {
  const versions = () => store.rowsOf('directus_versions') as unknown as VersionRow[];
  const find = (id: string) =>
    versions().find((row) => row.id === id) ?? store.fail(403, 'FORBIDDEN', "You don't have permission to access this.");
  const checkKey = (row: Pick<VersionRow, 'collection' | 'item' | 'key' | 'id'>) => {
    if (row.key === 'main') store.fail(400, 'INVALID_PAYLOAD', 'Version key "main" is reserved');
    if (
      versions().some(
        (other) => other.id !== row.id && other.collection === row.collection && other.item === row.item && other.key === row.key,
      )
    )
      store.fail(400, 'RECORD_NOT_UNIQUE', `Value "${row.key}" for field "key" in collection "directus_versions" has to be unique.`);
  };

  return {
    async readItemVersions(collection, item) {
      store.record('readItemVersions', [collection, item]);
      return structuredClone(versions().filter((row) => row.collection === collection && row.item === String(item)));
    },
    async createVersion(input) {
      store.record('createVersion', [input]);
      const row = versionFixture({ ...input, hash: hashOf(store.findRow(input.collection, input.item)) });
      checkKey(row);
      versions().push(row);
      return structuredClone(row);
    },
    async updateVersion(id, patch) {
      store.record('updateVersion', [id, patch]);
      const row = find(id);
      checkKey({ ...row, ...patch });
      Object.assign(row, patch);
      return structuredClone(row);
    },
    async deleteVersion(id) {
      store.record('deleteVersion', [id]);
      const rows = store.rowsOf('directus_versions');
      rows.splice(
        rows.findIndex((row) => row.id === id),
        1,
      );
    },
    async compareVersion(id) {
      store.record('compareVersion', [id]);
      const row = find(id);
      const main = structuredClone(store.findRow(row.collection, row.item));
      return { outdated: row.hash !== hashOf(main), mainHash: hashOf(main), current: structuredClone(row.delta ?? {}), main };
    },
    async saveToVersion(id, changes) {
      store.record('saveToVersion', [id, changes]);
      const row = find(id);
      row.delta = { ...row.delta, ...changes };
    },
    async promoteVersion(id, mainHash, fields) {
      store.record('promoteVersion', [id, mainHash, fields]);
      const row = find(id);
      const main = store.findRow(row.collection, row.item);
      if (mainHash !== hashOf(main)) store.fail(422, 'UNPROCESSABLE_CONTENT', "Main item has changed since this version's last save");
      for (const field of fields) if (row.delta && field in row.delta) main[field] = row.delta[field];
    },
  };
}

/** A row as the version with `key` has it (`readItem(..., { version })`). */
export function withVersion(rows: Item[], collection: string, key: PrimaryKey, row: Item, version: string | undefined): Item {
  if (!version || version === 'main') return row;
  const found = (rows as unknown as VersionRow[]).find((v) => v.collection === collection && v.item === String(key) && v.key === version);
  return found ? { ...row, ...found.delta } : row;
}

import type { AppClient } from '../lib/app-client.js';
import type { Field, Item, PrimaryKey } from '../lib/schema/types.js';
import type { ShareRow, SharesMethods } from '../lib/shares/types.js';

/** What the fake's share methods need from the fake client. */
export interface FakeShareStore {
  record(method: keyof AppClient, args: unknown[]): void;
  rowsOf(collection: string): Item[];
  findRow(collection: string, key: PrimaryKey): Item;
  /** The row with the relations `fields` name expanded, as the API answers them. */
  expand(collection: string, row: Item, fields?: string[]): Item;
  fieldsOf(collection: string): Field[];
  fail(status: number, code: string, message: string): never;
}

const CONCEALED = '**********';
const FORBIDDEN = "You don't have permission to access this.";

/** A share row to seed; give `password` in clear, the fake keeps it aside. */
export function shareFixture(overrides: Partial<ShareRow> & Pick<ShareRow, 'collection' | 'item'>): ShareRow & Item {
  return {
    id: crypto.randomUUID(),
    name: null,
    role: null,
    password: null,
    date_start: null,
    date_end: null,
    max_uses: null,
    times_used: 0,
    ...overrides,
  };
}

/**
 * `/shares` over `items.directus_shares`. Passwords are kept in clear aside and read back
 * concealed, as the API does (a seeded row gives its password in clear). Signing in as a share checks its dates, uses and password and
 * counts one use; the reader it answers records its reads as `readItem` / `readFields`, so
 * `failNext` works on them too (a share refused `/fields`).
 */
export function fakeSharesMethods(store: FakeShareStore): SharesMethods {
  const passwords = new Map<string, string>();
  // A seeded row's password is in clear: set it aside and conceal the row, as the API stores it.
  const shares = () => {
    const rows = store.rowsOf('directus_shares') as unknown as ShareRow[];
    for (const row of rows) {
      if (row.password && row.password !== CONCEALED) {
        passwords.set(row.id, row.password);
        row.password = CONCEALED;
      }
    }
    return rows;
  };
  const find = (id: string) => shares().find((share) => share.id === id);
  const conceal = (share: ShareRow): ShareRow => ({ ...share, password: passwords.has(share.id) ? CONCEALED : null });
  const isWithinDates = (share: ShareRow) =>
    (!share.date_start || Date.parse(share.date_start) <= Date.now()) && (!share.date_end || Date.parse(share.date_end) > Date.now());
  // The row itself holds what a read answers: the concealed marker or null.
  const setPassword = (share: ShareRow, password: string | null | undefined) => {
    if (password === undefined) return;
    if (password) passwords.set(share.id, password);
    else passwords.delete(share.id);
    share.password = password ? CONCEALED : null;
  };

  return {
    async createShare(input) {
      store.record('createShare', [input]);
      if (!input.collection || input.item === undefined) store.fail(400, 'INVALID_PAYLOAD', '"item" is required');
      const share = shareFixture({ ...input, collection: input.collection, item: String(input.item), password: null });
      setPassword(share, input.password);
      shares().push(share);
      return conceal(share);
    },
    async updateShare(id, patch) {
      store.record('updateShare', [id, patch]);
      const share = find(id) ?? store.fail(403, 'FORBIDDEN', FORBIDDEN);
      const { password, ...rest } = patch;
      Object.assign(share, rest);
      setPassword(share, password);
      return conceal(share);
    },
    async deleteShare(id) {
      store.record('deleteShare', [id]);
      const rows = store.rowsOf('directus_shares');
      rows.splice(
        rows.findIndex((row) => row.id === id),
        1,
      );
    },
    async inviteToShare(share, emails) {
      store.record('inviteToShare', [share, emails]);
      if (!find(share)) store.fail(403, 'FORBIDDEN', FORBIDDEN);
    },
    async readShareInfo(id) {
      store.record('readShareInfo', [id]);
      const share = find(id);
      if (!share || !isWithinDates(share)) store.fail(403, 'FORBIDDEN', FORBIDDEN);
      const { name: _name, role: _role, date_created: _created, user_created: _user, ...info } = conceal(share);
      return info;
    },
    async openShare(id, password) {
      store.record('openShare', password === undefined ? [id] : [id, password]);
      const share = find(id);
      const usedUp = share?.max_uses != null && share.times_used >= share.max_uses;
      const expected = share ? passwords.get(share.id) : undefined;
      if (!share || !isWithinDates(share) || usedUp || (expected !== undefined && expected !== password)) {
        store.fail(401, 'INVALID_CREDENTIALS', 'Invalid user credentials.');
      }
      share.times_used += 1;
      return {
        async readItem(collection, key, fields) {
          store.record('readItem', fields ? [collection, key, fields] : [collection, key]);
          if (collection !== share.collection || String(key) !== share.item) store.fail(403, 'FORBIDDEN', FORBIDDEN);
          return structuredClone(store.expand(collection, store.findRow(collection, key), fields));
        },
        async readFields(collection) {
          store.record('readFields', [collection]);
          return structuredClone(store.fieldsOf(collection));
        },
        assetUrl: (file, params) => `/assets/${file}?${new URLSearchParams({ ...params, access_token: `share-${share.id}` }).toString()}`,
      };
    },
  };
}

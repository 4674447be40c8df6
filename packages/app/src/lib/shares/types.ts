import type { Field, Item, PrimaryKey } from '../schema/types.js';

/** A row of `directus_shares` as the app reads it; `password` is concealed (`**********`) or null. */
export interface ShareRow {
  id: string;
  name: string | null;
  collection: string;
  item: string;
  role: string | null;
  password: string | null;
  date_start: string | null;
  date_end: string | null;
  max_uses: number | null;
  times_used: number;
  date_created?: string | null;
  user_created?: string | null;
}

/** What the share dialog writes; `password` only when the user typed a new one. */
export interface ShareInput {
  name?: string | null;
  collection?: string;
  item?: string;
  role?: string | null;
  password?: string | null;
  date_start?: string | null;
  date_end?: string | null;
  max_uses?: number | null;
}

/** `GET /shares/info/:id`: what the public share page knows before signing in. */
export interface ShareInfo {
  id: string;
  collection: string | null;
  item: string | null;
  /** `**********` when the share has a password, else null. */
  password: string | null;
  max_uses: number | null;
  times_used: number;
  date_start: string | null;
  date_end: string | null;
}

/** A separate API client signed in as a share (its token only in memory): it reads the shared item. */
export interface SharedItemReader {
  /** `fields` as the API takes them (`['*', 'author.*']`); all of the item's own fields when absent. */
  readItem(collection: string, key: PrimaryKey, fields?: string[]): Promise<Item>;
  readFields(collection: string): Promise<Field[]>;
  /** `/assets/<id>` with the share's token in the address, for an `<img>` of a file the shared item links. */
  assetUrl(file: string, params?: Record<string, string>): string;
}

/** The shares feature's part of the API port. Reads of shares go through readItems('directus_shares'). */
export interface SharesMethods {
  /** `POST /shares`. */
  createShare(share: ShareInput): Promise<ShareRow>;
  /** `PATCH /shares/:id`. */
  updateShare(id: string, patch: ShareInput): Promise<ShareRow>;
  /** `DELETE /shares/:id`. */
  deleteShare(id: string): Promise<void>;
  /** `POST /shares/invite` `{share, emails}`: the server mails each address the share's link. */
  inviteToShare(share: string, emails: string[]): Promise<void>;
  /** `GET /shares/info/:id` (no sign-in needed). */
  readShareInfo(id: string): Promise<ShareInfo>;
  /**
   * `POST /shares/auth` `{share, password, mode:'json'}`, answering a new client that holds the
   * share's token in memory only: the signed-in user's session is never touched.
   */
  openShare(id: string, password?: string): Promise<SharedItemReader>;
}

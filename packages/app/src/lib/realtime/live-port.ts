import type { Item, PrimaryKey } from '../schema/types.js';

/** How the socket signs in, as `/server/info` announces it (`websocket.rest.authentication`). */
export type LiveAuthMode = 'public' | 'handshake' | 'strict';

/** One change pushed by the server: created/updated items as re-read for this user, or the deleted keys. */
export type LiveChange =
  { collection: string; event: 'create' | 'update'; items: Item[] } | { collection: string; event: 'delete'; keys: PrimaryKey[] };

/** What to watch: a whole collection, or one item of it; `fields` shapes the items a change carries. */
export interface LiveWatch {
  collection: string;
  item?: PrimaryKey;
  fields?: string[];
}

/**
 * One realtime connection to the API (the SDK's `realtime()` over `/websocket` in the app, an
 * in-memory fake in tests). Components never see the socket: they watch a collection or an
 * item and get its changes.
 */
export interface LiveConnection {
  /** Calls `onChange` for every change the server pushes; answers the function that stops watching. */
  watch(target: LiveWatch, onChange: (change: LiveChange) => void): () => void;
  /** Closes the connection; every watch stops. */
  close(): void;
}

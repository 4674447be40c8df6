import type { Item, PrimaryKey } from '../schema/types.js';

/** A row of `directus_versions`: a named set of changes to one item. */
export interface VersionRow {
  id: string;
  key: string;
  name: string | null;
  collection: string;
  item: string;
  hash?: string | null;
  date_created?: string | null;
  delta?: Item | null;
}

/** `GET /versions/:id/compare`. */
export interface VersionComparison {
  /** The main item changed since the version was created. */
  outdated: boolean;
  /** What promote sends back. */
  mainHash: string;
  /** The version's changes, all saves merged. */
  current: Item;
  /** The main item. */
  main: Item;
}

/** The content-versions part of the app's client (`/versions`). */
export interface VersionsMethods {
  /** The versions of one item, oldest first. */
  readItemVersions(collection: string, item: PrimaryKey): Promise<VersionRow[]>;
  createVersion(version: { key: string; name: string; collection: string; item: string }): Promise<VersionRow>;
  updateVersion(id: string, patch: { key?: string; name?: string }): Promise<VersionRow>;
  deleteVersion(id: string): Promise<void>;
  compareVersion(id: string): Promise<VersionComparison>;
  /** `POST /versions/:id/save` with only the changed fields; the main item is not touched. */
  saveToVersion(id: string, changes: Item): Promise<void>;
  /** `POST /versions/:id/promote` `{mainHash, fields}`. */
  promoteVersion(id: string, mainHash: string, fields: string[]): Promise<void>;
}

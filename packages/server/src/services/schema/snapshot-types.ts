import type { DiffEntry } from '../../utils/deep-diff.js';

/** The reference's names for database vendors, as snapshots carry them. */
export const SNAPSHOT_VENDORS = ['mysql', 'postgres', 'cockroachdb', 'sqlite', 'oracle', 'mssql', 'redshift'] as const;
export type SnapshotVendor = (typeof SNAPSHOT_VENDORS)[number];

type Json = Record<string, unknown>;

/** A collection as snapshotted: `schema` is `{name}` for a table and absent for a folder. */
export interface SnapshotCollection {
  collection: string;
  meta: Json | null;
  schema?: { name: string } | null;
}

/** A field as snapshotted: `meta` without its id; `schema` absent for an alias field. */
export interface SnapshotField {
  collection: string;
  field: string;
  type: string | null;
  meta: Json | null;
  schema?: Json | null;
}

/** A relation as snapshotted: `meta` without its id; `schema` (the foreign key) absent when there is none. */
export interface SnapshotRelation {
  collection: string;
  field: string;
  related_collection: string | null;
  meta: Json | null;
  schema?: Json | null;
}

/** The data model as `GET /schema/snapshot` answers it (the reference's `Snapshot`, version 1). */
export interface Snapshot {
  version: 1;
  directus: string;
  vendor?: SnapshotVendor;
  collections: SnapshotCollection[];
  fields: SnapshotField[];
  relations: SnapshotRelation[];
}

export interface CollectionDiff {
  collection: string;
  diff: DiffEntry[];
}

export interface FieldDiff {
  collection: string;
  field: string;
  diff: DiffEntry[];
}

export interface RelationDiff {
  collection: string;
  field: string;
  related_collection: string | null;
  diff: DiffEntry[];
}

/** What `POST /schema/diff` answers under `diff`, in the reference's deep-diff entry format. */
export interface SnapshotDiff {
  collections: CollectionDiff[];
  fields: FieldDiff[];
  relations: RelationDiff[];
}

/** The body of `POST /schema/apply`: a diff and the hash of the schema it was made against. */
export interface SnapshotDiffWithHash {
  hash: string;
  diff: SnapshotDiff;
}

import type { SnapshotCollection, SnapshotField, SnapshotRelation } from './snapshot-types.js';

/**
 * One change of a planned apply, in the order it runs. `stage` groups steps that can run on the
 * same reading of the model (a nesting level of new collections, a wave of new fields whose
 * group fields exist); the model is read again between stages. `paths` name what an update
 * changes (`meta.note`), for people reading the plan.
 */
export type SchemaStep =
  | { action: 'create'; kind: 'collection'; stage: string; collection: string; entry: SnapshotCollection; fields: SnapshotField[] }
  | { action: 'update'; kind: 'collection'; stage: string; collection: string; entry: SnapshotCollection; paths: string[] }
  | { action: 'delete'; kind: 'collection'; stage: string; collection: string }
  | { action: 'create'; kind: 'field'; stage: string; collection: string; field: string; entry: SnapshotField }
  | { action: 'update'; kind: 'field'; stage: string; collection: string; field: string; entry: SnapshotField; paths: string[] }
  | { action: 'delete'; kind: 'field'; stage: string; collection: string; field: string }
  | { action: 'create'; kind: 'relation'; stage: string; collection: string; field: string; entry: SnapshotRelation }
  | { action: 'update'; kind: 'relation'; stage: string; collection: string; field: string; entry: SnapshotRelation; paths: string[] }
  | { action: 'delete'; kind: 'relation'; stage: string; collection: string; field: string; relatedCollection: string | null };

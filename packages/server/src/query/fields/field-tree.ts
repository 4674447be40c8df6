import type { CollectionOverview } from '../../schema/schema-overview.js';
import type { FieldFunction } from '../functions.js';
import type { DeepQuery, NestedQuery } from '../query.js';
import type { AnyToOne, ManyToOne, OneToMany } from '../relations/relation-index.js';
import type { Getter } from '../sql/slots.js';

/** One collection level of a read: the columns it outputs and the relations it expands. */
export interface FieldNode {
  collection: CollectionOverview;
  /** The options of this level: the root query, or the `deep` entry of the relation. */
  query: NestedQuery;
  /** Reads this level's options object from the request. */
  get: Getter;
  /** Reads this level's `deep` map from the request. */
  deepGet: Getter;
  deep: Record<string, DeepQuery>;
  columns: ColumnNode[];
  relations: RelationNode[];
}

export interface ColumnNode {
  /** The key in the answer (an alias, `<field>_<fn>` for functions, else the field). */
  key: string;
  field: string;
  fn?: FieldFunction;
}

export type RelationNode =
  | { kind: 'm2o'; key: string; info: ManyToOne; node: FieldNode }
  /** `keysOnly`: the field was asked without sub-fields, so it lists related keys. */
  | { kind: 'o2m'; key: string; info: OneToMany; node: FieldNode; keysOnly: boolean }
  | { kind: 'a2o'; key: string; info: AnyToOne; nodes: Record<string, FieldNode> };

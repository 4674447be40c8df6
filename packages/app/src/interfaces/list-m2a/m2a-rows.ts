import type { Item, PrimaryKey } from '../../lib/schema/types.js';

export interface M2aShape {
  /** The junction's key to the item (`item`). */
  junctionField: string;
  /** The junction's field naming the item's collection (`collection`). */
  collectionField: string;
}

/** A junction row's target: its collection and the item (an object when expanded, else its key). */
export function rowTarget(row: Item, shape: M2aShape): { collection: string; item: Item | null; key: PrimaryKey | null } {
  const collection = typeof row[shape.collectionField] === 'string' ? (row[shape.collectionField] as string) : '';
  const target = row[shape.junctionField];
  if (typeof target === 'object' && target !== null) return { collection, item: target as Item, key: null };
  if (typeof target === 'string' || typeof target === 'number') return { collection, item: null, key: target };
  return { collection, item: null, key: null };
}

/** The junction row to create for a new or an existing item of `collection`, in the reference's payload shape. */
export function newJunctionRow(shape: M2aShape, collection: string, item: Item | PrimaryKey): Item {
  return { [shape.collectionField]: collection, [shape.junctionField]: item };
}

/** `fields` paths that read an m2a field with each allowed collection's item expanded (`blocks.item:headings.*`). */
export function m2aReadPaths(field: string, shape: M2aShape, allowed: readonly string[]): string[] {
  return [`${field}.*`, ...allowed.map((collection) => `${field}.${shape.junctionField}:${collection}.*`)];
}

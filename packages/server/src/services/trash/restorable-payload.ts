import { relationOf } from '../../query/relations/relation-index.js';
import type { CollectionOverview } from '../../schema/schema-overview.js';
import type { OperationContext } from '../items/operation-context.js';
import { parsePrimaryKey, type PrimaryKey } from '../items/primary-key.js';
import { existingKeys } from '../items/write-rows.js';
import { writeTargetOf } from '../items/item-env.js';
import { dialectOf } from '../../db/dialects/dialect-of.js';
import { asServer, CONCEALED } from './trash-copy.js';

/** A value of the copy that did not come back, and why. */
export interface SkippedValue {
  collection: string;
  field: string;
  /** The related item that is gone (many-to-one), or the rows that were not re-linked (one-to-many). */
  keys?: PrimaryKey[];
  reason: 'field-removed' | 'secret' | 'target-missing' | 'item-missing' | 'linked-elsewhere';
}

/**
 * The create payload that brings a deleted row back: its columns that still exist, minus masked
 * secrets (revisions never keep them), with many-to-one values whose target is gone set to null.
 * One existence check per relational field that has a value.
 */
export async function restorablePayload(
  ctx: OperationContext,
  collection: CollectionOverview,
  row: Record<string, unknown>,
): Promise<{ payload: Record<string, unknown>; skipped: SkippedValue[] }> {
  // Null-prototype: a column called `__proto__` is just another field.
  const payload: Record<string, unknown> = Object.create(null);
  const skipped: SkippedValue[] = [];
  const name = collection.collection;
  for (const [field, value] of Object.entries(row)) {
    const overview = collection.fields[field];
    if (!overview || overview.alias) skipped.push({ collection: name, field, reason: 'field-removed' });
    else if (value === CONCEALED) skipped.push({ collection: name, field, reason: 'secret' });
    else payload[field] = value;
  }
  for (const field of Object.keys(payload)) {
    const value = payload[field];
    if (value === null || value === undefined) continue;
    const target = relatedCollection(ctx, collection, field, payload);
    if (target === undefined) continue;
    if (target === null || !(await exists(ctx, target, value))) {
      payload[field] = null;
      skipped.push({ collection: name, field, keys: [value as PrimaryKey], reason: 'target-missing' });
    }
  }
  return { payload, skipped };
}

/** The collection a relational field's value points into; null when no longer allowed; undefined when not relational. */
function relatedCollection(
  ctx: OperationContext,
  collection: CollectionOverview,
  field: string,
  payload: Record<string, unknown>,
): CollectionOverview | null | undefined {
  const relation = relationOf(ctx.schema, collection.collection, field);
  if (relation?.type === 'm2o') return ctx.schema.collections[relation.related] ?? null;
  if (relation?.type !== 'a2o') return undefined;
  const name = payload[relation.collectionField];
  return typeof name === 'string' && relation.allowed.includes(name) ? (ctx.schema.collections[name] ?? null) : null;
}

async function exists(ctx: OperationContext, collection: CollectionOverview, value: unknown): Promise<boolean> {
  let key: PrimaryKey;
  try {
    key = parsePrimaryKey(collection, value, dialectOf(ctx.db));
  } catch {
    return false;
  }
  return (await existingKeys(writeTargetOf(asServer(ctx), collection), [key])).length > 0;
}

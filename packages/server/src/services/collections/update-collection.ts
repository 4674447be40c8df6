import { insertRow, updateRows } from '../../schema/metadata-writes.js';
import type { SchemaChange } from '../../schema/run-schema-change.js';
import { parseMeta } from '../fields/parse-meta.js';
import { Problems } from '../fields/problems.js';
import { writableCollection } from '../fields/writable-collection.js';
import { checkCollectionMeta, factsOf } from './check-collection-meta.js';
import { COLLECTION_META_SPEC, IGNORED_COLLECTION_META_KEYS } from './collection-meta-spec.js';

/** The body of `PATCH /collections/:collection`: only `meta` changes (tables are never renamed). */
export function parseCollectionUpdate(raw: unknown, name: string): Record<string, unknown> {
  const problems = new Problems();
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    problems.add('The body must be an object with "meta"');
    problems.throwIfAny();
  }
  const body = raw as Record<string, unknown>;
  if (body.collection !== undefined && body.collection !== name)
    problems.add(`Collections can't be renamed ("${name}" → "${String(body.collection)}")`);
  for (const key of Object.keys(body))
    if (!['collection', 'meta', 'schema'].includes(key)) problems.add(`Only "meta" of a collection can be changed, not "${key}"`);
  const meta = parseMeta(body.meta ?? {}, COLLECTION_META_SPEC, 'meta', problems, IGNORED_COLLECTION_META_KEYS);
  problems.throwIfAny();
  return meta ?? {};
}

/** Applies collection options; a table without a metadata row gets one. */
export async function updateCollection(change: SchemaChange, name: string, meta: Record<string, unknown>): Promise<void> {
  const target = writableCollection(change.schema, name);
  const problems = new Problems();
  checkCollectionMeta(change.schema, name, meta, factsOf(change.schema, name), problems);
  problems.throwIfAny();
  if (target.meta) {
    if (Object.keys(meta).length > 0) await updateRows(change, 'directus_collections', { collection: name }, meta);
  } else {
    await insertRow(change, 'directus_collections', { ...meta, collection: name });
  }
}

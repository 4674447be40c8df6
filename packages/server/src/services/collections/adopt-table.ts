import { insertRow } from '../../schema/metadata-writes.js';
import type { SchemaChange } from '../../schema/run-schema-change.js';
import type { CollectionOverview } from '../../schema/schema-overview.js';
import { createField } from '../fields/create-field.js';
import { insertFieldMeta } from '../fields/insert-field-meta.js';
import { Problems } from '../fields/problems.js';
import { sameName } from '../fields/validate-name.js';
import { checkCollectionMeta } from './check-collection-meta.js';
import { checkFieldGroups, type CollectionInput } from './create-collection.js';

/** A table of this name that exists without metadata (no `directus_collections` row), when a table is asked for. */
export function untrackedTable(change: SchemaChange, input: CollectionInput): CollectionOverview | null {
  const existing = input.hasTable ? change.schema.collections[input.collection] : undefined;
  return existing && existing.hasTable && existing.meta === null && !existing.isSystem ? existing : null;
}

/**
 * As the reference does, a table that exists without metadata (made by SQL or an extension) is
 * taken as it is: the columns it has get the fields' metadata, the fields it lacks are added, and
 * the collection's metadata row is written; nothing is created twice.
 */
export async function adoptTable(change: SchemaChange, input: CollectionInput, table: CollectionOverview): Promise<void> {
  const problems = new Problems();
  if (input.meta) checkCollectionMeta(change.schema, input.collection, input.meta, new Map(), problems);
  checkFieldGroups(input.fields, problems);
  problems.throwIfAny();
  for (const field of input.fields) {
    const column = Object.values(table.fields).find((existing) => sameName(existing.field, field.field));
    if (column) await insertFieldMeta(change, input.collection, column.field, field.type ?? column.type, field.meta);
    else await createField(change, input.collection, field);
  }
  // An entry without metadata (meta null) leaves the table untracked, as it was.
  if (input.meta) await insertRow(change, 'directus_collections', { ...input.meta, collection: input.collection });
}

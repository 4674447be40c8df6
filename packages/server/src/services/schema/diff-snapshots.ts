import { deepDiff } from '../../utils/deep-diff.js';
import { pickCollection, pickField, pickRelation } from './pick-snapshot-entry.js';
import type { Snapshot, SnapshotDiff, SnapshotField } from './snapshot-types.js';
import { untrackedFieldKey, type UntrackedEntries } from './untracked-entries.js';
import { vendorNeutralField, vendorNeutralRelation } from './vendor-neutral.js';

const keyOf = (...parts: string[]) => parts.join('\u0000');

/**
 * What turns the `current` model into `after`, as the reference diffs snapshots: per collection,
 * field and relation the deep-diff entries between their picked forms (N for a new one, D for a
 * removed one), entries with no change left out. A field turning into or out of an alias is a
 * removal and a creation; fields and relations of a removed collection go with it and are not
 * listed. When the snapshots come from different databases (`?force`), the parts that only say
 * how a database spells a column (see vendor-neutral.ts) are not compared. A table or column that
 * exists without metadata (`untracked`), listed in `after` without metadata too, is the same on
 * both sides: nothing is listed for it (an apply would otherwise try to create it again).
 */
export function diffSnapshots(current: Snapshot, after: Snapshot, untracked?: UntrackedEntries): SnapshotDiff {
  const crossVendor = current.vendor !== after.vendor;
  const diff: SnapshotDiff = { collections: [], fields: [], relations: [] };

  const afterCollections = new Map(after.collections.map((entry) => [entry.collection, entry]));
  const currentCollections = new Set(current.collections.map((entry) => entry.collection));
  for (const entry of current.collections) {
    const next = afterCollections.get(entry.collection);
    if (entry.meta === null && !next) continue;
    const changes = deepDiff(pickCollection(entry), next && pickCollection(next));
    if (changes) diff.collections.push({ collection: entry.collection, diff: changes });
  }
  for (const entry of after.collections) {
    if (entry.meta === null && untracked?.collections.has(entry.collection)) continue;
    if (!currentCollections.has(entry.collection))
      diff.collections.push({ collection: entry.collection, diff: deepDiff(undefined, pickCollection(entry))! });
  }

  const fieldForm = (field: SnapshotField, withoutSchema = false) => {
    const picked = withoutIndexFlag(pickField(field, withoutSchema));
    return crossVendor ? vendorNeutralField(picked) : picked;
  };
  const afterFields = new Map(after.fields.map((entry) => [keyOf(entry.collection, entry.field), entry]));
  const currentFields = new Map(current.fields.map((entry) => [keyOf(entry.collection, entry.field), entry]));
  for (const entry of current.fields) {
    const next = afterFields.get(keyOf(entry.collection, entry.field));
    if (entry.meta === null && !next) continue;
    const isAutoIncrementKey = entry.schema?.is_primary_key === true && entry.schema?.has_auto_increment === true;
    const toAlias = next !== undefined && next.type !== entry.type && (next.type === 'alias' || entry.type === 'alias');
    const changes = deepDiff(fieldForm(entry, isAutoIncrementKey), next && !toAlias ? fieldForm(next, isAutoIncrementKey) : undefined);
    if (changes) diff.fields.push({ collection: entry.collection, field: entry.field, diff: changes });
  }
  for (const entry of after.fields) {
    if (entry.meta === null && untracked?.fields.has(untrackedFieldKey(entry.collection, entry.field))) continue;
    const existing = currentFields.get(keyOf(entry.collection, entry.field));
    const replaced = existing !== undefined && existing.type !== entry.type && (existing.type === 'alias' || entry.type === 'alias');
    if (!existing || replaced)
      diff.fields.push({ collection: entry.collection, field: entry.field, diff: deepDiff(undefined, fieldForm(entry))! });
  }

  const relationForm = crossVendor ? vendorNeutralRelation : pickRelation;
  const afterRelations = new Map(after.relations.map((entry) => [keyOf(entry.collection, entry.field), entry]));
  const currentRelations = new Set(current.relations.map((entry) => keyOf(entry.collection, entry.field)));
  for (const entry of current.relations) {
    const next = afterRelations.get(keyOf(entry.collection, entry.field));
    if (entry.meta === null && !next) continue;
    const changes = deepDiff(relationForm(entry), next && relationForm(next));
    if (changes)
      diff.relations.push({
        collection: entry.collection,
        field: entry.field,
        related_collection: entry.related_collection,
        diff: changes,
      });
  }
  for (const entry of after.relations) {
    if (!currentRelations.has(keyOf(entry.collection, entry.field)))
      diff.relations.push({
        collection: entry.collection,
        field: entry.field,
        related_collection: entry.related_collection,
        diff: deepDiff(undefined, relationForm(entry))!,
      });
  }

  const removed = new Set(diff.collections.filter((entry) => entry.diff[0]?.kind === 'D').map((entry) => entry.collection));
  diff.fields = diff.fields.filter((entry) => !removed.has(entry.collection));
  diff.relations = diff.relations.filter((entry) => !removed.has(entry.collection));
  return diff;
}

/**
 * Newer reference snapshots say whether a column is indexed; this server neither reads nor sets
 * indexes, so the flag is not compared (a file that has it would otherwise never diff empty).
 */
function withoutIndexFlag(field: SnapshotField): SnapshotField {
  if (!field.schema || !Object.hasOwn(field.schema, 'is_indexed')) return field;
  const { is_indexed: _indexed, ...schema } = field.schema;
  return { ...field, schema };
}

/** True when applying `diff` would change nothing. */
export function isEmptyDiff(diff: SnapshotDiff): boolean {
  return diff.collections.length === 0 && diff.fields.length === 0 && diff.relations.length === 0;
}

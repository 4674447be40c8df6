import { invalidPayload } from '../../errors/error-helpers.js';
import { applyDeepDiff } from '../../utils/apply-deep-diff.js';
import type { DiffEntry } from '../../utils/deep-diff.js';
import type { SchemaStep } from './schema-step.js';
import type { Snapshot, SnapshotCollection, SnapshotDiff, SnapshotField, SnapshotRelation } from './snapshot-types.js';
import { isCreate, isDelete } from './validate-diff.js';

const keyOf = (...parts: string[]) => parts.join('\u0000');

/**
 * Turns a checked diff into the steps that apply it to `current`, in the reference's order:
 * new collections with their fields (a group before the collections in it), removed collections
 * (those that point at others first), then fields (removed, new in waves so a group field exists
 * before the fields in it, changed), changed collections, and relations (removed, new, changed).
 * Every change must fit `current`: an update or removal of something missing, a creation whose
 * value names something else, or a change at a path that isn't there is INVALID_PAYLOAD, found
 * here before anything runs.
 */
export function planDiff(current: Snapshot, diff: SnapshotDiff): SchemaStep[] {
  const collections = new Map(current.collections.map((entry) => [entry.collection, entry]));
  const fields = new Map(current.fields.map((entry) => [keyOf(entry.collection, entry.field), entry]));
  const relations = new Map(current.relations.map((entry) => [keyOf(entry.collection, entry.field), entry]));

  const newCollections = diff.collections.filter((entry) => isCreate(entry.diff));
  const newCollectionNames = new Set(newCollections.map((entry) => entry.collection));
  const fieldChanges = diff.fields.filter((entry) => !(isCreate(entry.diff) && newCollectionNames.has(entry.collection)));
  const steps: SchemaStep[] = [
    ...planNewCollections(newCollections, diff.fields, collections),
    ...planRemovedCollections(diff, collections, current),
  ];

  for (const { collection, field } of fieldChanges.filter((entry) => isDelete(entry.diff))) {
    if (!fields.has(keyOf(collection, field))) throw missing('field', `${collection}.${field}`);
    steps.push({ action: 'delete', kind: 'field', stage: 'fields:delete', collection, field });
  }
  steps.push(
    ...planNewFields(
      fieldChanges.filter((entry) => isCreate(entry.diff)),
      fields,
      collections,
      newCollectionNames,
    ),
  );
  for (const { collection, field, diff: changes } of fieldChanges.filter((entry) => !isCreate(entry.diff) && !isDelete(entry.diff))) {
    const base = fields.get(keyOf(collection, field)) ?? missing('field', `${collection}.${field}`);
    const entry = updated(base, changes, `field "${collection}.${field}"`);
    steps.push({ action: 'update', kind: 'field', stage: 'fields:update', collection, field, entry, paths: pathsOf(changes) });
  }
  for (const { collection, diff: changes } of diff.collections.filter((entry) => !isCreate(entry.diff) && !isDelete(entry.diff))) {
    const base = collections.get(collection) ?? missing('collection', collection);
    const entry = updated(base, changes, `collection "${collection}"`);
    steps.push({ action: 'update', kind: 'collection', stage: 'collections:update', collection, entry, paths: pathsOf(changes) });
  }
  steps.push(...planRelations(diff, relations));
  return steps;
}

function planNewCollections(
  created: SnapshotDiff['collections'],
  fieldDiffs: SnapshotDiff['fields'],
  existing: ReadonlyMap<string, SnapshotCollection>,
): SchemaStep[] {
  const entries = new Map(
    created.map(({ collection, diff }) => [collection, createdValue<SnapshotCollection>(diff, 'collection', collection, { collection })]),
  );
  const levels = new Map<string, number>();
  const levelOf = (name: string, seen: Set<string>): number => {
    const known = levels.get(name);
    if (known !== undefined) return known;
    if (seen.has(name)) throw invalidPayload(`Provided diff places collection "${name}" inside itself`);
    seen.add(name);
    const group = entries.get(name)?.meta?.group;
    const level = typeof group === 'string' && entries.has(group) && !existing.has(group) ? levelOf(group, seen) + 1 : 0;
    levels.set(name, level);
    return level;
  };
  const steps = [...entries].map(([collection, entry]): SchemaStep & { level: number } => {
    const level = levelOf(collection, new Set());
    const fields = fieldDiffs
      .filter((change) => change.collection === collection && isCreate(change.diff))
      .map((change) =>
        createdValue<SnapshotField>(change.diff, 'field', `${collection}.${change.field}`, { collection, field: change.field }),
      );
    return { action: 'create', kind: 'collection', stage: `collections:create:${level}`, collection, entry, fields, level };
  });
  return steps.sort((a, b) => a.level - b.level).map(({ level: _level, ...step }) => step as SchemaStep);
}

/** Collections that point at other removed collections go first, so nothing is dropped twice. */
function planRemovedCollections(diff: SnapshotDiff, existing: ReadonlyMap<string, SnapshotCollection>, current: Snapshot): SchemaStep[] {
  const removed = diff.collections.filter((entry) => isDelete(entry.diff)).map((entry) => entry.collection);
  for (const name of removed) if (!existing.has(name)) throw missing('collection', name);
  const names = new Set(removed);
  const pointsAt = new Map<string, string[]>();
  for (const relation of current.relations) {
    if (names.has(relation.collection) && relation.related_collection && names.has(relation.related_collection))
      pointsAt.set(relation.collection, [...(pointsAt.get(relation.collection) ?? []), relation.related_collection]);
  }
  const order: string[] = [];
  const placed = new Set<string>();
  const place = (name: string, visiting: Set<string>) => {
    if (placed.has(name) || visiting.has(name)) return;
    visiting.add(name);
    // Whatever points at `name` goes before it.
    for (const [from, targets] of pointsAt) if (targets.includes(name)) place(from, visiting);
    placed.add(name);
    order.push(name);
  };
  for (const name of removed) place(name, new Set());
  return order.map((collection) => ({ action: 'delete', kind: 'collection', stage: 'collections:delete', collection }));
}

function planNewFields(
  created: SnapshotDiff['fields'],
  existing: ReadonlyMap<string, SnapshotField>,
  collections: ReadonlyMap<string, SnapshotCollection>,
  newCollections: ReadonlySet<string>,
): SchemaStep[] {
  const entries = new Map(
    created.map(({ collection, field, diff }) => {
      if (!collections.has(collection) && !newCollections.has(collection)) throw missing('collection', collection);
      return [keyOf(collection, field), createdValue<SnapshotField>(diff, 'field', `${collection}.${field}`, { collection, field })];
    }),
  );
  const waves = new Map<string, number>();
  const waveOf = (key: string, seen: Set<string>): number => {
    const known = waves.get(key);
    if (known !== undefined) return known;
    if (seen.has(key)) throw invalidPayload('Provided diff groups fields inside themselves');
    seen.add(key);
    const entry = entries.get(key)!;
    const group = entry.meta?.group;
    const groupKey = typeof group === 'string' ? keyOf(entry.collection, group) : null;
    const wave = groupKey && entries.has(groupKey) && !existing.has(groupKey) ? waveOf(groupKey, seen) + 1 : 0;
    waves.set(key, wave);
    return wave;
  };
  return [...entries]
    .map(([key, entry]) => ({ entry, wave: waveOf(key, new Set()) }))
    .sort((a, b) => a.wave - b.wave)
    .map(({ entry, wave }) => ({
      action: 'create',
      kind: 'field',
      stage: `fields:create:${wave}`,
      collection: entry.collection,
      field: entry.field,
      entry,
    }));
}

function planRelations(diff: SnapshotDiff, existing: ReadonlyMap<string, SnapshotRelation>): SchemaStep[] {
  const steps: SchemaStep[] = [];
  for (const { collection, field, related_collection: relatedCollection } of diff.relations.filter((r) => isDelete(r.diff))) {
    if (!existing.has(keyOf(collection, field))) throw missing('relation', `${collection}.${field}`);
    steps.push({ action: 'delete', kind: 'relation', stage: 'relations:delete', collection, field, relatedCollection });
  }
  for (const { collection, field, diff: changes } of diff.relations.filter((r) => isCreate(r.diff))) {
    const entry = createdValue<SnapshotRelation>(changes, 'relation', `${collection}.${field}`, { collection, field });
    steps.push({ action: 'create', kind: 'relation', stage: 'relations:create', collection, field, entry });
  }
  for (const { collection, field, diff: changes } of diff.relations.filter((r) => !isCreate(r.diff) && !isDelete(r.diff))) {
    const base = existing.get(keyOf(collection, field)) ?? missing('relation', `${collection}.${field}`);
    const entry = updated(base, changes, `relation "${collection}.${field}"`);
    steps.push({ action: 'update', kind: 'relation', stage: 'relations:update', collection, field, entry, paths: pathsOf(changes) });
  }
  return steps;
}

/** The value a creation brings: an object naming what the diff entry names. */
function createdValue<T>(changes: readonly DiffEntry[], kind: string, name: string, names: Record<string, string>): T {
  const first = changes[0] as Extract<DiffEntry, { kind: 'N' }>;
  const value = first.rhs as Record<string, unknown> | null;
  if (changes.length !== 1 || typeof value !== 'object' || value === null || Array.isArray(value))
    throw invalidPayload(`Provided diff creates ${kind} "${name}" without its definition`);
  for (const [key, expectedValue] of Object.entries(names))
    if (value[key] !== expectedValue) throw invalidPayload(`Provided diff creates ${kind} "${name}" with a definition of another one`);
  return value as T;
}

function updated<T>(base: T, changes: readonly DiffEntry[], label: string): T {
  const result = applyDeepDiff(base, changes);
  if (!result.ok) throw invalidPayload(`Provided diff for ${label} doesn't match it: ${result.problem}`);
  const value = result.value as Record<string, unknown> | undefined;
  const before = base as Record<string, unknown>;
  if (typeof value !== 'object' || value === null || Array.isArray(value) || ['collection', 'field'].some((k) => value[k] !== before[k]))
    throw invalidPayload(`Provided diff for ${label} can't rename or replace it`);
  return value as T;
}

function pathsOf(changes: readonly DiffEntry[]): string[] {
  return [...new Set(changes.map((change) => (change.path ?? []).join('.')))];
}

function missing(kind: string, name: string): never {
  throw invalidPayload(`Provided diff changes ${kind} "${name}" but it does not exist. Please generate a new diff and try again`);
}

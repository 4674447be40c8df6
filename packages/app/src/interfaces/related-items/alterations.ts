import type { Item, PrimaryKey } from '../../lib/schema/types.js';

/**
 * The edit format of o2m / m2m fields (api-reference §5): `{create, update, delete}` instead of
 * the whole list. Pure helpers the list interfaces share.
 */
export interface Alterations {
  create: Item[];
  update: Item[];
  delete: PrimaryKey[];
}

export interface DisplayRow {
  /** Stable React key. */
  key: string;
  /** What to show: the loaded row with its updates merged, or the row being created. */
  item: Item;
  state: 'existing' | 'updated' | 'created';
  /** Primary key of an existing row. */
  primaryKey?: PrimaryKey;
  /** Index in `create` of a new row. */
  createIndex?: number;
}

export function isAlterations(value: unknown): value is Alterations {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Array.isArray((value as Alterations).create) &&
    Array.isArray((value as Alterations).update) &&
    Array.isArray((value as Alterations).delete)
  );
}

export function toAlterations(value: unknown): Alterations {
  return isAlterations(value) ? value : { create: [], update: [], delete: [] };
}

function asRows(initial: unknown, primaryKeyField: string): Item[] {
  if (!Array.isArray(initial)) return [];
  return initial.map((row) => (typeof row === 'object' && row !== null ? (row as Item) : { [primaryKeyField]: row }));
}

/** The rows the list shows for the current value. */
export function displayRows(initial: unknown, value: unknown, primaryKeyField: string): DisplayRow[] {
  const alterations = toAlterations(value);
  const existing = asRows(isAlterations(value) ? initial : (value ?? initial), primaryKeyField);
  const rows: DisplayRow[] = [];
  for (const row of existing) {
    const primaryKey = row[primaryKeyField] as PrimaryKey | undefined;
    if (primaryKey === undefined || alterations.delete.some((key) => String(key) === String(primaryKey))) continue;
    const update = alterations.update.find((entry) => String(entry[primaryKeyField]) === String(primaryKey));
    rows.push({
      key: `existing-${String(primaryKey)}`,
      item: update ? { ...row, ...update } : row,
      state: update ? 'updated' : 'existing',
      primaryKey,
    });
  }
  alterations.update
    .filter((entry) => !existing.some((row) => String(row[primaryKeyField]) === String(entry[primaryKeyField])))
    .forEach((entry) =>
      rows.push({
        key: `selected-${String(entry[primaryKeyField])}`,
        item: entry,
        state: 'updated',
        primaryKey: entry[primaryKeyField] as PrimaryKey,
      }),
    );
  alterations.create.forEach((item, createIndex) => rows.push({ key: `created-${createIndex}`, item, state: 'created', createIndex }));
  return rows;
}

/** Add a row to create. */
export function withCreated(value: unknown, item: Item): Alterations {
  const alterations = toAlterations(value);
  return { ...alterations, create: [...alterations.create, item] };
}

/** Replace a row being created (after editing it again). */
export function withCreatedReplaced(value: unknown, createIndex: number, item: Item): Alterations {
  const alterations = toAlterations(value);
  return { ...alterations, create: alterations.create.map((entry, index) => (index === createIndex ? item : entry)) };
}

/** Record changes to an existing row (merged with earlier changes to it). */
export function withUpdated(value: unknown, primaryKeyField: string, primaryKey: PrimaryKey, edits: Item): Alterations {
  const alterations = toAlterations(value);
  const previous = alterations.update.find((entry) => String(entry[primaryKeyField]) === String(primaryKey));
  const merged = { ...(previous ?? {}), ...edits, [primaryKeyField]: primaryKey };
  const rest = alterations.update.filter((entry) => entry !== previous);
  return { ...alterations, update: [...rest, merged] };
}

/** Take a row off the list: forget a new row, or mark an existing one for removal. */
export function withRemoved(value: unknown, row: DisplayRow, primaryKeyField: string): Alterations {
  const alterations = toAlterations(value);
  if (row.state === 'created') return { ...alterations, create: alterations.create.filter((_entry, index) => index !== row.createIndex) };
  const key = row.primaryKey as PrimaryKey;
  const update = alterations.update.filter((entry) => String(entry[primaryKeyField]) !== String(key));
  const wasSelectedHere = row.key.startsWith('selected-');
  return { ...alterations, update, delete: wasSelectedHere ? alterations.delete : [...alterations.delete, key] };
}

import type { Collection, Field, Item } from '../../../../lib/schema/types.js';

export interface ArchiveState {
  field: string;
  isArchived: boolean;
  /** What Archive / Unarchive write, in the field's own type. */
  archiveValue: unknown;
  unarchiveValue: unknown;
  /** The field's value now, which Undo puts back. */
  currentValue: unknown;
}

const NUMBER_TYPES = ['integer', 'bigInteger', 'float', 'decimal'];

/** The collection's `archive_value` / `unarchive_value` (kept as text in its meta) as the field stores it. */
export function archiveValueFor(field: Field, raw: unknown): unknown {
  if (raw === null || raw === undefined) return null;
  if (field.type === 'boolean') return raw === true || raw === 'true' || raw === 1 || raw === '1';
  if (NUMBER_TYPES.includes(field.type) && raw !== '' && Number.isFinite(Number(raw))) return Number(raw);
  return raw;
}

const sameValue = (a: unknown, b: unknown) => a === b || (a !== null && b !== null && a !== undefined && String(a) === String(b));

/**
 * Whether the item page offers Archive / Unarchive, and which: the collection names an archive
 * field with an archive value, and the user may write that field (`fields` mark what they may not
 * write read-only).
 */
export function archiveState(collection: Collection, fields: readonly Field[], item: Item | undefined): ArchiveState | null {
  const meta = collection.meta;
  const name = meta?.archive_field;
  if (!name || meta.archive_value === null || meta.archive_value === undefined || !item) return null;
  const field = fields.find((entry) => entry.field === name);
  if (!field || field.meta?.readonly) return null;
  const archiveValue = archiveValueFor(field, meta.archive_value);
  return {
    field: name,
    isArchived: sameValue(item[name], archiveValue),
    archiveValue,
    unarchiveValue: archiveValueFor(field, meta.unarchive_value),
    currentValue: item[name] ?? null,
  };
}

import type { CollectionMeta, Field, Relation } from '../../../../lib/schema/types.js';
import { i18n } from '../../../../lib/i18n/i18n.js';

/** Spec §5: a sort field is numeric (float, decimal or integer). */
const SORTABLE_TYPES: ReadonlySet<string> = new Set(['integer', 'float', 'decimal']);

/** True when `field` points at another collection (a many-to-one's foreign key). */
export function isForeignKey(field: Field, relations: readonly Relation[]): boolean {
  if (field.schema?.foreign_key_table) return true;
  return relations.some((relation) => relation.collection === field.collection && relation.field === field.field);
}

/** Spec §5: the fields a collection may sort by — numeric, not the primary key, not a foreign key. */
export function sortFieldCandidates(fields: readonly Field[], relations: readonly Relation[]): Field[] {
  return fields.filter((field) => SORTABLE_TYPES.has(field.type) && !field.schema?.is_primary_key && !isForeignKey(field, relations));
}

/** Fields that hold a value (not aliases such as o2m, groups or dividers): candidates for archive and duplication. */
export function valueFields(fields: readonly Field[]): Field[] {
  return fields.filter((field) => field.type !== 'alias' && field.schema !== null);
}

type Translation = NonNullable<CollectionMeta['translations']>[number];

const HEX = /^#[0-9a-f]{6}$/i;

/**
 * The collection settings' rules, checked before saving: errors keyed by the meta member they
 * belong to (`translations.1.language` for one translation's language).
 */
export function validateCollectionMeta(
  meta: Partial<CollectionMeta>,
  fields: readonly Field[],
  relations: readonly Relation[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (meta.sort_field) {
    const candidate = sortFieldCandidates(fields, relations).some((field) => field.field === meta.sort_field);
    if (!candidate) errors.sort_field = i18n.t('dataModel.sortFieldRule');
  }
  if (meta.archive_field && !valueFields(fields).some((field) => field.field === meta.archive_field)) {
    errors.archive_field = i18n.t('dataModel.notAField', { name: meta.archive_field });
  }
  if (meta.color && !HEX.test(meta.color)) errors.color = i18n.t('dataModel.colorRule');
  (meta.translations ?? []).forEach((entry: Translation, index) => {
    if (!entry.language?.trim()) errors[`translations.${index}.language`] = i18n.t('dataModel.enterLanguage');
    if (!entry.translation?.trim()) errors[`translations.${index}.translation`] = i18n.t('dataModel.enterTranslation');
  });
  const names = new Set(fields.map((field) => field.field));
  for (const placeholder of placeholders(meta.preview_url ?? '')) {
    const root = placeholder.split('.')[0] ?? '';
    if (!names.has(root)) errors.preview_url = i18n.t('dataModel.placeholderNotAField', { placeholder: `{{${placeholder}}}` });
  }
  return errors;
}

/** The `{{ field }}` placeholders of a preview URL or display template. */
export function placeholders(template: string): string[] {
  return Array.from(template.matchAll(/{{\s*([^{}\s]+)\s*}}/g), (match) => match[1] ?? '');
}

/** The members of `draft` that differ from `saved`: the PATCH body. */
export function changedMeta(saved: Partial<CollectionMeta>, draft: Partial<CollectionMeta>): Partial<CollectionMeta> {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(draft)) {
    if (JSON.stringify(value ?? null) !== JSON.stringify((saved as Record<string, unknown>)[key] ?? null)) changes[key] = value;
  }
  return changes as Partial<CollectionMeta>;
}

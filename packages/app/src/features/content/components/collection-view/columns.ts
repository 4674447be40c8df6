import { m2mRowTemplate } from '../../../../lib/display-template/junction-template.js';
import { templateFields } from '../../../../lib/display-template/render-display-template.js';
import { getRelationInfo, isPresentationField } from '../../../../lib/schema/relation-info.js';
import { fieldLabel } from '../../../../lib/schema/labels.js';
import type { Field, Relation } from '../../../../lib/schema/types.js';
import type { LayoutColumn } from '../../../../layouts/types.js';

/** How a related collection reads: its display template and key field. */
export interface RelatedDisplay {
  template: string | null;
  primaryKeyField: string;
}

const DEFAULT_COLUMN_COUNT = 4;

/** Fields that can be columns (anything holding data, relational lists shown as counts). */
export function columnFields(fields: readonly Field[]): Field[] {
  return fields.filter((field) => (!isPresentationField(field) && field.type !== 'alias') || Boolean(field.meta?.special?.some((flag) => ['o2m', 'm2m', 'files', 'translations'].includes(flag))));
}

/** Columns when the user chose none: the display template's fields, else the first visible ones. */
export function defaultColumns(fields: readonly Field[], template: string | null | undefined): string[] {
  const candidates = columnFields(fields);
  const fromTemplate = template ? [...new Set(templateFields(template).map((path) => path.split('.')[0] ?? ''))].filter((key) => candidates.some((field) => field.field === key)) : [];
  if (fromTemplate.length > 0) return fromTemplate;
  return candidates
    .filter((field) => !field.meta?.hidden)
    .slice(0, DEFAULT_COLUMN_COUNT)
    .map((field) => field.field);
}

/** An m2m column shown with the `related-values` display: how its junction rows lead on. */
export interface JunctionColumn {
  relatedCollection: string;
  junctionField: string;
  /** The junction's fields known from `/relations` (its foreign keys). */
  junctionFields: string[];
  /** `display_options.template`, junction-relative as the reference writes it (or legacy related-relative). */
  template: string | null;
  /** Display `translations`: one translation row is shown, the default language's when set. */
  translations: { defaultLanguage: string | null } | null;
}

/** The collection's m2m columns shown through their junction rows (displays `related-values`, `translations`). */
export function junctionColumnsOf(collection: string, keys: readonly string[], fields: readonly Field[], relations: readonly Relation[]): Record<string, JunctionColumn> {
  const result: Record<string, JunctionColumn> = Object.create(null) as Record<string, JunctionColumn>;
  for (const key of keys) {
    const field = fields.find((entry) => entry.field === key);
    const relation = getRelationInfo(collection, key, relations);
    const display = field?.meta?.display;
    if ((display !== 'related-values' && display !== 'translations') || relation?.type !== 'm2m') continue;
    const options = field?.meta?.display_options ?? {};
    const template = options.template;
    const defaultLanguage = options.defaultLanguage;
    result[key] = {
      translations: display === 'translations' ? { defaultLanguage: typeof defaultLanguage === 'string' || typeof defaultLanguage === 'number' ? String(defaultLanguage) : null } : null,
      relatedCollection: relation.relatedCollection,
      junctionField: relation.junctionField,
      junctionFields: relations.filter((entry) => entry.collection === relation.junctionCollection).map((entry) => entry.field),
      template: typeof template === 'string' && template !== '' ? template : null,
    };
  }
  return result;
}

/** The collection's m2o / file fields (and related-values m2m columns) whose related collections must be known to show them. */
export function relatedCollectionsOf(collection: string, keys: readonly string[], relations: readonly Relation[], junctionColumns: Record<string, JunctionColumn> = {}): Record<string, string> {
  const result: Record<string, string> = {};
  for (const key of keys) {
    const relation = getRelationInfo(collection, key, relations);
    if (relation?.type === 'm2o') result[key] = relation.relatedCollection;
    const junction = junctionColumns[key];
    if (junction) result[key] = junction.relatedCollection;
  }
  return result;
}

export function buildColumns(keys: readonly string[], fields: readonly Field[], related: Record<string, RelatedDisplay | undefined>, junctionColumns: Record<string, JunctionColumn> = {}): LayoutColumn[] {
  return keys.flatMap((key): LayoutColumn[] => {
    const field = fields.find((entry) => entry.field === key);
    if (!field) return [];
    const display = related[key];
    const junction = junctionColumns[key];
    if (junction) {
      // A translations template is the reference's own and always reads the translation row.
      const template = junction.translations ? junction.template : m2mRowTemplate(junction.template, display?.template, junction);
      const language = junction.translations ? { translationLanguage: junction.translations.defaultLanguage } : {};
      return [{ key, label: fieldLabel(field), field, template, relatedKeyField: display?.primaryKeyField, junctionField: junction.junctionField, ...language }];
    }
    return [{ key, label: fieldLabel(field), field, template: display?.template ?? null, relatedKeyField: display?.primaryKeyField }];
  });
}

/** The `fields` to request: the key, each column (m2o and m2m columns through their template), extras. */
export function queryFields(primaryKeyField: string, columns: readonly LayoutColumn[], extra: readonly string[] = []): string[] {
  const paths = [primaryKeyField, ...extra];
  for (const column of columns) {
    if (column.junctionField && column.relatedKeyField) {
      // One request for the whole page: every junction-relative path of every row.
      const rowPaths = [`${column.junctionField}.${column.relatedKeyField}`, ...(column.template ? templateFields(column.template) : [])];
      paths.push(...rowPaths.map((path) => `${column.key}.${path}`));
    } else if (column.relatedKeyField && column.template) {
      paths.push(`${column.key}.${column.relatedKeyField}`, ...templateFields(column.template).map((path) => `${column.key}.${path}`));
    } else {
      paths.push(column.key);
    }
  }
  return [...new Set(paths)];
}

/** A field holding an image file (m2o to directus_files), which enables the cards layout. */
export function imageField(collection: string, fields: readonly Field[], relations: readonly Relation[]): string | null {
  const found = fields.find((field) => {
    const relation = getRelationInfo(collection, field.field, relations);
    return relation?.type === 'm2o' && relation.relatedCollection === 'directus_files' && (field.meta?.interface === 'file-image' || field.meta?.special?.includes('file') || field.meta?.interface === 'file');
  });
  return found?.field ?? null;
}

import { templateFields } from '../../../../lib/display-template/render-display-template.js';
import { getRelationInfo, isPresentationField } from '../../../../lib/schema/relation-info.js';
import { fieldLabel } from '../../../../lib/schema/labels.js';
import type { Field, Relation } from '../../../../lib/schema/types.js';
import type { LayoutColumn } from '../../../../layouts/types.js';
import { junctionColumnDisplay } from './junction-columns.js';
import type { JunctionColumn } from './junction-columns.js';

/** How a related collection reads: its display template and key field. */
export interface RelatedDisplay {
  template: string | null;
  primaryKeyField: string;
}

const DEFAULT_COLUMN_COUNT = 4;

/** Fields that can be columns (anything holding data, relational lists shown as counts). */
export function columnFields(fields: readonly Field[]): Field[] {
  return fields.filter((field) => (!isPresentationField(field) && field.type !== 'alias') || Boolean(field.meta?.special?.some((flag) => ['o2m', 'm2m', 'm2a', 'files', 'translations'].includes(flag))));
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

/** The collection's m2o / file fields (and related-values m2m columns) whose related collections must be known to show them. */
export function relatedCollectionsOf(collection: string, keys: readonly string[], relations: readonly Relation[], junctionColumns: Record<string, JunctionColumn> = {}): Record<string, string> {
  const result: Record<string, string> = {};
  for (const key of keys) {
    const relation = getRelationInfo(collection, key, relations);
    if (relation?.type === 'm2o') result[key] = relation.relatedCollection;
    const junction = junctionColumns[key];
    if (junction?.relatedCollection) result[key] = junction.relatedCollection;
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
      return [{ key, label: fieldLabel(field), field, ...junctionColumnDisplay(junction, display) }];
    }
    return [{ key, label: fieldLabel(field), field, template: display?.template ?? null, relatedKeyField: display?.primaryKeyField }];
  });
}

/** The `fields` to request: the key, each column (m2o and m2m columns through their template), extras. */
export function queryFields(primaryKeyField: string, columns: readonly LayoutColumn[], extra: readonly string[] = []): string[] {
  const paths = [primaryKeyField, ...extra];
  for (const column of columns) {
    if (column.junctionField) {
      // One request for the whole page: every junction-relative path of every row (m2a: and its collection).
      const lead = column.scopeField ?? `${column.junctionField}.${column.relatedKeyField ?? 'id'}`;
      const rowPaths = [lead, ...(column.template ? templateFields(column.template) : [])];
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

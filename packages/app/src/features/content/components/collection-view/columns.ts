import { displayFields } from '../../../../displays/registry.js';
import { templateFields } from '../../../../lib/display-template/render-display-template.js';
import { getRelationInfo, isPresentationField, sortFields } from '../../../../lib/schema/relation-info.js';
import { fieldDisplayOptions } from '../../../../lib/schema/field-meta.js';
import { fieldLabel } from '../../../../lib/schema/labels.js';
import type { Field, Relation } from '../../../../lib/schema/types.js';
import type { LayoutColumn } from '../../../../layouts/types.js';
import { junctionColumnDisplay } from './junction-columns.js';
import type { JunctionColumn } from './junction-columns.js';

/** How a related collection reads: its display template and key field. */
export interface RelatedDisplay {
  template: string | null;
  primaryKeyField: string;
  /** The related collection's name. */
  collection?: string;
}

const DEFAULT_COLUMN_COUNT = 4;

/** Fields that can be columns (anything holding data, relational lists shown as counts). */
export function columnFields(fields: readonly Field[]): Field[] {
  return fields.filter(
    (field) =>
      (!isPresentationField(field) && field.type !== 'alias') ||
      Boolean(field.meta?.special?.some((flag) => ['o2m', 'm2m', 'm2a', 'files', 'translations'].includes(flag))),
  );
}

/**
 * Columns when the user chose none, as the reference picks them: the first few visible fields in
 * field order (groups, dividers and hidden fields left out), the primary key only when nothing else is.
 */
export function defaultColumns(fields: readonly Field[], primaryKey = 'id'): string[] {
  const visible = sortFields(columnFields(fields)).filter((field) => !field.meta?.hidden);
  const chosen = visible.filter((field) => field.field !== primaryKey).slice(0, DEFAULT_COLUMN_COUNT);
  return chosen.length > 0 ? chosen.map((field) => field.field) : [primaryKey];
}

function fieldTemplate(field: Field): string | null {
  const template = field.meta?.display === 'related-values' ? fieldDisplayOptions(field).template : null;
  return typeof template === 'string' && template !== '' ? template : null;
}

/** The collection's m2o / file fields (and related-values m2m columns) whose related collections must be known to show them. */
export function relatedCollectionsOf(
  collection: string,
  keys: readonly string[],
  relations: readonly Relation[],
  junctionColumns: Record<string, JunctionColumn> = {},
  fields: readonly Field[] = [],
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const key of keys) {
    const relation = getRelationInfo(collection, key, relations);
    if (relation?.type === 'm2o') result[key] = relation.relatedCollection;
    // o2m items read through a related-values template.
    const field = fields.find((entry) => entry.field === key);
    if (relation?.type === 'o2m' && field && fieldTemplate(field)) result[key] = relation.relatedCollection;
    const junction = junctionColumns[key];
    if (junction?.relatedCollection) result[key] = junction.relatedCollection;
  }
  return result;
}

export function buildColumns(
  keys: readonly string[],
  fields: readonly Field[],
  related: Record<string, RelatedDisplay | undefined>,
  junctionColumns: Record<string, JunctionColumn> = {},
  /** A field's header: its name in the user's language where the caller resolves it. */
  labelOf: (field: Field) => string = fieldLabel,
): LayoutColumn[] {
  return keys.flatMap((key): LayoutColumn[] => {
    const field = fields.find((entry) => entry.field === key);
    if (!field) return [];
    const display = related[key];
    const junction = junctionColumns[key];
    if (junction) {
      return [{ key, label: labelOf(field), field, relatedCollection: display?.collection, ...junctionColumnDisplay(junction, display) }];
    }
    const template = display ? (fieldTemplate(field) ?? display.template) : null;
    return [
      { key, label: labelOf(field), field, template, relatedKeyField: display?.primaryKeyField, relatedCollection: display?.collection },
    ];
  });
}

/**
 * The `fields` to request, all in the page's one request: the key, each column (relational columns
 * through their template, or what their display reads: a file's title, a user's name), extras.
 */
export function queryFields(primaryKeyField: string, columns: readonly LayoutColumn[], extra: readonly string[] = []): string[] {
  const paths = [primaryKeyField, ...extra];
  for (const column of columns) {
    // Junction columns read through their template, unless their display names its own paths (`files`).
    const forDisplay = column.junctionField ? displayFields(column) : column.relatedKeyField ? displayFields(column) : null;
    if (forDisplay) {
      paths.push(...forDisplay.map((path) => `${column.key}.${path}`));
    } else if (column.junctionField) {
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
    return (
      relation?.type === 'm2o' &&
      relation.relatedCollection === 'directus_files' &&
      (field.meta?.interface === 'file-image' || field.meta?.special?.includes('file') || field.meta?.interface === 'file')
    );
  });
  return found?.field ?? null;
}

/** The fields a card lists under its title: the columns, less the image and what the title already shows. */
export function cardColumns(columns: readonly LayoutColumn[], image: string | null, template: string | null): LayoutColumn[] {
  const inTitle = new Set(template ? templateFields(template).map((path) => path.split('.')[0]) : []);
  return columns.filter((column) => column.key !== image && !inTitle.has(column.key));
}

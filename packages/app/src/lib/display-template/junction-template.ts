/**
 * Templates of m2m-like fields (list-m2m `options.template`, related-values
 * `display_options.template`) start from the junction row, as the reference writes them
 * (`{{categories_id.name}}` on `articles.categories`). Until now this app read them from the
 * related item (`{{name}}`); such templates are still found in existing databases, so a path that
 * does not start with a junction field is read as related-relative and moved under the junction
 * field. Pure string work.
 */
import { mapTemplatePaths, renderDisplayTemplate } from './render-display-template.js';

/** Where an m2m field's rows lead: the junction's field pointing on, and the junction's field names. */
export interface JunctionShape {
  junctionField: string;
  /** Known fields of the junction row; `junctionField` always counts as one. */
  junctionFields: readonly string[];
}

function startsAtJunction(path: string, shape: JunctionShape): boolean {
  const head = path.split('.')[0] ?? '';
  return head === shape.junctionField || shape.junctionFields.includes(head);
}

/** The template with every path starting from the junction row. */
export function toJunctionTemplate(template: string, shape: JunctionShape): string {
  return mapTemplatePaths(template, (path) => (startsAtJunction(path, shape) ? path : `${shape.junctionField}.${path}`));
}

/**
 * The template an m2m field's rows read by: the field's own (junction- or, legacy, related-relative),
 * else the related collection's display template (always related-relative).
 */
export function m2mRowTemplate(
  fieldTemplate: string | null | undefined,
  relatedTemplate: string | null | undefined,
  shape: JunctionShape,
): string | null {
  if (fieldTemplate) return toJunctionTemplate(fieldTemplate, shape);
  if (relatedTemplate) return mapTemplatePaths(relatedTemplate, (path) => `${shape.junctionField}.${path}`);
  return null;
}

/**
 * The related-item view of a junction template, for pickers listing the related collection:
 * paths through the junction field lose that step; paths of the junction row itself are dropped.
 * Null when nothing of the related item is left to show.
 */
export function toRelatedTemplate(junctionTemplate: string | null, junctionField: string): string | null {
  if (!junctionTemplate) return null;
  const prefix = `${junctionField}.`;
  let kept = 0;
  const result = mapTemplatePaths(junctionTemplate, (path) => {
    if (!path.startsWith(prefix)) return null;
    kept += 1;
    return path.slice(prefix.length);
  });
  return kept > 0 ? result : null;
}

/** The label of one junction row: its template's text, else the related item's key. */
export function junctionRowLabel(
  row: Record<string, unknown>,
  template: string | null,
  junctionField: string,
  relatedKeyField: string,
  scopeField?: string,
): string {
  const text = template ? renderDisplayTemplate(template, row, scopeField).trim() : '';
  if (text !== '') return text;
  const related = row[junctionField];
  const key = typeof related === 'object' && related !== null ? (related as Record<string, unknown>)[relatedKeyField] : related;
  return key === undefined || key === null ? '' : String(key);
}

import { m2mRowTemplate } from '../../../../lib/display-template/junction-template.js';
import { fieldDisplayOptions } from '../../../../lib/schema/field-meta.js';
import { getRelationInfo } from '../../../../lib/schema/relation-info.js';
import type { Field, Relation } from '../../../../lib/schema/types.js';
import type { LayoutColumn } from '../../../../layouts/types.js';
import type { RelatedDisplay } from './columns.js';

/**
 * m2m / m2a / translations columns shown through their junction rows, the way the reference's
 * displays read them: `related-values` with a template starting at the junction row
 * (`{{categories_id.name}}`, m2a `{{collection}}: {{item:headings.title}}`) and `translations`
 * with a template of the translation row.
 */
export interface JunctionColumn {
  /** The related collection (m2m, translations); empty for m2a, whose rows lead to several. */
  relatedCollection: string;
  junctionField: string;
  /** The junction's fields known from `/relations` (its foreign keys). */
  junctionFields: string[];
  /** `display_options.template`, junction-relative as the reference writes it (or legacy related-relative). */
  template: string | null;
  /** Display `translations`: one translation row is shown, the default language's when set. */
  translations: { defaultLanguage: string | null } | null;
  /** m2a: the junction field naming each row's collection (`collection`). */
  scopeField: string | null;
}

function optionText(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null;
}

/** The collection's columns shown through their junction rows (displays `related-values`, `translations`). */
export function junctionColumnsOf(
  collection: string,
  keys: readonly string[],
  fields: readonly Field[],
  relations: readonly Relation[],
): Record<string, JunctionColumn> {
  const result: Record<string, JunctionColumn> = Object.create(null) as Record<string, JunctionColumn>;
  for (const key of keys) {
    const field = fields.find((entry) => entry.field === key);
    const display = field?.meta?.display;
    if (!field) continue;
    const relation = getRelationInfo(collection, key, relations);
    // A many-to-many to the files library shows its files (display `files`) unless told otherwise.
    const isFiles = relation?.type === 'm2m' && relation.relatedCollection === 'directus_files' && (!display || display === 'files');
    if (!isFiles && display !== 'related-values' && display !== 'translations') continue;
    const options = fieldDisplayOptions(field);
    const template = optionText(options.template);
    const translations = display === 'translations' ? { defaultLanguage: optionText(options.defaultLanguage) } : null;
    const junctionFieldsOf = (junction: string) => relations.filter((entry) => entry.collection === junction).map((entry) => entry.field);
    if (relation?.type === 'm2m') {
      result[key] = {
        relatedCollection: relation.relatedCollection,
        junctionField: relation.junctionField,
        junctionFields: junctionFieldsOf(relation.junctionCollection),
        template,
        translations,
        scopeField: null,
      };
      continue;
    }
    const m2a =
      relation?.type === 'm2a'
        ? { junctionCollection: relation.junctionCollection, junctionField: relation.junctionField, scopeField: relation.collectionField }
        : null;
    // m2a rows have no related-relative past: the template is the reference's own.
    if (m2a && template)
      result[key] = {
        relatedCollection: '',
        junctionField: m2a.junctionField,
        junctionFields: junctionFieldsOf(m2a.junctionCollection),
        template,
        translations: null,
        scopeField: m2a.scopeField,
      };
  }
  return result;
}

/** What a layout needs to show a junction column: its junction-relative template and how rows lead on. */
export function junctionColumnDisplay(
  junction: JunctionColumn,
  display: RelatedDisplay | undefined,
): Pick<LayoutColumn, 'template' | 'relatedKeyField' | 'junctionField' | 'translationLanguage' | 'scopeField'> {
  const base = { junctionField: junction.junctionField, relatedKeyField: display?.primaryKeyField };
  if (junction.scopeField) return { ...base, template: junction.template, scopeField: junction.scopeField };
  // A translations template is the reference's own and always reads the translation row.
  if (junction.translations) return { ...base, template: junction.template, translationLanguage: junction.translations.defaultLanguage };
  return { ...base, template: m2mRowTemplate(junction.template, display?.template, junction) };
}

import type { FieldMeta } from '../../../../../lib/schema/types.js';
import { i18n } from '../../../../../lib/i18n/i18n.js';
import type { ConditionDraft, FieldDraft, MetaDraft, SchemaDraft } from './field-draft.js';

const INTEGER_TYPES = ['integer', 'bigInteger'];
const NUMBER_TYPES = ['integer', 'bigInteger', 'float', 'decimal'];
/** Types whose column has a length (api-reference: `max_length`). */
export const LENGTH_TYPES = ['string'];
/** Types whose column has a precision and scale. */
export const PRECISION_TYPES = ['decimal'];

export type Parsed = { value: unknown } | { error: string };

/** A default value typed as the column holds it: numbers for numbers, true/false, JSON for json. */
export function parseDefaultValue(type: string, text: string): Parsed {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null };
  if (INTEGER_TYPES.includes(type)) {
    if (!/^-?\d+$/.test(trimmed)) return { error: i18n.t('dataModel.enterWholeNumber') };
    return { value: type === 'bigInteger' ? trimmed : Number(trimmed) };
  }
  if (NUMBER_TYPES.includes(type)) {
    return Number.isNaN(Number(trimmed)) ? { error: i18n.t('dataModel.enterNumber') } : { value: Number(trimmed) };
  }
  if (type === 'boolean') {
    if (trimmed === 'true' || trimmed === 'false') return { value: trimmed === 'true' };
    return { error: i18n.t('dataModel.chooseTrueOrFalse') };
  }
  if (type === 'json') {
    try {
      return { value: JSON.parse(trimmed) as unknown };
    } catch {
      return { error: i18n.t('dataModel.enterValidJson') };
    }
  }
  return { value: text };
}

function parseCount(text: string): Parsed {
  if (text.trim() === '') return { value: null };
  return /^\d+$/.test(text.trim()) ? { value: Number(text.trim()) } : { error: i18n.t('dataModel.enterWholeNumber') };
}

function conditionOut(condition: ConditionDraft): Record<string, unknown> {
  return {
    name: condition.name,
    rule: condition.rule,
    readonly: condition.readonly,
    hidden: condition.hidden,
    required: condition.required,
    ...(Object.keys(condition.options).length > 0 ? { options: condition.options } : {}),
  };
}

const orNull = <Value>(value: Value, isEmpty: boolean): Value | null => (isEmpty ? null : value);

/** `meta` as the API stores it: empty notes, lists and objects as null (as the reference writes them). */
function metaOut(meta: MetaDraft): Partial<FieldMeta> {
  return {
    interface: meta.interface,
    options: orNull(meta.options, Object.keys(meta.options).length === 0),
    display: meta.display,
    display_options: orNull(meta.display_options, Object.keys(meta.display_options).length === 0),
    required: meta.required,
    readonly: meta.readonly,
    hidden: meta.hidden,
    width: meta.width,
    note: meta.note.trim() === '' ? null : meta.note,
    translations: orNull(meta.translations, meta.translations.length === 0),
    group: meta.group,
    conditions: orNull(meta.conditions.map(conditionOut), meta.conditions.length === 0),
    validation: meta.validation,
    validation_message: meta.validation_message.trim() === '' ? null : meta.validation_message,
  };
}

function schemaOut(type: string, schema: SchemaDraft): { values: Record<string, unknown>; errors: Record<string, string> } {
  const parsed: Record<string, Parsed> = {
    default_value: parseDefaultValue(type, schema.defaultValue),
    is_nullable: { value: schema.isNullable },
    is_unique: { value: schema.isUnique },
    ...(LENGTH_TYPES.includes(type) ? { max_length: parseCount(schema.maxLength) } : {}),
    ...(PRECISION_TYPES.includes(type) ? { numeric_precision: parseCount(schema.precision), numeric_scale: parseCount(schema.scale) } : {}),
  };
  const values: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  for (const [key, result] of Object.entries(parsed)) {
    if ('error' in result) errors[key] = result.error;
    else values[key] = result.value;
  }
  return { values, errors };
}

const differs = (a: unknown, b: unknown) => JSON.stringify(a) !== JSON.stringify(b);

function changedKeys<Shape extends Record<string, unknown>>(saved: Shape, draft: Shape): Partial<Shape> {
  return Object.fromEntries(Object.entries(draft).filter(([key, value]) => differs(value, saved[key]))) as Partial<Shape>;
}

export interface FieldChanges {
  meta: Partial<FieldMeta>;
  /** Only the column settings that changed; undefined when none did. */
  schema: Record<string, unknown> | undefined;
  /** Problems with typed values, keyed like the schema (`default_value`, `max_length`…). */
  errors: Record<string, string>;
}

/** What to send for a field's edit: only the members of `meta` and `schema` that differ from what was loaded. */
export function fieldChanges(type: string, saved: FieldDraft, draft: FieldDraft): FieldChanges {
  const meta = changedKeys(metaOut(saved.meta), metaOut(draft.meta));
  if (!saved.schema || !draft.schema) return { meta, schema: undefined, errors: {} };
  const before = schemaOut(type, saved.schema);
  const after = schemaOut(type, draft.schema);
  const schema = changedKeys(before.values, after.values);
  return { meta, schema: Object.keys(schema).length > 0 ? schema : undefined, errors: after.errors };
}
